import CarrierFeeds
import CommandLineArguments
import CommandSupport
import OpeningHours
import OpeningHoursSyntax
import PlaceReaders
import Places

/// `placepicker validate FILE...`: every problem in place data files, and a summary per file.
enum ValidateCommand {
    static let from = PickerSetup.from.described(
        "Read every file as \(DataFormat.spelledList) (default: told from the content).", example: "geojson")
    static let timezone = Option.timeZone(
        "timezone", help: "Zone for places whose zone is neither in the data nor found from their coordinates.")
    static let country = Option.country(
        example: "FI", help: "Holiday country for places without addr:country (default: from each place's zone).")

    /// What `validate` accepts.
    static let spec = CommandSpec(
        commandName: "placepicker validate",
        summary: "Report every problem in place data files (GeoJSON, CSV, Overpass JSON, OSM XML).",
        options: [from, timezone, country],
        positionals: [.init("FILE", help: "Files to check; - reads standard input.", isVariadic: true)],
        discussion: """
            Prints one line per problem (file:line:col or feature #N (id), field "name") and a summary
            line per file. Every opening_hours value is read with the tolerant parser: tolerated
            mistakes are warnings with the normalized form, unreadable values are errors.

            Each place's time zone and holiday country are found as nearest and serve find them (its
            timezone, else its coordinates, else --timezone; addr:country, else --country, else its
            zone); a line per file counts where they came from, and places at sea, without a zone or
            without a country get a warning.

            Exit status: 0 no errors (warnings allowed), 65 errors found, 66 a file cannot be opened.

            Example:
              placepicker validate places.geojson addresses.csv
            """
    )

    /// Runs `validate`.
    ///
    /// - Parameters:
    ///   - arguments: The parsed arguments.
    ///   - io: Streams.
    /// - Returns: 0, 65 or 66.
    /// - Throws: ``CommandFailure`` for usage errors.
    @Sendable
    static func run(_ arguments: ParsedArguments, io: CommandIO) throws(CommandFailure) -> Int32 {
        let options = OptionReader(spec: spec, arguments: arguments)
        let format = try options.value(from)
        let defaultZone = try options.value(timezone)?.identifier
        let rules = ZoneRules(
            resolver: try BoundaryZoneResolver.embedded(commandName: spec.commandName), defaultTimeZone: defaultZone,
            country: try options.value(country))
        var status = ExitCode.ok
        for path in arguments.positionals {
            let result: ImportResult
            do {
                result = try DataFile.read(path, format: format, io: io, commandName: spec.commandName)
            } catch  where error.exitCode == ExitCode.cannotOpenInput {
                io.printError(error.message)
                status = ExitCode.cannotOpenInput
                continue
            }
            let name = DataFile.displayName(path)
            let (zoneDiagnostics, counts) = zoneDiagnostics(result.places, rules: rules, source: name)
            let diagnostics =
                result.report.diagnostics + hoursDiagnostics(result.places, source: name) + zoneDiagnostics
            for diagnostic in diagnostics { io.print(diagnostic.description) }
            let errors = diagnostics.count { $0.severity == .error }
            let warnings = diagnostics.count - errors
            if !result.places.isEmpty { io.print("\(name): \(zoneSummary(counts))") }
            io.print(
                "\(name): \(plural(result.places.count, "place")), "
                    + "\(plural(result.addressPoints.count, "address point")); "
                    + "\(plural(errors, "error")), \(plural(warnings, "warning"))")
            if errors > 0, status == ExitCode.ok { status = ExitCode.dataError }
        }
        return status
    }

