import CommandLineArguments
import CommandSupport
import Foundation
import Geodesy
import Places
import TimeZoneBoundaries

/// `placepicker zone LAT,LON`: the IANA time zone and holiday country of a point, from the
/// embedded time-zone boundaries; `--batch` answers a stream of `LAT,LON` lines.
enum ZoneCommand {
    static let batch = Option.text(
        "batch", placeholder: "FILE|-", example: "points.csv",
        help: "Answer LAT,LON lines from FILE or standard input, one zone per line.")

    /// What `zone` accepts.
    static let spec = CommandSpec(
        commandName: "placepicker zone",
        summary: "Name the time zone and holiday country of a point (embedded zone boundaries).",
        options: [batch],
        positionals: [.init("LAT,LON", help: "The point, such as 60.1699,24.9384.", isOptional: true)],
        discussion: """
            Prints the zone, then the country and region where the zone says them, such as
              Europe/Helsinki FI
              Atlantic/Canary ES CN
            At sea (beyond 12 nautical miles from land) the zone is nautical, Etc/GMT-12 … Etc/GMT+12
            (POSIX signs: Etc/GMT-2 is UTC+2), with no country.

            Batch: each output line is the zone alone, or "error<TAB>MESSAGE" for an unreadable line.

            \(ZoneLookup.attribution) (https://github.com/evansiroky/timezone-boundary-builder).

            Exit status: 0 ok, 64 usage, 66 batch file cannot be opened, 70 missing table.
            """
    )

    /// Runs `zone`.
    ///
    /// - Parameters:
    ///   - arguments: The parsed arguments.
    ///   - io: Streams.
    /// - Returns: 0.
    /// - Throws: ``CommandFailure`` for usage errors, unreadable input and a missing table.
    @Sendable
    static func run(_ arguments: ParsedArguments, io: CommandIO) throws(CommandFailure) -> Int32 {
        let options = OptionReader(spec: spec, arguments: arguments)
        if let source = try options.value(batch) {
            if let point = arguments.positionals.first {
                throw options.usage("unexpected argument '\(point)': with --batch, points come from the input lines.")
            }
            let lookup = try BoundaryZoneResolver.embedded(commandName: spec.commandName).lookup
            return try batch(source: source, lookup: lookup, io: io)
        }
        guard let text = arguments.positionals.first else {
            throw options.usage("missing LAT,LON: give a point, such as \(Coordinate.parsingExample).")
        }
        let coordinate: Coordinate
        do { coordinate = try Coordinate(parsing: text) } catch {
            throw options.usage("'\(text)': \(error.message).")
        }
        let lookup = try BoundaryZoneResolver.embedded(commandName: spec.commandName).lookup
        let zone = lookup.zoneIdentifier(at: coordinate)
        var words = [zone]
        if let country = ZoneCountry.country(ofZone: zone) {
            words.append(country.country)
            if let region = country.region { words.append(region) }
        }
        io.print(words.joined(separator: " "))
        return ExitCode.ok
    }

    /// Answers `LAT,LON` lines, streaming.
    static func batch(source: String, lookup: ZoneLookup, io: CommandIO) throws(CommandFailure) -> Int32 {
        let nextLine = try LineReader.lines(of: source, io: io, commandName: spec.commandName)
        var output = ""
        output.reserveCapacity(1 << 16 + 256)
        var number = 0
        while true {
            let line: String?
            do { line = try nextLine() } catch {
                io.writeOutput(output)
                throw .cannotOpen(source, reason: error.reason, commandName: spec.commandName)
            }
            guard let line else { break }
            number += 1
            output += answer(line, number: number, lookup: lookup)
            output += "\n"
            if output.utf8.count >= 1 << 16 {
                io.writeOutput(output)
                output.removeAll(keepingCapacity: true)
            }
        }
        if !output.isEmpty { io.writeOutput(output) }
        return ExitCode.ok
    }

    /// The output line for one input line: the zone, or an error naming the line.
    static func answer(_ rawLine: String, number: Int, lookup: ZoneLookup) -> String {
        let line = rawLine.hasSuffix("\r") ? String(rawLine.dropLast()) : rawLine
        do {
            let coordinate = try Coordinate(parsing: line)
            return lookup.zoneIdentifier(at: coordinate)
        } catch {
            return "error\tline \(number): \(error.message)"
        }
    }
}
