import CarrierFeeds
import CommandLineArguments
import CommandSupport
import Foundation
import PlaceReaders
import Places

/// `placepicker convert IN`: place data in any supported format as normalized GeoJSON.
enum ConvertCommand {
    static let from = PickerSetup.from.described(
        "Input format: \(DataFormat.spelledList) (default: told from the content).")
    static let output = Option.text(
        "output", short: "o", placeholder: "OUT", example: "places.geojson",
        help: "Write to this file instead of standard output.")
    static let pretty = Flag("pretty", help: "Indent the GeoJSON by two spaces.")

    /// What `convert` accepts.
    static let spec = CommandSpec(
        commandName: "placepicker convert",
        summary: "Convert place data to normalized GeoJSON.",
        options: [from, output, pretty],
        positionals: [.init("IN", help: "The input file; - reads standard input.")],
        discussion: """
            Problems are printed on standard error. Records with errors are left out and every valid
            record is still written; the exit status is then 65 so scripts notice.

            Exit status: 0 no errors, 65 errors (output still written), 66 input cannot be opened,
            73 output cannot be written.

            Example:
              placepicker convert export.osm -o places.geojson
            """
    )

    /// Runs `convert`.
    ///
    /// - Parameters:
    ///   - arguments: The parsed arguments.
    ///   - io: Streams.
    /// - Returns: 0 or 65.
    /// - Throws: ``CommandFailure`` for usage errors, unreadable input (66) or unwritable output (73).
    @Sendable
    static func run(_ arguments: ParsedArguments, io: CommandIO) throws(CommandFailure) -> Int32 {
        let options = OptionReader(spec: spec, arguments: arguments)
        let format = try options.value(from)
        let path = arguments.positionals[0]
        let result = try DataFile.read(path, format: format, io: io, commandName: spec.commandName)
        for diagnostic in result.report.diagnostics { io.printError(diagnostic.description) }
        let writer = GeoJSONWriter(indent: try options.flag(pretty) ? 2 : nil)
        let text = writer.text(places: result.places, addressPoints: result.addressPoints) + "\n"
        if let output = try options.value(output), output != "-" {
            do {
                try FileOutput.write(Data(text.utf8), to: io.resolve(output))
            } catch {
                throw CommandFailure(
                    "\(spec.commandName): cannot write '\(output)': \(error.reason)",
                    exitCode: ExitCode.cannotCreateOutput)
            }
        } else {
            io.writeOutput(text)
        }
        let report = result.report
        if report.hasErrors {
            io.printError(
                "\(spec.commandName): \(DataFile.displayName(path)): wrote \(plural(report.counts.places, "place")); "
                    + "skipped \(plural(report.counts.skipped, "record")) with errors.")
            return ExitCode.dataError
        }
        return ExitCode.ok
    }
}