    /// Finds every place's zone and country and warns where one is missing or doubtful.
    ///
    /// - Parameters:
    ///   - places: The places.
    ///   - rules: The zone rules (with the embedded boundaries).
    ///   - source: The file name for locations.
    /// - Returns: The warnings and the counts by source.
    static func zoneDiagnostics(_ places: [Place], rules: ZoneRules, source: String) -> ([Diagnostic], ZoneCounts) {
        var rules = rules
        var counts = ZoneCounts()
        var found: [Diagnostic] = []
        for place in places {
            let zone = rules.zone(for: place)
            counts.add(zone)
            let location = SourceLocation(source: source, placeID: place.id, field: "timezone")
            if let raw = zone.unreadableCountry {
                found.append(
                    Diagnostic(
                        .warning,
                        "addr:country \"\(raw)\" names no country PlacePicker knows; the holiday country is "
                            + (zone.country.map {
                                "\($0), from the \(zone.countrySource == .zone ? "zone" : "--country")"
                            }
                                ?? "unknown") + ". Write a two-letter code such as \"FI\".",
                        at: SourceLocation(source: source, placeID: place.id, field: "addr:country")))
            }
            if zone.timeZoneSource == .sea, let nautical = zone.timeZone {
                found.append(
                    Diagnostic(
                        .warning,
                        "the coordinates \(place.coordinate) are at sea, so the hours are read in the nautical zone "
                            + "\(nautical). Check the coordinates, or add a timezone tag or --timezone.",
                        at: location))
            }
            if zone.timeZone == nil {
                found.append(
                    Diagnostic(
                        .warning,
                        "no time zone: none in the data, none found from the coordinates \(place.coordinate) "
                            + "and no --timezone; the hours are shown as unknown. Add a timezone tag such as "
                            + "\"Europe/Helsinki\".",
                        at: location))
            } else if zone.country == nil {
                found.append(
                    Diagnostic(
                        .warning,
                        "no holiday country: no addr:country, no --country and the zone \(zone.timeZone ?? "") has none; "
                            + "PH matches no day. Add addr:country such as \"FI\".",
                        at: SourceLocation(source: source, placeID: place.id, field: "addr:country")))
            }
        }
        return (found, counts)
    }

    /// "zones: 3 from data, 120 from coordinates; countries: 5 from addr:country, 118 from zone".
    static func zoneSummary(_ counts: ZoneCounts) -> String {
        let zoneWords: [(PlaceZone.ZoneSource, String)] = [
            (.data, "from data"), (.coordinates, "from coordinates"), (.sea, "at sea"),
            (.catalogDefault, "from --timezone"),
        ]
        let countryWords: [(PlaceZone.CountrySource, String)] = [
            (.address, "from addr:country"), (.catalog, "from --country"), (.zone, "from zone"),
        ]
        var zones = zoneWords.compactMap { source, words in
            counts.byZoneSource[source].map { "\($0) \(words)" }
        }
        if counts.withoutZone > 0 { zones.append("\(counts.withoutZone) without") }
        var countries = countryWords.compactMap { source, words in
            counts.byCountrySource[source].map { "\($0) \(words)" }
        }
        if counts.withoutCountry > 0 { countries.append("\(counts.withoutCountry) without") }
        return "time zones: \(zones.joined(separator: ", ")); holiday countries: \(countries.joined(separator: ", "))"
    }

    /// Reads every place's `opening_hours` with the tolerant parser and reports what it says.
    ///
    /// - Parameters:
    ///   - places: The places.
    ///   - source: The file name for locations.
    /// - Returns: One diagnostic per parser diagnostic, naming the place, the field, the character
    ///   offset and (for warnings) the normalized value.
    static func hoursDiagnostics(_ places: [Place], source: String) -> [Diagnostic] {
        var found: [Diagnostic] = []
        for place in places {
            guard let hours = place.openingHours else { continue }
            let parsed = Schedule.parse(hours, mode: .tolerant)
            let location = SourceLocation(source: source, placeID: place.id, field: "opening_hours")
            for diagnostic in parsed.diagnostics {
                let isError = diagnostic.severity == .error
                var message = "\(HoursWording.quoted(hours)) at character \(diagnostic.offset): \(diagnostic.message)"
                if let example = diagnostic.example { message += " (for example: \(example))" }
                if !isError, let normalized = parsed.normalized {
                    message += "; normalized: \(HoursWording.quoted(normalized))"
                }
                found.append(Diagnostic(isError ? .error : .warning, message, at: location))
            }
        }
        return found
    }
}
