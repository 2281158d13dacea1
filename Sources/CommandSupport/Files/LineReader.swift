import ConcurrencyPrimitives

/// Reads a file line by line in 64 KiB chunks, so memory stays flat however long the file is.
///
/// Lines end at `\n`; a `\r` before it is dropped; a last line without `\n` is returned too.
/// Bytes that are not UTF-8 become U+FFFD.
///
/// Safe to share between threads (`main.swift` puts the standard-input reader in a ``CommandIO``
/// closure): each line is taken under a lock.
public final class LineReader: Sendable {
    /// The file, the bytes read and not yet returned, and whether the file has ended.
    fileprivate struct Reading: Sendable {
        let input: FileInput
        var buffer: [UInt8] = []
        var start = 0
        var atEnd = false
    }

    private let reading: Locked<Reading>

    /// Creates a reader.
    ///
    /// - Parameter input: The open file.
    package init(input: FileInput) { reading = Locked(Reading(input: input)) }

    /// A reader of the process's standard input (file descriptor 0), for `main.swift`.
    ///
    /// - Returns: The reader.
    public static func standardInput() -> LineReader { LineReader(input: FileInput(descriptor: 0)) }

    /// The lines of a batch command's source: a file, or standard input for `-`.
    ///
    /// - Parameters:
    ///   - source: A path (relative to the working directory), or `-`.
    ///   - io: The command's streams.
    ///   - commandName: The command, for the message.
    /// - Returns: A function giving the next line, or `nil` at the end; it throws when reading fails.
    /// - Throws: ``CommandFailure`` with exit 66 when the file cannot be opened.
    package static func lines(of source: String, io: CommandIO, commandName: String) throws(CommandFailure) -> ()
        throws(FileInput.Failure) -> String?
    {
        if source == "-" { return { io.readInputLine() } }
        let reader: LineReader
        do {
            reader = LineReader(input: try FileInput(path: io.resolve(source)))
        } catch {
            throw .cannotOpen(source, reason: error.reason, commandName: commandName)
        }
        return { () throws(FileInput.Failure) -> String? in try reader.next() }
    }

    /// The next line without its line break, or `nil` at the end or when reading fails.
    ///
    /// - Returns: The line, or `nil`.
    public func nextLine() -> String? {
        do { return try next() } catch { return nil }
    }

    /// The next line without its line break, or `nil` at the end.
    ///
    /// - Throws: ``FileInput/Failure`` when reading fails.
    /// - Complexity: Amortized O(line length).
    package func next() throws(FileInput.Failure) -> String? {
        try reading.withLock { (reading: inout Reading) throws(FileInput.Failure) -> String? in try reading.next() }
    }
}

extension LineReader.Reading {
    mutating func next() throws(FileInput.Failure) -> String? {
        while true {
            if let newline = buffer[start...].firstIndex(of: 0x0A) {
                let line = text(start..<newline)
                start = newline + 1
                return line
            }
            if atEnd {
                guard start < buffer.count else { return nil }
                let line = text(start..<buffer.count)
                start = buffer.count
                return line
            }
            buffer.removeFirst(start)
            start = 0
            let chunk = try input.read(upTo: 1 << 16)
            if chunk.isEmpty { atEnd = true } else { buffer.append(contentsOf: chunk) }
        }
    }

    private func text(_ range: Range<Int>) -> String {
        var end = range.upperBound
        if end > range.lowerBound, buffer[end - 1] == 0x0D { end -= 1 }
        return String(decoding: buffer[range.lowerBound..<end], as: UTF8.self)
    }
}
