/// Reads a file line by line in 64 KiB chunks, so memory stays flat however long the file is.
///
/// Lines end at `\n`; a `\r` before it is dropped; a last line without `\n` is returned too.
/// Bytes that are not UTF-8 become U+FFFD.
final class LineReader {
    private let input: FileInput
    private var buffer: [UInt8] = []
    private var start = 0
    private var atEnd = false

    /// Creates a reader.
    ///
    /// - Parameter input: The open file.
    init(input: FileInput) { self.input = input }

    /// The next line without its line break, or `nil` at the end.
    ///
    /// - Throws: ``FileInput/Failure`` when reading fails.
    /// - Complexity: Amortized O(line length).
    func next() throws(FileInput.Failure) -> String? {
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
