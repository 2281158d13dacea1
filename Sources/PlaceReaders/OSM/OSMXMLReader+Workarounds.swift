import Foundation

/// What the reader does so that Foundation's `XMLParser` on Linux (swift-corelibs-foundation over
/// libxml2 2.9) cannot crash the process on hostile input; both cases were found by fuzz-osm
/// (docs/reference/reliability.md). On Apple platforms the checks cost a scan of the first kilobyte and of the
/// bytes, and change nothing a valid document means.
extension OSMXMLReader {
    /// Encodings that libxml2 decodes itself, where every byte sequence is either valid or a
    /// well-formedness error; OpenStreetMap XML is UTF-8.
    static let readableEncodings: Set<String> = ["utf-8", "utf8", "us-ascii", "ascii", "iso-8859-1", "latin1"]

    /// Why the bytes are not read as XML at all, or `nil` when they may be.
    ///
    /// Only UTF-8 (and its ASCII and Latin-1 subsets) is handed to `XMLParser`. A document in UTF-16 or
    /// UTF-32 (by its first bytes) or declaring another encoding is refused before parsing: on Linux,
    /// libxml2 2.9 converts those with iconv, and stopping the parse at an invalid byte sequence in them
    /// — which the reader must do, as `XMLParser` otherwise goes on in recovery mode and traps on text
    /// that is not UTF-8 — makes it dereference a null pointer and the process crash (found by fuzz-osm).
    ///
    /// - Parameter data: The file's bytes.
    /// - Returns: A message saying what was found and what to do, or `nil`.
    /// - Complexity: O(1): only the first 1,024 bytes are looked at.
    static func encodingProblem(_ data: Data) -> String? {
        let head = Array(data.prefix(1024))
        let advice = "OpenStreetMap XML is UTF-8; convert the file, e.g. with iconv -t UTF-8."
        if head.starts(with: [0xFE, 0xFF]) || head.starts(with: [0xFF, 0xFE]) || head.prefix(4).contains(0) {
            return "The file starts with a UTF-16 byte order mark or NUL bytes: it is UTF-16, UTF-32 or not text. "
                + advice
        }
        if head.starts(with: [0x4C, 0x6F, 0xA7, 0x94]) { return "The file is in EBCDIC, not UTF-8. " + advice }
        var start = head.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        guard head[start...].starts(with: Array("<?xml".utf8)) else { return nil }
        start += 5
        // The XML declaration ends at the first ">"; libxml2 switches encodings as soon as it reads the
        // declaration's `encoding`, so a declaration without "?>" counts too.
        let end = head[start...].firstIndex(of: UInt8(ascii: ">")) ?? head.count
        let declaration = String(decoding: head[start..<end], as: UTF8.self)
        guard let name = declaration.range(of: "encoding") else { return nil }
        var rest = declaration[name.upperBound...].drop { $0 == " " || $0 == "\t" || $0 == "\r" || $0 == "\n" }
        guard rest.first == "=" else { return nil }
        rest = rest.dropFirst().drop { $0 == " " || $0 == "\t" || $0 == "\r" || $0 == "\n" }
        guard let quote = rest.first, quote == "\"" || quote == "'" else { return nil }
        let value = rest.dropFirst().prefix { $0 != quote }
        guard !readableEncodings.contains(value.lowercased()) else { return nil }
        return "The XML declares the encoding \"\(value.prefix(40))\", not UTF-8. " + advice
    }

    /// The bytes with a space written into every processing instruction that has a target and no data
    /// (`<?x?>` becomes `<?x ?>`), or `nil` when there is none.
    ///
    /// libxml2 hands such an instruction to `XMLParser` with a null data pointer, which swift-corelibs-foundation
    /// reads as a C string: the process crashes. With the space the data is empty, which means the same. The
    /// reader ignores processing instructions; a match inside a comment or CDATA section gets the space too,
    /// which the reader ignores as well. Columns after an inserted space on its line are one more than in
    /// the file.
    ///
    /// - Parameter data: The file's bytes.
    /// - Returns: The repaired bytes, or `nil` when nothing needs repair.
    /// - Complexity: O(n) in the size of the data.
    static func withEmptyInstructionsFilled(_ data: Data) -> Data? {
        let opening: [UInt8] = Array("<?".utf8)
        var insertions: [Data.Index] = []
        var searchFrom = data.startIndex
        while let found = data[searchFrom...].firstRange(of: opening) {
            let end = data[found.upperBound...].firstIndex(where: endsTarget) ?? data.endIndex
            if end > found.upperBound, data[end...].starts(with: Array("?>".utf8)) { insertions.append(end) }
            searchFrom = end
        }
        guard !insertions.isEmpty else { return nil }
        var repaired = Data(capacity: data.count + insertions.count)
        var copied = data.startIndex
        for position in insertions {
            repaired.append(data[copied..<position])
            repaired.append(UInt8(ascii: " "))
            copied = position
        }
        repaired.append(data[copied...])
        return repaired
    }

    /// Whether a byte ends a processing instruction's target: white space, `?`, `<` or `>`.
    private static func endsTarget(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), UInt8(ascii: "\n"), UInt8(ascii: "?"),
            UInt8(ascii: "<"), UInt8(ascii: ">"):
            true
        default: false
        }
    }
}
