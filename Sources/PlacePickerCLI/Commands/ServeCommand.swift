/// `placepicker serve`: the accessible list-and-map picker over HTTP.
///
/// The specification is final; the lead engineer writes ``run(_:io:)``.
enum ServeCommand {
    /// What `serve` accepts.
    static let spec = CommandSpec(
        commandName: "placepicker serve",
        summary: "Serve the accessible list-and-map picker and its JSON API over HTTP.",
        options: [
            .value(
                "data", placeholder: "FILE", example: "places.geojson",
                help: "Place data (GeoJSON, CSV, Overpass JSON, OSM XML; - for stdin). Default: the Helsinki sample."),
            .value(
                "from", placeholder: "FORMAT", example: "csv",
                help: "Format of --data: geojson, csv, overpass or osm (default: from the extension)."),
            .value("host", placeholder: "H", example: "127.0.0.1", help: "Address to listen on (default: 127.0.0.1)."),
            .value("port", placeholder: "N", example: "8080", help: "Port to listen on (default: 8080)."),
            .value("lang", placeholder: "L", example: "fi", help: "Default language of the pages (default: en)."),
            .value(
                "at", placeholder: "ISO8601", example: "2026-11-30T10:00:00+02:00",
                help: "Fix the clock at this instant (for demos and tests)."),
            .value(
                "return-url", placeholder: "URL", example: "https://shop.example/checkout",
                help: "Where \"Pick up here\" sends the chosen place."),
            .value(
                "tiles", placeholder: "URL-TEMPLATE", example: "https://tile.example/{z}/{x}/{y}.png",
                help: "Raster tile URL template for the map view (default: none, SVG only)."),
        ]
    )

    /// Runs `serve`.
    ///
    /// - Parameters:
    ///   - arguments: The parsed arguments.
    ///   - io: Streams and clock.
    /// - Returns: The exit status.
    /// - Throws: ``CommandFailure`` for usage and data errors.
    @Sendable
    static func run(_ arguments: ParsedArguments, io: CommandIO) throws(CommandFailure) -> Int32 {
        io.printError("placepicker serve: not available yet")
        return ExitCode.internalError
    }
}
