import PlacePicker
import Places

/// `placepicker nearest`: the nearest places that pass the filters, for people and scripts.
///
/// The rows and the summary come from the picker, so they say what the web page says.
enum NearestCommand {
    /// What `nearest` accepts.
    static let spec = CommandSpec(
        commandName: "placepicker nearest",
        summary: "List the nearest places that pass the filters, as text or JSON.",
        options: PickerSetup.dataOptions + [
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
            .flag("with-space", help: "Only places that can take a parcel now (not full, closed or out of service)."),
            .value(
                "parcel", placeholder: "SIZE", example: "4kg,40x30x20cm",
                help: "The parcel: places too small or weak for it (pickup:max_parcel) cannot be chosen."),
            .value(
                "sort", placeholder: "distance|name|closing", example: "distance",
                help: "Order of the list (default: distance)."),
            .value("limit", placeholder: "N", example: "10", help: "At most N places (default: 10)."),
            .value("lang", placeholder: "L", example: "fi", help: "Language of the text (default: en)."),
            .flag("json", help: "Print JSON instead of text."),
        ] + PickerSetup.sharedOptions,
        discussion: """
            With --address, the origin is the best matching address; when several match equally, they are
            listed (exit 0) so you can run again with a more precise one. With --open, places whose hours
            are unknown are left out and the summary says how many.

            Examples:
              placepicker nearest --open --limit 5
              placepicker nearest --address "Aleksanterinkatu 52" --category convenience --json
              placepicker nearest --lang fi --at 2026-12-06T12:00
            """
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
        let reader = OptionReader(spec: spec, arguments: arguments)
        let setup = try PickerSetup.make(reader, io: io, fixedClock: false)
        let picker = setup.picker
        var state = picker.initialState()
        if let near = try reader.coordinate("near") {
            state.origin = Origin(coordinate: near, source: .address, label: near.description)
        }
        if let typed = arguments.value("address") {
            let matches = picker.addressMatches(for: typed)
            guard let best = matches.first else {
                throw .data(
                    "no address matches \"\(typed)\"; try a street and house number, such as --address \"Mannerheimintie 5\".",
                    commandName: spec.commandName)
            }
            let tied = matches.filter { $0.score == best.score }
            if tied.count > 1 {
                io.print(NearestOutput.addressChoices(tied, typed: typed, json: arguments.flag("json")))
                return ExitCode.ok
            }
            state.origin = picker.origin(for: best)
        }
        state.filters.openNow = arguments.flag("open")
        state.filters.categories = Set(arguments.allValues("category"))
        state.filters.stepFreeOnly = arguments.flag("wheelchair")
        state.filters.withSpaceOnly = arguments.flag("with-space")
        if let parcel = arguments.value("parcel") {
            do {
                state.filters.parcel = try ParcelSize(parsing: parcel)
            } catch {
                throw reader.usage("'--parcel': \(error.message)")
            }
        }
        state.filters.text = arguments.value("search") ?? ""
        switch try reader.choice("sort", from: ["distance", "name", "closing"], default: "distance") {
        case "name": state.sort = .name
        case "closing": state.sort = .closingTime
        default: state.sort = .distance
        }
        state.limit = try reader.integer("limit", in: 1...500, default: 10)
        // Text and JSON show the list only: the map's pins and clusters are not computed.
        let screen = picker.screen(for: state, at: setup.instant, parts: [])
        if arguments.flag("json") {
            io.print(NearestOutput.json(screen))
        } else {
            io.print(NearestOutput.text(screen))
        }
        return ExitCode.ok
    }
}
