#!/usr/bin/env python3
"""Fails if two objects of the static library define the same strong symbol.

An archive hides such a clash: the linker takes the first definition it meets and never reports the second, so two
files that each define, say, a validation helper with the same name silently share one of them.
Usage: duplicate-symbols-test.py LIBRARY [NM]
"""
import collections
import subprocess
import sys

library = sys.argv[1]
nm = sys.argv[2] if len(sys.argv) > 2 else "nm"
out = subprocess.run([nm, "--defined-only", "-A", library], capture_output=True, text=True)
if out.returncode != 0:
    print(f"nm could not read {library}: {out.stderr.strip()}")
    sys.exit(1)
owners = collections.defaultdict(set)
for line in out.stdout.splitlines():
    # "library:object:address TYPE name"
    parts = line.split()
    if len(parts) == 3 and parts[1] in ("T", "D", "B", "R"):
        owners[parts[2]].add(parts[0].rsplit(":", 1)[0])
clashes = {name: objs for name, objs in owners.items() if len(objs) > 1}
for name, objs in sorted(clashes.items())[:40]:
    print(f"{name} is defined in {', '.join(sorted(objs))}")
print(f"{len(owners)} strong symbols, {len(clashes)} defined more than once")
sys.exit(1 if clashes else 0)
