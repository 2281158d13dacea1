import ConcurrencyPrimitives
import Foundation

/// Reads an OpenStreetMap extract (`.osm.pbf`, `.osm`, `.o5m`, and their compressed forms) with
/// Debian's `osmium-tool`, the maintained reader of these formats:
///
/// 1. `osmium tags-filter` keeps what a region needs (objects with a house number or an
///    interpolation line, named places, highways, postcode boundaries, and the ways and nodes
///    they are made of);
/// 2. `osmium add-locations-to-ways --ignore-missing-nodes -f opl` writes them as OPL lines with
///    every way's node locations, a node the extract does not hold left without one;
/// 3. ``OPLReader`` reads those lines as they come.
///
/// A file osmium cannot read (truncated, corrupt, not OSM data) is refused with osmium's own
/// message.
public enum OsmiumExtract {
    /// Why an extract could not be read.
    public struct ReadError: Error, CustomStringConvertible {
        /// Where and why.
        public var description: String
    }

    /// The osmium program: `$PLACEPICKER_OSMIUM`, else `osmium` on the path.
    static var osmium: String { program("osmium", variable: "PLACEPICKER_OSMIUM") ?? "" }

    /// A program: `$variable`, else `name` on the path; `nil` when neither is there.
    static func program(_ name: String, variable: String) -> String? {
        if let configured = ProcessInfo.processInfo.environment[variable], !configured.isEmpty { return configured }
        for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
            let candidate = "\(folder)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// The box an extract's header gives (`west,south,east,north`), or `nil` when it gives none.
    static func headerBox(_ path: String) throws(ReadError) -> String? {
        var box: String?
        try run(osmium, ["fileinfo", "-g", "header.boxes", path], input: path) { line in
            if box == nil, !line.isEmpty { box = line.filter { $0 != "(" && $0 != ")" } }
        }
        return box
    }

    /// Reads an extract.
    ///
    /// - Parameter path: The extract.
    /// - Returns: Its records.
    /// - Throws: ``ReadError`` when osmium is missing or cannot read the file.
    public static func read(_ path: String) throws(ReadError) -> GeographyRecords {
        let osmium = self.osmium
        guard !osmium.isEmpty else {
            throw ReadError(
                description: "\(path): reading OpenStreetMap extracts needs osmium-tool (Debian and Ubuntu: "
                    + "apt-get install osmium-tool; macOS: brew install osmium-tool), or PLACEPICKER_OSMIUM=/path/to/osmium"
            )
        }
        guard FileManager.default.isReadableFile(atPath: path) else {
            throw ReadError(description: "\(path): no such file, or it cannot be read")
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "placepicker-geography-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw ReadError(description: "cannot make a temporary folder: \(error.localizedDescription)")
        }
        defer { try? FileManager.default.removeItem(at: folder) }
        let filtered = folder.appendingPathComponent("filtered.osm.pbf").path
        try run(
            osmium,
            [
                "tags-filter", path, "nwr/addr:housenumber", "w/addr:interpolation", "nwr/place", "w/highway",
                "r/boundary=postal_code", "--overwrite", "--no-progress", "-o", filtered,
            ], input: path, lines: nil)
        var reader = OPLReader()
        try run(
            osmium,
            [
                "add-locations-to-ways", filtered, "--ignore-missing-nodes", "--no-progress", "-f",
                "opl,add_metadata=false", "-o", "-",
            ], input: path, lines: { reader.read(line: $0) })
        var records = reader.records
        if reader.badLines > 0 { records.skipped["lines osmium wrote that are not OPL", default: 0] += reader.badLines }
        return records
    }

    /// Runs osmium; with `lines`, hands it each line of its output as it comes.
    static func run(
        _ program: String, _ arguments: [String], input: String, lines: ((Substring) -> Void)?,
        failure: String = "not a readable OpenStreetMap extract"
    )
        throws(ReadError)
    {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = lines == nil ? FileHandle.nullDevice : output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        // osmium's messages, read on their own thread so a full pipe never stops it.
        let messages = MessageCollector(errors.fileHandleForReading)
        do {
            try process.run()
        } catch {
            throw ReadError(description: "\(input): cannot run \(program): \(error.localizedDescription)")
        }
        if let lines {
            var pending: [UInt8] = []
            let handle = output.fileHandleForReading
            while true {
                let chunk = handle.availableData
                if chunk.isEmpty { break }
                pending += chunk
                guard let lastNewline = pending.lastIndex(of: UInt8(ascii: "\n")) else { continue }
                let text = String(decoding: pending[..<lastNewline], as: UTF8.self)
                for line in text.split(separator: "\n", omittingEmptySubsequences: true) { lines(line) }
                pending.removeSubrange(...lastNewline)
            }
            if !pending.isEmpty { lines(Substring(String(decoding: pending, as: UTF8.self))) }
        }
        process.waitUntilExit()
        let said = messages.text().trimmingCharacters(in: .whitespacesAndNewlines)
        guard process.terminationStatus == 0 else {
            let name = URL(fileURLWithPath: program).lastPathComponent
            let reason = said.isEmpty ? "\(name) exited with status \(process.terminationStatus)" : said
            throw ReadError(description: "\(input): \(failure): \(reason)")
        }
    }
}

/// Reads a pipe to its end on a thread of its own.
private final class MessageCollector: Sendable {
    private let done = DispatchSemaphore(value: 0)
    private let value = Locked("")

    init(_ handle: FileHandle) {
        let value = self.value
        let done = self.done
        Thread.detachNewThread {
            let text = String(decoding: handle.readDataToEndOfFile(), as: UTF8.self)
            value.withLock { $0 = text }
            done.signal()
        }
    }

    func text() -> String {
        done.wait()
        return value.withLock { $0 }
    }
}
