/// HTML escaping for text and double-quoted attribute values (HTML Living Standard §13.1).
///
/// Both walk the UTF-8 bytes and copy the runs between the bytes that need escaping in one piece;
/// every such byte is ASCII, so each run is whole characters.
enum HTMLEscaping {
    /// Escapes `&`, `<`, `>` in text content; removes NUL and other C0 controls except tab/newline.
    static func appendText(_ text: String, to output: inout [UInt8]) {
        append(text, quotes: false, to: &output)
    }

    /// Escapes `&`, `<`, `>`, `"` and `'` for a double-quoted attribute value.
    static func appendAttributeValue(_ text: String, to output: inout [UInt8]) {
        append(text, quotes: true, to: &output)
    }

    private static func append(_ text: String, quotes: Bool, to output: inout [UInt8]) {
        var text = text
        text.withUTF8 { bytes in
            var runStart = 0
            for index in bytes.indices {
                let byte = bytes[index]
                // Most bytes need nothing: one comparison for all of them above `>`.
                if byte > UInt8(ascii: ">") && byte != 0x7F { continue }
                let replacement: StaticString
                switch byte {
                case UInt8(ascii: "&"): replacement = "&amp;"
                case UInt8(ascii: "<"): replacement = "&lt;"
                case UInt8(ascii: ">"): replacement = "&gt;"
                case UInt8(ascii: "\"") where quotes: replacement = "&quot;"
                case UInt8(ascii: "'") where quotes: replacement = "&#39;"
                case 0x09, 0x0A, 0x0D: continue
                case 0x00..<0x20, 0x7F: replacement = ""
                default: continue
                }
                output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
                replacement.withUTF8Buffer { output.append(contentsOf: $0) }
                runStart = index + 1
            }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart...]))
        }
    }
}

// MARK: - Element ids

/// Element ids derived from place ids: `node/123` → `node_2f123`. Letters and digits stay, every
/// other byte becomes `_` and two hex digits, so different place ids never share an element id.
enum DOMID {
    /// Lower-case hexadecimal digits as UTF-8, made once (every id with a `/` is escaped).
    private static let hexDigits = Array("0123456789abcdef".utf8)

    static func make(_ prefix: String, _ id: String) -> String {
        var output = prefix + "-"
        for byte in id.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"):
                output.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                output.unicodeScalars.append("_")
                output.unicodeScalars.append(Unicode.Scalar(hexDigits[Int(byte >> 4)]))
                output.unicodeScalars.append(Unicode.Scalar(hexDigits[Int(byte & 15)]))
            }
        }
        return output
    }
}
