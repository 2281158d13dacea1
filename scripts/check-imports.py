#!/usr/bin/env python3
"""Checks that the module graph declared in Package.swift is the real one.

    python3 scripts/check-imports.py

Fails (exit 1, one line per problem, naming the file and line) when
1. a Swift file imports a module of this package that its target does not declare as a dependency
   (it would only build because the module arrives through another one), or
2. a target depends on, or imports, a module of a higher layer than its own (LAYERS below), or
3. a target is missing from LAYERS (a new module says where it stands), or
4. a module is not named in docs/internals/architecture.md (its picture shows every module).

The declared graph is read from `swift package dump-package`; a target's files are those under its
path (`Sources/NAME`, `Tests/NAME` or the path the manifest gives). Imports of modules outside the
package (Foundation, Glibc, SwiftUI, …) are not checked.
"""

import json
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# Lowest first. A module may use modules of its own layer or below, never above. Test targets and
# executables stand above everything they test or run.
LAYERS = [
    # Leaves: no other module of the package.
    [
        "Geodesy", "CEpoll", "TestSupport", "WebAssets", "SelectionSigning", "CommandLineArguments", "JSONWriting",
        # Civil dates and wall times, below the hours language, the holidays and the places that use them.
        "CivilCalendar",
    ],
    # The fence for unsafe code: what threads share (the one lock type, atomics), then the pointer work.
    ["ConcurrencyPrimitives"],
    ["RawMemory"],
    # Where bytes are written.
    ["ByteWriting", "VectorTiles"],
    # The hours language, and the holidays that read it.
    ["OpeningHoursSyntax"],
    ["Holidays"],
    # The data: hours, places, the spatial index, the embedded tables.
    ["OpeningHours", "Places", "PlaceIndex", "TimeZoneBoundaries", "HTTPMessage", "HTMLWriting", "PlaceSearch"],
    # Reading places from files, and the embedded samples read with it; what a query asks and answers.
    ["PlaceReaders", "Geography", "PlaceQueryModel"],
    ["PlaceSamples", "CarrierFeeds"],
    # Answers: queries over places; the database source and a replica's places following it (each
    # version of the engine published; the web wraps it); the HTTP server.
    ["PlaceQuery", "PlaceDatabase", "PlaceReplication", "HTTPServer"],
    # The picker's words: locales and formatting, then the messages; with the first, the shop's
    # offers and the places' unique names.
    ["PickerFormatting", "ShopOffers", "PlaceNaming"],
    ["PickerLocalization"],
    # The picker: state, screens, rows, cards.
    ["PlacePicker"],
    # A choice handed to the shop, signed and checked; the map drawn as SVG for the web.
    ["PlaceSelection", "MapDrawing"],
    # An observable session over it, for SwiftUI.
    ["PlacePickerSession"],
    # Its renderers: SwiftUI and the web.
    ["PlacePickerUI", "PlacePickerWeb"],
    # What every command is made of.
    ["CommandSupport"],
    # The command line and the programs.
    ["PlacePickerCLI", "PlacePickerTool", "placepicker-bench", "PickupDemo"],
]

IMPORT = re.compile(
    r"^\s*(?:@testable\s+|@_spi\(\w+\)\s+|@_implementationOnly\s+)*(?:(?:public|package|internal|private|fileprivate)\s+)?"
    r"import\s+(?:(?:struct|class|enum|protocol|func|var|let|typealias)\s+)?([A-Za-z_][A-Za-z0-9_]*)")


def main():
    package = json.loads(subprocess.run(
        ["swift", "package", "dump-package"], cwd=ROOT, capture_output=True, text=True, check=True).stdout)
    targets = {target["name"]: target for target in package["targets"]}
    layer_of = {name: index for index, names in enumerate(LAYERS) for name in names}
    problems = []

    def layer(name):
        # Test targets stand on top.
        return len(LAYERS) if targets[name]["type"] == "test" else layer_of[name]

    for name, target in sorted(targets.items()):
        if target["type"] != "test" and name not in layer_of:
            problems.append(f"Package.swift: target {name} has no layer in scripts/check-imports.py (LAYERS)")
            continue
        declared = {dependency["byName"][0] for dependency in target["dependencies"] if "byName" in dependency}
        declared |= {dependency["target"][0] for dependency in target["dependencies"] if "target" in dependency}
        for dependency in sorted(declared):
            if dependency in layer_of and layer(dependency) > layer(name):
                problems.append(
                    f"Package.swift: {name} (layer {layer(name)}) depends on {dependency}, a higher layer "
                    f"({layer(dependency)})")
        folder = target.get("path") or os.path.join("Tests" if target["type"] == "test" else "Sources", name)
        for directory, _, files in os.walk(os.path.join(ROOT, folder)):
            for file in sorted(files):
                if not file.endswith(".swift"):
                    continue
                path = os.path.join(directory, file)
                with open(path, encoding="utf-8") as source:
                    for number, line in enumerate(source, 1):
                        match = IMPORT.match(line)
                        if not match:
                            continue
                        module = match.group(1)
                        if module not in targets or module == name:
                            continue
                        where = f"{os.path.relpath(path, ROOT)}:{number}"
                        if module not in declared:
                            problems.append(f"{where}: imports {module}, which target {name} does not declare")
                        elif module in layer_of and layer(module) > layer(name):
                            problems.append(f"{where}: {name} imports {module}, a higher layer")
    # The architecture page shows every module.
    with open(os.path.join(ROOT, "docs", "internals", "architecture.md"), encoding="utf-8") as page:
        architecture = page.read()
    for name in sorted(targets):
        if targets[name]["type"] != "test" and not re.search(rf"\b{re.escape(name)}\b", architecture):
            problems.append(f"docs/internals/architecture.md: module {name} is not shown")
    for problem in problems:
        print(problem)
    if problems:
        print(f"{len(problems)} import problem(s); declare the dependency in Package.swift or remove the import.")
        return 1
    print(f"Imports match Package.swift in {len(targets)} targets.")
    return 0


if __name__ == "__main__":
    sys.exit(main())
