#!/usr/bin/env python3
"""Checks that the code stays in pieces a reader can hold.

    python3 scripts/check-sizes.py

Fails (exit 1, one line per file) when a hand-written Swift file under Sources/ has more than
600 lines; files whose first line says `// Generated` (tables written by scripts) are left out.
Also fails when a module (a folder of Sources/) has more than 3,600 lines in all: past that it
does more than one job, and should be split along its seams (docs/internals/architecture.md).
A module in EXCEPTIONS may have up to the lines given there instead, until it is split; the check
fails when an exception is no longer needed, so it is removed then.
"""

import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FILE_LIMIT = 600
MODULE_GOAL = 3_600
# Modules over the cap, each with the lines it may have until it is split (issue 65).
EXCEPTIONS = {
    # Other work is under way in it; its owner splits it. The cap it had before, 4,000.
    "OpeningHoursSyntax": 4_000,
}


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
    over = [(lines, name) for name, lines in modules.items() if lines > EXCEPTIONS.get(name, MODULE_GOAL)]
    for lines, name in sorted(over, reverse=True):
        limit = EXCEPTIONS.get(name, MODULE_GOAL)
        problems.append(f"Sources/{name}: {lines:,} lines in the module (at most {limit:,})")
    for name in sorted(EXCEPTIONS):
        if modules.get(name, 0) <= MODULE_GOAL:
            problems.append(
                f"scripts/check-sizes.py: exception {name} is within {MODULE_GOAL:,} lines now (or gone); remove it")
    for problem in problems:
        print(problem, file=sys.stderr)
    if problems:
        print(f"{len(problems)} file(s) or module(s) too long; split them by concern.", file=sys.stderr)
        return 1
    within = {name: lines for name, lines in modules.items() if name not in EXCEPTIONS}
    largest = max(within, key=within.get)
    excepted = ", ".join(f"{name} {modules[name]:,} of {limit:,}" for name, limit in sorted(EXCEPTIONS.items()))
    print(
        f"No hand-written file in Sources over {FILE_LIMIT} lines, no module over {MODULE_GOAL:,} "
        f"({len(modules)} modules; the largest, {largest}, {within[largest]:,} lines; excepted until split: "
        f"{excepted})."
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
