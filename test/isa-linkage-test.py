#!/usr/bin/env python3
"""Fails if a per-ISA kernel library defines a symbol the linker could merge with another object's copy.

Weak and unique ('W', 'V', 'u') definitions come from inline functions and templates with external linkage. If one
is compiled with, say, -mavx512f, the linker may keep that copy for every caller, and baseline code then crashes on
older CPUs. Kernels themselves are strong 'T' symbols with unique names; everything else must be internal.
"""
import subprocess
import sys

library = sys.argv[1]
nm = sys.argv[2] if len(sys.argv) > 2 else "nm"
out = subprocess.run([nm, "--defined-only", library], capture_output=True, text=True)
if out.returncode != 0:
    print(f"nm could not read {library}: {out.stderr.strip()}")
    sys.exit(1)
bad = []
for line in out.stdout.splitlines():
    parts = line.split()
    if len(parts) == 3 and parts[2].startswith("DW.ref."):
        continue  # exception-handling personality reference: data, never code run on the wrong CPU
    if len(parts) == 3 and parts[1] in ("W", "V", "u", "w", "v"):
        bad.append(parts[2])
    elif len(parts) == 3 and parts[1] == "T" and not parts[2].startswith("xnn_"):
        bad.append(parts[2])
if bad:
    print(f"{library}: {len(bad)} symbols with mergeable or non-kernel external linkage:")
    for name in sorted(set(bad))[:40]:
        print("  " + name)
    sys.exit(1)
print(f"{library}: only internal helpers and xnn_ kernel symbols")
