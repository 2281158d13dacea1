import OpeningHours
import Places

/// `placepicker validate FILE...`: every problem in place data files, and a summary per file.
enum ValidateCommand {
    /// What `validate` accepts.
    static let spec = CommandSpec(
        commandName: "placepicker validate",
        summary: "Report every problem in place data files (GeoJSON, CSV, Overpass JSON, OSM XML).",
        options: [
            .value(
                "from", placeholder: "FORMAT", example: "geojson",
                help: "Read every file as geojson, csv, overpass or osm (default: from the extension).")
        ],
        positionals: [.init("FILE", help: "Files to check; - reads standard input.", isVariadic: true)],
        discussion: """
            Prints one line per problem (file:line:col or feature #N (id), field "name") and a summary
            line per file. Every opening_hours value is read with the tolerant parser: tolerated
            mistakes are warnings with the normalized form, unreadable values are errors.

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
        let format = try options.format("from")
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
            let diagnostics = result.report.diagnostics + hoursDiagnostics(result.places, source: name)
            for diagnostic in diagnostics { io.print(diagnostic.description) }
            let errors = diagnostics.count { $0.severity == .error }
            let warnings = diagnostics.count - errors
            io.print(
                "\(name): \(plural(result.places.count, "place")), "
                    + "\(plural(result.addressPoints.count, "address point")); "
                    + "\(plural(errors, "error")), \(plural(warnings, "warning"))")
            if errors > 0, status == ExitCode.ok { status = ExitCode.dataError }
        }
        return status
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
                var message = "\(HoursText.quoted(hours)) at character \(diagnostic.offset): \(diagnostic.message)"
                if let example = diagnostic.example { message += " (for example: \(example))" }
                if !isError, let normalized = parsed.normalized {
                    message += "; normalized: \(HoursText.quoted(normalized))"
                }
                found.append(Diagnostic(isError ? .error : .warning, message, at: location))
            }
        }
        return found
    }
}
