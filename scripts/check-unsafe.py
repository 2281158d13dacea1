#!/usr/bin/env python3
"""Keeps unsafe code inside its fence, and the fence closing.

    python3 scripts/check-unsafe.py            # check
    python3 scripts/check-unsafe.py --update   # rewrite the list after removing uses

Unsafe code is pointer work (`withUnsafe…`, `Unsafe…Pointer`, `Unmanaged`, memory binding,
`unsafeBitCast`, `.allocate(`), and the promises the compiler cannot check (`@unchecked Sendable`,
`nonisolated(unsafe)`, `@exclusivity(unchecked)`). It belongs in two places:

- the fence, `Sources/RawMemory` (memory views) and `Sources/ConcurrencyPrimitives` (what threads
  share: the one lock type, `Locked`, atomics, the parallel loop): safe types whose invariants are
  stated and checked in debug builds;
- the C boundary (sockets, epoll, libpq, SQLite, file descriptors), listed in BOUNDARY below: a C call takes
  pointers, so the few lines that make them stay beside the call.

Every other file that still has some is named, with its count, in `scripts/unsafe-outside-fence.txt`:
the uses not yet moved into the fence (docs/internals/unsafe-code.md has the rule, the fenced types
and how to add one). The check fails when a file not on that list gains unsafe code, when a listed
file gains more, or when a listed file has fewer than listed (run `--update` then, so the list only
ever shrinks). Comments are not counted.
"""

import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LIST = os.path.join(ROOT, "scripts", "unsafe-outside-fence.txt")
PATTERN = re.compile(
    r"withUnsafe|Unsafe[A-Za-z]*Pointer|Unmanaged|@unchecked Sendable|nonisolated\(unsafe\)|@exclusivity"
    r"|unsafeBitCast|assumingMemoryBound|bindMemory|loadUnaligned|\.allocate\(|unsafeUninitializedCapacity"
    r"|unsafelyUnwrapped|_withUnsafeGuaranteedRef"
)
FENCE = ("Sources/RawMemory/", "Sources/ConcurrencyPrimitives/")
BOUNDARY = {
    "Sources/HTTPServer/Platform/Platform.swift",
    "Sources/HTTPServer/Platform/SocketAddress.swift",
    "Sources/HTTPServer/Platform/Platform+Polling.swift",
    "Sources/PlaceDatabase/Client/LibPQ.swift",
    "Sources/PlaceDatabase/Client/PostgresConnection.swift",
    "Sources/CommandSupport/Files/FileInput.swift",
    "Sources/CommandSupport/Files/FileOutput.swift",
    "Sources/VectorTiles/Source/SQLite.swift",
}


def count_uses(path: str) -> int:
    uses = 0
    with open(path, encoding="utf-8") as file:
        for line in file:
            code = line.split("//", 1)[0]
            uses += len(PATTERN.findall(code))
    return uses


def found() -> dict:
    uses = {}
    for folder, _, names in os.walk(os.path.join(ROOT, "Sources")):
        for name in names:
            if not name.endswith(".swift"):
                continue
            path = os.path.relpath(os.path.join(folder, name), ROOT)
            if path.startswith(FENCE) or path in BOUNDARY:
                continue
            count = count_uses(os.path.join(ROOT, path))
            if count:
                uses[path] = count
    return uses


def listed() -> dict:
    uses = {}
    with open(LIST, encoding="utf-8") as file:
        for line in file:
            line = line.split("#", 1)[0].strip()
            if line:
                path, count = line.rsplit(" ", 1)
                uses[path] = int(count)
    return uses


def main() -> int:
    now = found()
    if "--update" in sys.argv:
        before = listed()
        grown = [path for path, count in now.items() if count > before.get(path, 0)]
        if grown:
            print("not updated: more unsafe code than listed in " + ", ".join(sorted(grown)))
            return 1
        with open(LIST, "w", encoding="utf-8") as file:
            file.write("# Unsafe uses outside the fence, per file (scripts/check-unsafe.py). Only ever shrinks.\n")
            for path in sorted(now):
                file.write(f"{path} {now[path]}\n")
        print(f"{sum(now.values())} uses in {len(now)} files outside the fence.")
        return 0
    allowed = listed()
    problems = []
    for path, count in sorted(now.items()):
        if path not in allowed:
            problems.append(f"{path}: {count} unsafe use(s) outside the fence; move them into the fence (RawMemory, ConcurrencyPrimitives)")
        elif count > allowed[path]:
            problems.append(f"{path}: {count} unsafe uses, {allowed[path]} allowed; move the new ones into RawMemory")
        elif count < allowed[path]:
            problems.append(f"{path}: {count} unsafe uses, fewer than the {allowed[path]} listed; run --update")
    for path in sorted(set(allowed) - set(now)):
        problems.append(f"{path}: no unsafe use left; run --update")
    for problem in problems:
        print(problem)
    print(f"{sum(now.values())} unsafe uses in {len(now)} files outside the fence (RawMemory, ConcurrencyPrimitives, the C boundary).")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
