#!/usr/bin/env python3
"""Writes the linker version script of the shared libxnn: the functions the public headers declare are global, every
other symbol is local, so the kernels and the C++ internals stay inside the library.

Usage: version-script.py CC OUTPUT HEADER...   CC: the C compiler (with its arguments), run as a preprocessor so that
comments, macros and conditional blocks are resolved as a C client sees them.
"""
import os
import re
import shlex
import subprocess
import sys


def declared_functions(cc, header):
    # The header's own directory is on the include path: xnn-model.h includes <xnnpack.h>.
    command = shlex.split(cc) + ['-E', '-P', '-x', 'c', '-I', os.path.dirname(header) or '.', header]
    text = subprocess.run(command, check=True, capture_output=True, text=True).stdout
    names = set()
    depth, statement = 0, []
    for char in text:
        if char == '{':
            depth += 1
        elif char == '}':
            depth -= 1
        if char == ';' and depth == 0:
            declaration = ''.join(statement).strip()
            statement = []
            # A function declaration: no body, not a typedef; its name is the identifier before the first '('.
            if '{' in declaration or declaration.startswith('typedef'):
                continue
            match = re.search(r'\b(xnn_\w+)\s*\(', declaration)
            if match and declaration.find('(') == match.end() - 1:
                names.add(match.group(1))
        else:
            statement.append(char)
    return names


def main():
    cc, output, headers = sys.argv[1], sys.argv[2], sys.argv[3:]
    names = set()
    for header in headers:
        names |= declared_functions(cc, header)
    with open(output, 'w') as f:
        f.write('{\n  global:\n')
        for name in sorted(names):
            f.write(f'    {name};\n')
        f.write('  local:\n    *;\n};\n')


if __name__ == '__main__':
    main()
