#!/usr/bin/env python3
"""Fails if a file under src/ukernels includes anything from the layers above it.

Kernels are the bottom layer (docs/kernels.md): they may include each other (`"ukernels/..."`), the C++ standard
library and the compiler's intrinsics headers, nothing else. A kernel that reached into src/configs would depend on
dispatch state; one that reached the public API or cpuinfo would compile against the library it serves.
"""
import pathlib
import re
import sys

ukernels = pathlib.Path(sys.argv[1])
include = re.compile(r'^\s*#\s*include\s*([<"])([^>"]+)[>"]')
system_headers = re.compile(r"^([a-z_]+|[a-z0-9_]+intrin\.h|arm_neon\.h|wasm_simd128\.h)$")

bad = []
files = sorted(p for p in ukernels.rglob("*") if p.suffix in (".h", ".cc"))
for path in files:
    for number, line in enumerate(path.read_text().splitlines(), 1):
        match = include.match(line)
        if match is None:
            continue
        kind, header = match.groups()
        allowed = header.startswith("ukernels/") if kind == '"' else system_headers.match(header) is not None
        if not allowed:
            closing = ">" if kind == "<" else '"'
            bad.append(f"{path.relative_to(ukernels.parent)}:{number}: {kind}{header}{closing}")
if not files:
    print(f"no kernel sources under {ukernels}")
    sys.exit(1)
if bad:
    print(f"{len(bad)} includes from above src/ukernels (kernels may include only ukernels/, the standard library "
          "and intrinsics):")
    for entry in bad:
        print("  " + entry)
    sys.exit(1)
print(f"{len(files)} files under {ukernels}: only ukernels/, standard and intrinsics includes")
