#!/usr/bin/env python3
"""Fails when a library module has no test target of its own.

    python3 scripts/check-test-targets.py

Every library target NAME in Package.swift (`swift package dump-package`, type "regular") has a
test target `NAMETests`, so a module's tests build against that module and what it declares, not
against whatever a higher module brings along. Checked (exit 1, one line per problem):
1. a library target without `NAMETests`, unless it is one of EXCEPTIONS below;
2. an exception that no longer holds: its target is gone, is no library, or has `NAMETests` now.

Executables (PlacePickerTool, placepicker-bench, PickupDemo) are not library targets and are not
checked: what they run lives in libraries that are.
"""

import json
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# Library targets without a test target of their own, each with the reason.
EXCEPTIONS = {
    "CEpoll": "only the C declarations of epoll; HTTPServerTests use them through the server's event loop",
    "PlacePickerUI": "SwiftUI does not build on Linux; its decisions are tested in PlacePickerSessionTests, "
    "and scripts/apple-sdk-typecheck.sh type-checks it against Apple's SDK",
    "TestSupport": "the tests' own seeded generator, not part of any product",
}


def main():
    package = json.loads(subprocess.run(
        ["swift", "package", "dump-package"], cwd=ROOT, capture_output=True, text=True, check=True).stdout)
    libraries = sorted(target["name"] for target in package["targets"] if target["type"] == "regular")
    tests = {target["name"] for target in package["targets"] if target["type"] == "test"}
    problems = []
    for name in libraries:
        if f"{name}Tests" not in tests and name not in EXCEPTIONS:
            problems.append(f"Package.swift: library target {name} has no test target {name}Tests")
    for name in sorted(EXCEPTIONS):
        if name not in libraries:
            problems.append(f"scripts/check-test-targets.py: exception {name} is no library target of Package.swift")
        elif f"{name}Tests" in tests:
            problems.append(f"scripts/check-test-targets.py: exception {name} has {name}Tests now; remove it")
    for problem in problems:
        print(problem)
    if problems:
        print(f"{len(problems)} test target problem(s); add Tests/NAMETests and its .testTarget, "
              "or an exception with its reason.")
        return 1
    print(f"{len(libraries) - len(EXCEPTIONS)} library targets have their own test target "
          f"({len(EXCEPTIONS)} exceptions: {', '.join(sorted(EXCEPTIONS))}).")
    return 0


if __name__ == "__main__":
    sys.exit(main())
