#!/usr/bin/env python3
"""Compiles catalog-probe.cc as is (it must compile) and under each PROBE_* macro (each must fail, for its reason).

usage: catalog-probe.py SOURCE -- COMPILER [ARGS...]
"""
import subprocess
import sys

# Each probe and a piece of the compiler's message that shows it failed for the reason it exists.
PROBES = {
    "PROBE_TYPE_WITHOUT_ENTRY": "probe_only",
    "PROBE_ENTRY_WITHOUT_OPERATOR": "xnn_node_ops&",
    "PROBE_ENTRY_WITHOUT_OPERATOR_NAME": "catalog: a node type has no operator",
    "PROBE_MALFORMED_RANK": "catalog: an entry is malformed",
    "PROBE_MALFORMED_DATATYPE_ROW": "catalog: an entry is malformed",
    "PROBE_SCHEMA_NODE_TWICE": "catalog: a delegate schema node type is listed twice",
    "PROBE_ENTRY_OUT_OF_PLACE": "catalog: an entry is not in its node type's place",
}


def compile_probe(command, source, macro):
    args = command + ["-fsyntax-only", source] + (["-D" + macro] if macro else [])
    return subprocess.run(args, capture_output=True, text=True)


def main():
    source = sys.argv[1]
    command = sys.argv[sys.argv.index("--") + 1:]
    failures = 0
    control = compile_probe(command, source, None)
    if control.returncode != 0:
        print("catalog-probe: the well-formed catalog does not compile:\n" + control.stderr)
        return 1
    for macro, reason in PROBES.items():
        result = compile_probe(command, source, macro)
        if result.returncode == 0:
            print(f"catalog-probe: {macro} compiled; the catalog's checks let it through")
            failures += 1
        elif reason not in result.stderr:
            print(f"catalog-probe: {macro} failed without '{reason}':\n{result.stderr}")
            failures += 1
        elif reason.startswith("catalog:") and result.stderr.count("error:") != 1:
            # A static check's probe must fail on that check alone, not on a typo in the probe.
            print(f"catalog-probe: {macro} failed for more than '{reason}':\n{result.stderr}")
            failures += 1
        else:
            print(f"catalog-probe: {macro} refused ({reason})")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
