// swift-tools-version: 6.1
import PackageDescription

/// Settings shared by every target, applied in one loop at the end of the manifest.
let settings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    // The fence's invariant checks (docs/internals/unsafe-code.md) kept in optimised builds.
    .define("PLACEPICKER_INTERNAL_CHECKS", .when(traits: ["InternalChecks"])),
]

let package = Package(
    name: "PlacePicker",
    platforms: [.iOS(.v17), .macOS(.v14)],
    products: [
        .library(name: "Geodesy", targets: ["Geodesy"]),
        .library(name: "OpeningHours", targets: ["CivilCalendar", "OpeningHoursSyntax", "Holidays", "OpeningHours"]),
        .library(name: "Places", targets: ["Places", "PlaceReaders", "CarrierFeeds"]),
        .library(name: "PlaceSamples", targets: ["PlaceSamples"]),
        .library(name: "TimeZoneBoundaries", targets: ["TimeZoneBoundaries"]),
        .library(name: "PlaceIndex", targets: ["PlaceIndex"]),
        .library(name: "PlaceDatabase", targets: ["PlaceDatabase"]),
        .library(name: "PlaceQuery", targets: ["PlaceQueryModel", "PlaceQuery"]),
        .library(
            name: "PlacePicker",
            targets: [
                "PickerFormatting", "PickerLocalization", "JSONWriting", "ShopOffers", "PlacePicker",
                "PlacePickerSession",
            ]),
        .library(name: "PlacePickerUI", targets: ["PlacePickerUI"]),
        .library(name: "PlacePickerWeb", targets: ["PlacePickerWeb", "MapDrawing"]),
        .library(name: "HTTPServer", targets: ["HTTPServer", "HTTPMessage"]),
        .executable(name: "placepicker", targets: ["PlacePickerTool"]),
        .executable(name: "placepicker-bench", targets: ["placepicker-bench"]),
    ],
    traits: [
        .trait(
            name: "InternalChecks",
            description: """
                Keeps the invariant checks of the unsafe code's fence (RawMemory, ConcurrencyPrimitives) in \
                optimised builds, where they are otherwise debug-only: `swift build -c release --traits \
                InternalChecks`. The test script's optimised runs use it; benchmark figures do not.
                """)
    ],
    targets: [
        .target(name: "Geodesy"),
        // What threads share: the one lock type, atomics, records appended while others read, the
        // parallel loop. With RawMemory, the fence for unsafe code (docs/internals/unsafe-code.md).
        .target(name: "ConcurrencyPrimitives"),
        // The pointer work, behind safe types whose invariants are checked in debug builds: with
        // ConcurrencyPrimitives, the one place for unsafe code outside the C boundary.
        .target(name: "RawMemory", dependencies: ["ConcurrencyPrimitives"]),
        // Where bytes are written (a protocol every encoder and escaper writes into), and digits.
        .target(name: "ByteWriting", dependencies: ["RawMemory"]),
        // Mapbox Vector Tiles: the protobuf decoder, inflate (gzip, zlib), MBTiles over SQLite
        // (loaded at run time), the tile source protocol and a cache bounded in bytes.
        .target(name: "VectorTiles", dependencies: ["ConcurrencyPrimitives", "RawMemory"]),
        // HTML written in place: the document writer, its attributes and the escaper.
        .target(name: "HTMLWriting", dependencies: ["ByteWriting", "RawMemory"]),
        // Compact JSON written straight into bytes, as JSONEncoder writes it with sorted keys, and the
        // one JSON output of the web's answers and the command line.
        .target(name: "JSONWriting"),
        // The web picker's stylesheet, scripts and the shop's accent colour checked for contrast.
        .target(name: "WebAssets"),
        // A command line read against a command's declared options: the parser, help text and usage errors.
        .target(name: "CommandLineArguments"),
        // Civil dates and wall times with no time zone (`LocalDate`, `WallTime`) and instants as ISO 8601 text.
        .target(name: "CivilCalendar"),
        // The opening_hours language: lexer, parser, syntax tree, diagnostics.
        .target(name: "OpeningHoursSyntax", dependencies: ["CivilCalendar", "RawMemory"]),
        // Public holidays of every country (the embedded table) and school holidays from iCalendar.
        .target(
            name: "Holidays", dependencies: ["CivilCalendar", "OpeningHoursSyntax", "ConcurrencyPrimitives"],
            resources: [.copy("Resources/holidays.bin"), .copy("Resources/school-holidays.tsv")]),
        // Evaluating hours: compiled schedules, open/closed at an instant, the sun, weekly hours.
        .target(
            name: "OpeningHours",
            dependencies: [
                "CivilCalendar", "OpeningHoursSyntax", "Holidays", "Geodesy", "ConcurrencyPrimitives", "RawMemory",
            ]),
        .target(name: "Places", dependencies: ["CivilCalendar", "Geodesy", "RawMemory"]),
        // Reading places: GeoJSON (streamed), CSV, Overpass JSON and OSM XML into a validated catalog.
        .target(name: "PlaceReaders", dependencies: ["Places", "Geodesy", "ConcurrencyPrimitives", "RawMemory"]),
        // Carriers' pickup-point feeds as they are published (InPost, DHL, Omniva, Packeta, Sendcloud,
        // PostNord, GLS, Posti): ids, hours, status and size made into places (docs/guides/carriers.md).
        .target(
            name: "CarrierFeeds",
            dependencies: [
                "PlaceReaders", "Places", "CivilCalendar", "Geodesy", "ConcurrencyPrimitives", "RawMemory",
            ]),
        .target(
            name: "PlaceSamples", dependencies: ["PlaceReaders", "Places", "Geodesy"], resources: [.copy("Resources")]),
        // The embedded time-zone boundary table (about 5 MB): its own product, so an app can leave it out.
        .target(name: "TimeZoneBoundaries", dependencies: ["Geodesy", "RawMemory"], resources: [.copy("Resources")]),
        .target(name: "PlaceIndex", dependencies: ["Geodesy", "RawMemory"]),
        // The PostgreSQL source of truth: the schema, the importer and the change follower (libpq is
        // loaded at run time, so nothing here needs it to build).
        .target(
            name: "PlaceDatabase",
            dependencies: ["PlaceReaders", "Places", "Geodesy", "ConcurrencyPrimitives", "RawMemory"]),
        // Search words: folding, matching names and addresses, the address search.
        .target(name: "PlaceSearch", dependencies: ["Places", "Geodesy", "ConcurrencyPrimitives", "RawMemory"]),
        // A region's every address, street, postcode and place (`placepicker geography build`),
        // memory-mapped and searched as people type; read from OpenStreetMap with osmium-tool.
        .target(
            name: "Geography",
            dependencies: ["PlaceSearch", "Places", "Geodesy", "VectorTiles", "ConcurrencyPrimitives", "RawMemory"]),
        // What a query asks (origin, instant, filters, sort, ranking) and what it answers of one place
        // (distance, direction, opening state): plain values, no engine.
        .target(name: "PlaceQueryModel", dependencies: ["Places", "Geodesy"]),
        .target(
            name: "PlaceQuery",
            dependencies: [
                "PlaceQueryModel", "Holidays", "CivilCalendar", "OpeningHoursSyntax", "PlaceSearch", "Geodesy",
                "Places", "PlaceIndex",
                "OpeningHours",
                "ConcurrencyPrimitives", "RawMemory",
            ]),
        // A `serve --database` replica's places: the database's changes applied as overlays, folded
        // into new bases behind, each version published (the web module wraps each in its app).
        .target(
            name: "PlaceReplication", dependencies: ["PlaceDatabase", "PlaceQuery", "Places", "ConcurrencyPrimitives"]),
        // Locales and the words for numbers, distances, times and days, in every supported language.
        .target(
            name: "PickerFormatting",
            dependencies: [
                "CivilCalendar", "OpeningHoursSyntax", "OpeningHours", "Geodesy", "ByteWriting", "RawMemory",
            ]),
        // The messages: text keys, the catalogues of the five languages, phrases and the localizer.
        .target(
            name: "PickerLocalization",
            dependencies: [
                "CivilCalendar", "OpeningHoursSyntax", "PickerFormatting", "OpeningHours", "Places", "Geodesy",
            ]),
        // The shop's offers by carrier and category: price, currency and delivery day, read from JSON.
        .target(name: "ShopOffers", dependencies: ["CivilCalendar", "PlaceQuery", "Places"]),
        // The name every front end shows for a place, made unique across the catalog.
        .target(name: "PlaceNaming", dependencies: ["PlaceQuery", "PlaceSearch", "Places", "ConcurrencyPrimitives"]),
        // The picker core: state, actions, the screen, rows, cards, the map model and the JSON forms.
        .target(
            name: "PlacePicker",
            dependencies: [
                "Holidays", "CivilCalendar", "OpeningHoursSyntax", "PlaceSearch", "PickerFormatting",
                "PickerLocalization", "PlaceQuery",
                "PlaceQueryModel",
                "Places", "OpeningHours", "Geodesy", "ConcurrencyPrimitives", "ByteWriting", "JSONWriting",
                "ShopOffers",
                "PlaceNaming",
            ]),
        // A choice as it is handed to the shop, signed, and the check of it.
        .target(
            name: "PlaceSelection",
            dependencies: [
                "SelectionSigning", "PlacePicker", "PlaceQuery", "PlaceQueryModel", "Places", "OpeningHours",
                "CivilCalendar", "OpeningHoursSyntax",
            ]),
        // An observable session over the core for SwiftUI: focus, announcements, debounced search.
        .target(
            name: "PlacePickerSession",
            dependencies: ["PlaceSearch", "PlacePicker", "PickerLocalization", "PlaceQuery", "Places", "Geodesy"]),
        .target(
            name: "PlacePickerUI",
            dependencies: [
                "PlacePickerSession", "PlacePicker", "PickerFormatting", "PickerLocalization", "PlaceQuery",
                "PlaceQueryModel", "Places",
                "Geodesy",
            ]),
        // SHA-256, HMAC-SHA256 and the signed tokens of a choice handed to the shop.
        .target(name: "SelectionSigning"),
        // The Linux epoll declarations, which the Glibc module leaves out; empty on other systems.
        .target(name: "CEpoll"),
        // HTTP requests and responses: the one message type of the server and the web app.
        .target(name: "HTTPMessage", dependencies: ["ByteWriting", "RawMemory"]),
        .target(name: "HTTPServer", dependencies: ["CEpoll", "ConcurrencyPrimitives", "HTTPMessage", "RawMemory"]),
        // The map drawn as SVG for the web: the projection, named pins and clusters, the scale bar and
        // the basemap of streets, water and parks (from GeoJSON or vector tiles).
        .target(
            name: "MapDrawing",
            dependencies: [
                "PlacePicker", "Geodesy", "HTMLWriting", "HTTPMessage", "ByteWriting", "RawMemory", "VectorTiles",
            ]
        ),
        .target(
            name: "PlacePickerWeb",
            dependencies: [
                "CivilCalendar", "OpeningHoursSyntax", "PlaceSearch", "PickerFormatting", "PickerLocalization",
                "PlacePicker",
                "PlaceQuery", "PlaceQueryModel", "Places", "OpeningHours", "Geodesy", "HTTPMessage",
                "ConcurrencyPrimitives", "RawMemory",
                "HTMLWriting", "JSONWriting", "WebAssets", "PlaceSelection", "MapDrawing", "ShopOffers",
                "PlaceReplication",
            ],
            // The accessibility conformance report's rows (/accessibility), written by scripts/conformance.py.
            resources: [.copy("Resources")]),
        // What every command of the tool is made of: its I/O (`CommandIO`), failures and exit codes,
        // typed options read from the parsed command line, and files read and written.
        .target(
            name: "CommandSupport",
            dependencies: [
                "CommandLineArguments", "CarrierFeeds", "PlaceReaders", "PickerFormatting", "CivilCalendar",
                "Geodesy", "ConcurrencyPrimitives",
            ]),
        .target(
            name: "PlacePickerCLI",
            dependencies: [
                "CommandSupport", "CommandLineArguments", "PlaceReplication", "PlaceSelection", "PlaceReaders",
                "CarrierFeeds", "ShopOffers", "JSONWriting",
                "Holidays",
                "CivilCalendar",
                "OpeningHoursSyntax",
                "PlaceSearch", "Geography", "PickerFormatting",
                "PickerLocalization", "PlacePicker", "PlacePickerWeb", "MapDrawing", "HTTPServer", "HTTPMessage",
                "ConcurrencyPrimitives",
                "PlaceSamples", "TimeZoneBoundaries", "PlaceDatabase", "PlaceQuery", "PlaceQueryModel", "Places",
                "OpeningHours",
                "Geodesy", "VectorTiles",
            ]
        ),
        // The `placepicker` executable (main.swift only). The target has its own name: a target named
        // `placepicker` would put `Sources/placepicker` beside `Sources/PlacePicker` and a
        // `placepicker.swiftmodule` beside `PlacePicker.swiftmodule`, one path on a case-insensitive disk.
        .executableTarget(name: "PlacePickerTool", dependencies: ["PlacePickerCLI", "CommandSupport"]),
        .executableTarget(
            name: "placepicker-bench",
            dependencies: [
                "PlaceReaders", "CarrierFeeds", "OpeningHoursSyntax", "PickerFormatting", "PlacePicker",
                "PlacePickerWeb", "MapDrawing", "PlaceQuery", "PlaceQueryModel", "PlaceIndex", "Places", "OpeningHours",
                "Geodesy",
                "HTTPMessage", "PlaceSamples", "TimeZoneBoundaries", "Geography", "PlaceSearch",
                "ConcurrencyPrimitives", "VectorTiles",
            ]),

        // The SwiftUI demo app (macOS 14, iOS 17): the picker over the Helsinki sample, from the README's
        // ten-line embed. On Linux it only prints where it runs; scripts/apple-sdk-typecheck.sh checks it.
        .executableTarget(
            name: "PickupDemo", dependencies: ["PlacePickerUI", "PlacePicker", "Places", "PlaceSamples"],
            path: "Examples/PickupDemo"),

        // Seeded random numbers for the randomized tests of every module (not part of any product).
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(
            name: "GeodesyTests", dependencies: ["Geodesy", "TestSupport"], resources: [.copy("Fixtures")]),
        // The hours language on its own: canonical, tolerated and broken values, the real values in
        // Tests/Fixtures/opening-hours and opening_hours.js's cases.
        .testTarget(name: "OpeningHoursSyntaxTests", dependencies: ["OpeningHoursSyntax", "TestSupport"]),
        // Civil dates on their own: day numbers, weekdays, ISO dates, instants as text and wall times.
        .testTarget(name: "CivilCalendarTests", dependencies: ["CivilCalendar"]),
        .testTarget(
            name: "HolidaysTests", dependencies: ["Holidays", "CivilCalendar", "OpeningHoursSyntax", "TestSupport"]),
        .testTarget(
            name: "OpeningHoursTests",
            dependencies: [
                "Holidays", "CivilCalendar", "OpeningHoursSyntax", "OpeningHours", "Geodesy", "TestSupport",
            ]),
        .testTarget(
            name: "CarrierFeedsTests",
            dependencies: [
                "CarrierFeeds", "PlaceReaders", "Places", "CivilCalendar", "Geodesy", "HTTPServer", "HTTPMessage",
            ]),
        .testTarget(name: "PlacesTests", dependencies: ["Places", "Geodesy", "RawMemory"]),
        .testTarget(
            name: "PlaceReadersTests", dependencies: ["PlaceReaders", "Places", "Geodesy", "RawMemory", "TestSupport"]),
        .testTarget(name: "PlaceSamplesTests", dependencies: ["PlaceSamples", "PlaceReaders", "Places", "Geodesy"]),
        .testTarget(name: "PlaceIndexTests", dependencies: ["PlaceIndex", "Geodesy", "RawMemory", "TestSupport"]),
        .testTarget(
            name: "PlaceDatabaseTests",
            dependencies: [
                "PlaceReaders", "PlaceDatabase", "Places", "Geodesy", "ConcurrencyPrimitives", "TestSupport",
            ]),
        .testTarget(name: "TimeZoneBoundariesTests", dependencies: ["TimeZoneBoundaries", "Geodesy"]),
        .testTarget(name: "GeographyTests", dependencies: ["Geography", "PlaceSearch", "Places", "Geodesy"]),
        .testTarget(
            name: "PlaceSearchTests",
            dependencies: ["PlaceSearch", "Places", "Geodesy", "PlaceSamples", "TestSupport"]),
        .testTarget(
            name: "PlaceQueryTests",
            dependencies: [
                "CivilCalendar", "OpeningHoursSyntax", "PlaceSearch", "PlaceQuery", "PlaceQueryModel", "PlaceIndex",
                "Places",
                "OpeningHours", "Geodesy",
                "PlaceSamples", "TestSupport", "ConcurrencyPrimitives",
            ]),
        .testTarget(name: "PlaceQueryModelTests", dependencies: ["PlaceQueryModel", "Places", "Geodesy"]),
        .testTarget(
            name: "PickerFormattingTests",
            dependencies: [
                "CivilCalendar", "OpeningHoursSyntax", "PickerFormatting", "OpeningHours", "Geodesy", "TestSupport",
                "RawMemory",
            ]),
        .testTarget(
            name: "PickerLocalizationTests",
            dependencies: [
                "CivilCalendar", "OpeningHoursSyntax", "PickerLocalization", "PickerFormatting", "OpeningHours",
                "Places",
                "Geodesy",
            ]),
        .testTarget(
            name: "PlacePickerTests",
            dependencies: [
                "CivilCalendar", "OpeningHoursSyntax", "PickerFormatting", "PickerLocalization", "PlacePickerSession",
                "PlacePicker",
                "PlaceQuery", "PlaceQueryModel", "Places", "OpeningHours", "Geodesy", "PlaceSamples", "TestSupport",
                "JSONWriting",
                "PlaceSearch", "ShopOffers",
            ],
            exclude: ["Snapshots"]),
        .testTarget(name: "ShopOffersTests", dependencies: ["ShopOffers", "CivilCalendar", "Places"]),
        // PlaceNames against the naming rules as first written, on the sample and random catalogs.
        .testTarget(
            name: "PlaceNamingTests", dependencies: ["PlaceNaming", "Places", "Geodesy", "PlaceSamples", "TestSupport"]),
        .testTarget(
            name: "PlacePickerSessionTests",
            dependencies: [
                "PlacePickerSession", "PickerFormatting", "PlacePicker", "PlaceQuery", "Places", "Geodesy",
                "PlaceSamples",
            ]),
        .testTarget(name: "HTTPMessageTests", dependencies: ["HTTPMessage"]),
        .testTarget(
            name: "HTTPServerTests",
            dependencies: ["HTTPServer", "HTTPMessage", "ConcurrencyPrimitives", "TestSupport"]),
        .testTarget(name: "HTMLWritingTests", dependencies: ["HTMLWriting", "RawMemory", "TestSupport"]),
        .testTarget(name: "RawMemoryTests", dependencies: ["RawMemory", "TestSupport"]),
        .testTarget(name: "ConcurrencyPrimitivesTests", dependencies: ["ConcurrencyPrimitives"]),
        .testTarget(name: "SelectionSigningTests", dependencies: ["SelectionSigning"]),
        // The stylesheet, the scripts and the accent check on their own: contrast against an
        // independent WCAG 2.2 reference, the promises of the stylesheet and the scripts' message protocol.
        .testTarget(name: "WebAssetsTests", dependencies: ["WebAssets"]),
        .testTarget(name: "CommandLineArgumentsTests", dependencies: ["CommandLineArguments"]),
        .testTarget(
            name: "PlaceSelectionTests",
            dependencies: ["PlaceSelection", "PlacePicker", "PlaceQuery", "PlaceQueryModel", "Places", "Geodesy"]),
        .testTarget(name: "ByteWritingTests", dependencies: ["ByteWriting", "RawMemory"]),
        .testTarget(name: "JSONWritingTests", dependencies: ["JSONWriting"]),
        // The decoder against hand-built bytes and real tiles (Tests/Fixtures/tiles), inflate against
        // Python's zlib, MBTiles files good and bad, the cache's bound.
        .testTarget(name: "VectorTilesTests", dependencies: ["VectorTiles", "TestSupport"]),
        .testTarget(
            name: "PlacePickerWebTests",
            dependencies: [
                "PlaceSelection",
                "PlaceReaders", "PickerFormatting", "PickerLocalization", "PlacePickerWeb", "PlacePicker", "PlaceQuery",
                "PlaceQueryModel",
                "Places", "Geodesy",
                "HTTPMessage", "ConcurrencyPrimitives", "PlaceSamples", "TestSupport", "HTMLWriting", "WebAssets",
                "PlacePickerSession", "Geography", "PlaceSearch", "VectorTiles", "MapDrawing", "ShopOffers",
            ]),
        // The map's numbers against Double's own text (the web's pages test the drawing in place).
        .testTarget(name: "MapDrawingTests", dependencies: ["MapDrawing", "TestSupport"]),
        .testTarget(
            name: "PlaceReplicationTests",
            dependencies: [
                "PlaceReplication", "PlaceDatabase", "PlaceQuery", "PlaceQueryModel", "Places", "Geodesy",
                "ConcurrencyPrimitives", "TestSupport",
            ]),
        .testTarget(
            name: "PlacePickerCLITests",
            dependencies: [
                "CommandSupport", "CommandLineArguments", "PlaceReaders", "PlacePickerCLI", "PlacePickerWeb",
                "HTTPMessage",
                "PlaceSamples",
                "PlaceDatabase",
                "PlacePicker", "PlaceQuery", "Places", "Geodesy", "ConcurrencyPrimitives", "OpeningHours",
                "Geography", "VectorTiles",
            ]),
        // Options' values and the line reader, on their own (the commands are tested in PlacePickerCLITests).
        .testTarget(name: "CommandSupportTests", dependencies: ["CommandSupport", "OpeningHours"]),
    ],
    swiftLanguageModes: [.v6]
)

for target in package.targets where target.name != "CEpoll" {
    target.swiftSettings = (target.swiftSettings ?? []) + settings
}
