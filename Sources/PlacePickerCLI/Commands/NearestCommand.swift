/// `placepicker nearest`: the nearest places that pass the filters, for people and scripts.
///
/// The specification is final; the lead engineer writes ``run(_:io:)``.
enum NearestCommand {
    /// What `nearest` accepts.
    static let spec = CommandSpec(
        commandName: "placepicker nearest",
        summary: "List the nearest places that pass the filters, as text or JSON.",
        options: [
            .value(
                "data", placeholder: "FILE", example: "places.geojson",
                help: "Place data (GeoJSON, CSV, Overpass JSON, OSM XML; - for stdin). Default: the Helsinki sample."),
            .value(
                "from", placeholder: "FORMAT", example: "csv",
                help: "Format of --data: geojson, csv, overpass or osm (default: from the extension)."),
            .value("near", placeholder: "LAT,LON", example: "60.1699,24.9384", help: "Origin as latitude,longitude."),
            .value("address", placeholder: "TEXT", example: "\"Mannerheimintie 1\"", help: "Origin as an address."),
            .value(
                "category", placeholder: "C", example: "post_office", repeatable: true,
                help: "Only places in this category."),
            .flag("open", help: "Only places open at the instant (see --at)."),
            .value(
                "at", placeholder: "ISO8601", example: "2026-11-30T10:00:00+02:00",
                help: "The instant for opening states (default: now)."),
            .value("search", placeholder: "TEXT", example: "posti", help: "Only places matching this text."),
            .flag("wheelchair", help: "Only wheelchair-accessible places."),
            .value(
                "sort", placeholder: "distance|name|closing", example: "distance",
                help: "Order of the list (default: distance)."),
            .value("limit", placeholder: "N", example: "10", help: "At most N places (default: 10)."),
            .value("lang", placeholder: "L", example: "fi", help: "Language of the text (default: en)."),
            .flag("json", help: "Print JSON instead of text."),
        ]
    )

    /// Runs `nearest`.
    ///
    /// - Parameters:
    ///   - arguments: The parsed arguments.
    ///   - io: Streams and clock.
    /// - Returns: The exit status.
    /// - Throws: ``CommandFailure`` for usage and data errors.
    @Sendable
    static func run(_ arguments: ParsedArguments, io: CommandIO) throws(CommandFailure) -> Int32 {
        io.printError("placepicker nearest: not available yet")
        return ExitCode.internalError
    }
}
