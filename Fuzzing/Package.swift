// swift-tools-version: 6.0
import PackageDescription

/// libFuzzer harnesses for PlacePicker's parsers, one executable per target: `bash scripts/fuzz.sh TARGET SECONDS`
/// builds and runs them (docs/reference/reliability.md). A package of its own, so the main package's `swift build` and
/// `swift test` neither build nor see them; it depends on the main package by path and is built with
/// `--sanitize fuzzer -Xswiftc -sanitize=fuzzer,address` (scripts/fuzz.sh), which instruments every module.
/// Without those flags the executables have no `main` (libFuzzer provides it) and do not link.
let package = Package(
    name: "PlacePickerFuzz",
    platforms: [.macOS(.v14)],
    dependencies: [.package(name: "PlacePicker", path: "..")],
    targets: [
        .target(name: "FuzzSupport", dependencies: [.product(name: "Places", package: "PlacePicker")]),
        .executableTarget(
            name: "fuzz-hours",
            dependencies: ["FuzzSupport", .product(name: "OpeningHours", package: "PlacePicker")]),
        .executableTarget(name: "fuzz-geojson", dependencies: ["FuzzSupport"]),
        .executableTarget(name: "fuzz-csv", dependencies: ["FuzzSupport"]),
        .executableTarget(name: "fuzz-osm", dependencies: ["FuzzSupport"]),
        .executableTarget(name: "fuzz-overpass", dependencies: ["FuzzSupport"]),
        .executableTarget(name: "fuzz-carriers", dependencies: ["FuzzSupport"]),
        .executableTarget(
            name: "fuzz-http", dependencies: ["FuzzSupport", .product(name: "HTTPServer", package: "PlacePicker")]),
        .executableTarget(
            name: "fuzz-urlstate",
            dependencies: [
                "FuzzSupport", .product(name: "PlacePickerWeb", package: "PlacePicker"),
                .product(name: "HTTPServer", package: "PlacePicker"),
            ]),
        // The HTTPServer product holds both HTTPServer and HTTPMessage (the form codec).
        .executableTarget(
            name: "fuzz-form", dependencies: ["FuzzSupport", .product(name: "HTTPServer", package: "PlacePicker")]),
    ],
    swiftLanguageModes: [.v6]
)
