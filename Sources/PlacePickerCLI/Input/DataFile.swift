import CarrierFeeds
import CommandLineArguments
import CommandSupport
import Foundation
import PlaceReaders
import Places

/// Reads place data named on the command line: a path (format from `--from` or the extension) or
/// `-` for standard input.
enum DataFile {
    /// The name diagnostics use for standard input.
    static let standardInputName = "<stdin>"

    /// Reads and imports a data file.
    ///
    /// - Parameters:
    ///   - path: The path as typed, or `-` for standard input.
    ///   - format: The format from `--from`, or `nil` to tell it from the content (and the extension).
    ///   - io: Where standard input and the working directory come from.
    ///   - commandName: The command, for messages.
    /// - Returns: The reader's result; diagnostics name the file by its last path component.
    /// - Throws: ``CommandFailure`` with exit 66 when the file cannot be opened or read, or 64 when
    ///   the format cannot be told (the message names every format tried).
    static func read(_ path: String, format: DataFormat?, io: CommandIO, commandName: String) throws(CommandFailure)
        -> ImportResult
    {
        try readDescribed(path, format: format, io: io, commandName: commandName).result
    }

    /// Reads and imports a data file, and says in which format (``read(_:format:io:commandName:)``).
    static func readDescribed(_ path: String, format: DataFormat?, io: CommandIO, commandName: String)
        throws(CommandFailure) -> (result: ImportResult, format: DataFormat)
    {
        let data = try bytes(path, io: io, commandName: commandName)
        let name = displayName(path)
        let chosen: DataFormat
        if let format {
            chosen = format
        } else {
            let ext = path == "-" ? nil : (path as NSString).pathExtension
            switch DataFormat.detect(data, pathExtension: ext) {
            case .success(let detected): chosen = detected
            case .failure(let error):
                throw .usage(
                    UsageError("cannot tell the format of '\(path)': \(error.message)", commandName: commandName))
            }
        }
        return (FeedReader.read(data, format: chosen, options: ImportOptions(sourceName: name)), chosen)
    }

    /// The raw bytes of a file, or all of standard input for `-`.
    ///
    /// - Throws: ``CommandFailure`` with exit 66 naming the path and the system's reason.
    static func bytes(_ path: String, io: CommandIO, commandName: String) throws(CommandFailure) -> Data {
        if path == "-" {
            var text = ""
            while let line = io.readInputLine() {
                text += line
                text += "\n"
            }
            return Data(text.utf8)
        }
        do {
            return try FileInput(path: io.resolve(path)).readAll()
        } catch {
            throw .cannotOpen(path, reason: error.reason, commandName: commandName)
        }
    }

    /// How a path is named in diagnostics: its last component, or `<stdin>`.
    static func displayName(_ path: String) -> String {
        path == "-" ? standardInputName : (path as NSString).lastPathComponent
    }
}
