#!/usr/bin/env python3
"""Checks that the files and folders the docs name exist.

    python3 scripts/check-doc-paths.py [FILE.md ...]   (default: README.md and every docs/**/*.md)

A name in backticks that contains a slash and does not start with one (`Sources/Places/Place.swift`,
`Server/Connection.swift`, `scripts/bench.sh`, `PlaceIndex/KDTree`) must be the end of a path in
the repository; a Markdown link to a relative path must point at a file. URL paths (`/api/places`),
URLs and names with wildcards or placeholders are not checked. Exit 1 with one line per name that
matches nothing, naming the document and line.
"""

import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CODE = re.compile(r"`([^`\s]+)`")
LINK = re.compile(r"\]\(([^)\s#]+)(?:#[^)]*)?\)")


def repository_paths():
    files = subprocess.run(["git", "ls-files"], cwd=ROOT, capture_output=True, text=True, check=True).stdout.split()
    paths = set(files)
    for file in files:
        parts = file.split("/")
        for end in range(1, len(parts)):
            paths.add("/".join(parts[:end]))
    return paths


# Made by the tools, not tracked.
GENERATED = ("artifacts/", ".build", "Fuzzing/.build", "scripts/.cache")
EXTENSION = re.compile(r"\.(swift|sh|py|md|json|geojson|csv|lua|tsv|txt|conf|bin|png|js|ics|osm|xml|yml)$")


def is_checked(name, tops):
    """A path of this repository: a file with an extension, or a name that starts at a top-level
    folder or a module's folder (time-zone names, OSM ids and `24/7` are not paths)."""
    if "/" not in name or name.startswith(("/", "http:", "https:", "~", "-", "$", "../")):
        return False
    if name.startswith(GENERATED) or re.search(r"[*{}<>…|=?:,]|\.\.\.|TARGET", name):
        return False
    if re.fullmatch(r"[A-Za-z0-9_.+\-/]+", name) is None:
        return False
    return EXTENSION.search(name) is not None or name.split("/")[0] in tops


def main():
    documents = sys.argv[1:] or ["README.md"] + sorted(
        os.path.relpath(os.path.join(directory, file), ROOT)
        for directory, _, files in os.walk(os.path.join(ROOT, "docs")) for file in files if file.endswith(".md"))
    paths = repository_paths()
    # Top-level folders and the folders of modules and test targets.
    tops = {path.split("/")[0] for path in paths if "/" in path}
    tops |= {path.split("/")[1] for path in paths if path.count("/") >= 2 and path.startswith(("Sources/", "Tests/"))}
    suffixes = set()
    for path in paths:
        parts = path.split("/")
        for start in range(len(parts)):
            suffixes.add("/".join(parts[start:]))
    problems = []
    checked = 0
    for document in documents:
        folder = os.path.dirname(document)
        with open(os.path.join(ROOT, document), encoding="utf-8") as text:
            for number, line in enumerate(text, 1):
                for name in CODE.findall(line):
                    if not is_checked(name, tops):
                        continue
                    checked += 1
                    if name.rstrip("/") not in suffixes:
                        problems.append(f"{document}:{number}: `{name}` names no file or folder in the repository")
                for target in LINK.findall(line):
                    if re.match(r"[a-z]+:", target):
                        continue
                    checked += 1
                    resolved = os.path.normpath(os.path.join(folder, target))
                    if resolved not in paths:
                        problems.append(f"{document}:{number}: the link to {target} points at nothing")
    for problem in problems:
        print(problem)
    if problems:
        print(f"{len(problems)} path(s) in the docs name nothing; fix the name or the docs.")
        return 1
    print(f"{checked} paths named in {len(documents)} documents exist.")
    return 0


if __name__ == "__main__":
    sys.exit(main())
