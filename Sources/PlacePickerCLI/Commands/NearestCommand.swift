import CommandLineArguments
import CommandSupport
import PlacePicker
import PlaceQuery
import PlaceQueryModel
import Places

/// `placepicker nearest`: the nearest places that pass the filters, for people and scripts.
///
/// The rows and the summary come from the picker, so they say what the web page says.
enum NearestCommand {
    static let near = Option.coordinate(
        "near", example: "60.1699,24.9384", help: "Origin as latitude,longitude.")
    static let address = Option.text(
        "address", placeholder: "TEXT", example: "\"Mannerheimintie 1\"",
        help: "Origin as an address text; else its street, postcode or town, saying so.")
    static let category = Option.text(
        "category", placeholder: "C", example: "post_office", repeatable: true, help: "Only places in this category.")
    static let open = Flag("open", help: "Only places open at the instant (see --at).")
    static let search = Option.text(
        "search", placeholder: "TEXT", example: "posti", help: "Only places matching this text.")
    static let wheelchair = Flag("wheelchair", help: "Only wheelchair-accessible places.")
    static let withSpace = Flag(
        "with-space", help: "Only places that can take a parcel now (not full, closed or out of service).")
    static let parcel = Option(
        "parcel", placeholder: "SIZE", example: "4kg,40x30x20cm",
        help: "The parcel: places too small or weak for it (pickup:max_parcel) cannot be chosen."
    ) { (text) throws(ValueError) -> ParcelSize in
        do throws(ParcelSize.ParseError) { return try ParcelSize(parsing: text) } catch {
            throw ValueError(error.message)
        }
    }
    static let sort = Option<Sort>.choice("sort", help: "Order of the list.").defaulting(to: .distance)
    static let limit = Option.integer("limit", in: 1...500, example: "10", help: "At most N places.").defaulting(to: 10)
    static let json = Flag("json", help: "Print JSON instead of text.")

    /// `--sort`: the order of the list.
    enum Sort: String, OptionChoice {
        case distance, name, closing

        /// The picker's order.
        var order: PlaceSort {
            switch self {
            case .distance: .distance
            case .name: .name
            case .closing: .closingTime
            }
        }
    }

    /// What `nearest` accepts.
    static let spec = CommandSpec(
        commandName: "placepicker nearest",
        summary: "List the nearest places that pass the filters, as text or JSON.",
        options: PickerSetup.dataOptions + [
            near, address, category, open, PickerSetup.at, search, wheelchair, withSpace, parcel, sort, limit,
            PickerSetup.lang, json,
        ] + PickerSetup.sharedOptions,
        discussion: """
            With --address, the origin is the best matching address; when several match equally, they are
            listed (exit 0) so you can run again with a more precise one. When its house number or its
            street is not found, the origin is the street, or the postcode's area or the town, and the
            summary says what was not found; when nothing of it is found, the command stops (exit 65).
            With --open, places whose hours are unknown are left out and the summary says how many.

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
        let setup = try PickerSetup.make(reader, io: io, fixedClock: false, scope: .picker)
        let picker = setup.picker
        var state = picker.initialState()
        if let near = try reader.value(near) {
            state.origin = Origin(coordinate: near, source: .address, label: near.description)
        }
        if let typed = try reader.value(address) {
            // The house, else its street, postcode's area or town, saying so (the summary's first sentence).
            let origin = picker.origin(forAddress: typed)
            guard origin.unfoundAddress == nil else {
                throw .data(
                    "no address matches \"\(typed)\"; try a street and house number, such as --address \"Mannerheimintie 5\".",
                    commandName: spec.commandName)
            }
            let matches = origin.fallback == nil ? picker.addressMatches(for: typed) : []
            let tied = matches.filter { $0.score == matches.first?.score && $0.kind == matches.first?.kind }
            if tied.count > 1 {
                io.print(NearestOutput.addressChoices(tied, typed: typed, json: try reader.flag(json)))
                return ExitCode.ok
            }
            state.origin = origin
        }
        state.filters.openNow = try reader.flag(open)
        state.filters.categories = Set(try reader.values(category))
        state.filters.stepFreeOnly = try reader.flag(wheelchair)
        state.filters.withSpaceOnly = try reader.flag(withSpace)
        if let parcel = try reader.value(parcel) { state.filters.parcel = parcel }
        state.filters.text = try reader.value(search) ?? ""
        state.sort = try reader.value(sort).order
        state.limit = try reader.value(limit)
        // Text and JSON show the list only: the map's pins and clusters are not computed.
        let screen = picker.screen(for: state, at: setup.instant, parts: [])
        if try reader.flag(json) {
            io.print(NearestOutput.json(screen))
        } else {
            io.print(NearestOutput.text(screen))
        }
        return ExitCode.ok
    }
}
