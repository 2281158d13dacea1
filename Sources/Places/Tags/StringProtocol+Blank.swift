extension StringProtocol {
    /// `true` when the text is empty or only whitespace. Checks ASCII bytes first and looks at
    /// characters only when the text has non-ASCII content, so the common case stays fast.
    package var isBlank: Bool {
        for byte in utf8 {
            switch byte {
            case 0x20, 0x09, 0x0A, 0x0D: continue
            case 0x80...: return allSatisfy(\.isWhitespace)
            default: return false
            }
        }
        return true
    }
}

extension StringProtocol where UTF8View: BidirectionalCollection {
    /// The text without leading and trailing spaces, tabs and line breaks (ASCII only, for speed;
    /// other Unicode spaces are kept).
    package var trimmingSpaces: String {
        let bytes = utf8
        var start = bytes.startIndex
        var end = bytes.endIndex
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
        while start < end, isSpace(bytes[start]) { start = bytes.index(after: start) }
        while end > start, isSpace(bytes[bytes.index(before: end)]) { end = bytes.index(before: end) }
        return String(self[start..<end])
    }
}
