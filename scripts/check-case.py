#!/usr/bin/env python3
"""Fails when two names that must differ on a case-insensitive disk differ only in case.

    python3 scripts/check-case.py

macOS's default file system, and Windows', ignore case: `Sources/placepicker` and `Sources/PlacePicker`
are one folder there, and a clone mixes both folders' files into one. Checked (exit 1, one line per
clash):
1. every tracked path and every folder above one (`git ls-files`, with untracked files that are not
   ignored, so a new file is checked before it is committed): `A/b.swift` against `a/B.swift`, and
   the folders `A` against `a`;
2. the package's target names (`swift package dump-package`): each target is a module, and its
   `NAME.swiftmodule`, `NAME.build` and `Sources/NAME` sit beside the others' in one folder.

Product names are not checked: the executable `placepicker` and the library `PlacePicker` may
differ only in case, because a library product makes no file of its own name, and the executable's
one file has no neighbour of that name (modules and build folders carry a suffix).
"""

import collections
import json
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def clashes(names):
    """The groups of distinct names that are equal when case is ignored."""
    groups = collections.defaultdict(set)
    for name in names:
        groups[name.casefold()].add(name)
    return sorted(sorted(group) for group in groups.values() if len(group) > 1)


def main():
    files = subprocess.run(
        ["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
        cwd=ROOT, capture_output=True, text=True, check=True).stdout.split("\0")
    paths = set()
    for file in filter(None, files):
        parts = file.split("/")
        paths.update("/".join(parts[:end]) for end in range(1, len(parts) + 1))
    package = json.loads(subprocess.run(
        ["swift", "package", "dump-package"], cwd=ROOT, capture_output=True, text=True, check=True).stdout)
    problems = [f"paths that differ only in case: {', '.join(group)}" for group in clashes(paths)]
    problems += [f"targets that differ only in case: {', '.join(group)}"
                 for group in clashes(target["name"] for target in package["targets"])]
    for problem in problems:
        print(problem)
    if problems:
        print(f"{len(problems)} case clash(es): rename one side (docs/internals/architecture.md).")
        return 1
    print(f"No two of {len(paths):,} paths or {len(package['targets'])} targets differ only in case.")
    return 0


if __name__ == "__main__":
    sys.exit(main())
