#!/usr/bin/env python3
"""Writes the linker version script of the shared libxnn: the functions the public headers declare are global, every
other symbol is local, so the kernels and the C++ internals stay inside the library.

Usage: version-script.py CC OUTPUT HEADER...   CC: the C compiler (with its arguments), run as a preprocessor so that
comments, macros and conditional blocks are resolved as a C client sees them. Headers the public ones include from
elsewhere (<stdint.h>, <pthreadpool.h>) are replaced by empty files: only xnn's own declarations matter, and the
compiler then needs no include path of the target (a cross build's sysroot) to read them.
"""
import os
import re
import shlex
import subprocess
import sys
import tempfile


def preprocessed(cc, header):
    directory = os.path.dirname(header) or '.'
    with tempfile.TemporaryDirectory() as stubs:
        # The includes of every header beside this one: xnn-model.h includes <xnnpack.h>, which includes the rest.
        for sibling in (os.path.join(directory, f) for f in os.listdir(directory) if f.endswith('.h')):
            for name in re.findall(r'^\s*#\s*include\s*<([^>]+)>', open(sibling).read(), re.MULTILINE):
                if not os.path.exists(os.path.join(directory, name)):
                    open(os.path.join(stubs, os.path.basename(name)), 'w').close()
        command = shlex.split(cc) + ['-E', '-P', '-x', 'c', '-nostdinc', '-I', directory, '-I', stubs, header]
        return subprocess.run(command, check=True, capture_output=True, text=True).stdout


def declared_functions(cc, header):
    names = set()
    depth, statement = 0, []
    for char in preprocessed(cc, header):
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
