#!/usr/bin/env python3
"""Checks that the code stays in pieces a reader can hold.

    python3 scripts/check-sizes.py

Fails (exit 1, one line per file) when a hand-written Swift file under Sources/ has more than
600 lines; files whose first line says `// Generated` (tables written by scripts) are left out.
Also fails when a module (a folder of Sources/) has more than 3,600 lines in all: past that it
does more than one job, and should be split along its seams (docs/internals/architecture.md).
"""

import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FILE_LIMIT = 600
MODULE_GOAL = 3_600


def main() -> int:
    sources = os.path.join(ROOT, "Sources")
    problems = []
    modules = {}
    for module in sorted(os.listdir(sources)):
        total = 0
        for folder, _, names in os.walk(os.path.join(sources, module)):
            for name in names:
                if not name.endswith(".swift"):
                    continue
                path = os.path.join(folder, name)
                with open(path, encoding="utf-8") as file:
                    lines = file.read().splitlines()
                total += len(lines)
                generated = bool(lines) and lines[0].startswith("// Generated")
                if len(lines) > FILE_LIMIT and not generated:
                    problems.append(f"{os.path.relpath(path, ROOT)}: {len(lines)} lines (at most {FILE_LIMIT})")
        modules[module] = total
    over = [(lines, name) for name, lines in modules.items() if lines > MODULE_GOAL]
    for lines, name in sorted(over, reverse=True):
        problems.append(f"Sources/{name}: {lines:,} lines in the module (at most {MODULE_GOAL:,})")
    for problem in problems:
        print(problem, file=sys.stderr)
    if problems:
        print(f"{len(problems)} file(s) or module(s) too long; split them by concern.", file=sys.stderr)
        return 1
    largest = max(modules, key=modules.get)
    print(
        f"No hand-written file in Sources over {FILE_LIMIT} lines, no module over {MODULE_GOAL:,} "
        f"({len(modules)} modules; the largest, {largest}, {modules[largest]:,} lines)."
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
