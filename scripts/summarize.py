#!/usr/bin/env python3
"""Counts the test results of several suites and prints one line per suite and a final summary.

Usage: summarize.py LABEL=RESULTS ...  RESULTS is a junit file written by `meson test` (or a build directory, for its
meson-logs/testlog.junit.xml), in which meson has expanded every gtest binary into its individual test cases. The
last line is `N passed, N failed, N skipped`; the exit code is 1 if anything failed or a suite has no results.
"""
import sys
import xml.etree.ElementTree as ET

total = {"passed": 0, "failed": 0, "skipped": 0}
broken = False
for arg in sys.argv[1:]:
    label, results = arg.split("=", 1)
    path = results if results.endswith(".xml") else f"{results}/meson-logs/testlog.junit.xml"
    try:
        root = ET.parse(path).getroot()
    except (OSError, ET.ParseError) as e:
        print(f"{label}: no test results ({e})")
        broken = True
        continue
    counts = {"passed": 0, "failed": 0, "skipped": 0}
    failures = []
    for case in root.iter("testcase"):
        if case.find("failure") is not None or case.find("error") is not None:
            counts["failed"] += 1
            failures.append(f"{case.get('classname')}.{case.get('name')}")
        elif case.find("skipped") is not None:
            counts["skipped"] += 1
        else:
            counts["passed"] += 1
    print(f"{label}: {counts['passed']} passed, {counts['failed']} failed, {counts['skipped']} skipped")
    for name in failures[:20]:
        print(f"  failed: {name}")
    if counts["passed"] + counts["failed"] == 0:
        broken = True
    for key in total:
        total[key] += counts[key]
print(f"{total['passed']} passed, {total['failed']} failed, {total['skipped']} skipped")
sys.exit(1 if broken or total["failed"] else 0)
