/// HTML escaping for text and double-quoted attribute values (HTML Living Standard §13.1).
///
/// Both walk the UTF-8 bytes and copy the runs between the bytes that need escaping in one piece;
/// every such byte is ASCII, so each run is whole characters.
enum HTMLEscaping {
    /// Escapes `&`, `<`, `>` in text content; removes NUL and other C0 controls except tab/newline.
    static func appendText(_ text: String, to output: inout String) {
        append(text, quotes: false, to: &output)
    }

    /// Escapes `&`, `<`, `>`, `"` and `'` for a double-quoted attribute value.
    static func appendAttributeValue(_ text: String, to output: inout String) {
        append(text, quotes: true, to: &output)
    }

    private static func append(_ text: String, quotes: Bool, to output: inout String) {
        // Most text needs nothing escaped: one pass over its bytes in place, then one append.
        let clean = text.utf8.withContiguousStorageIfAvailable { buffer in
            !buffer.contains { byte in
                byte < 0x20 || byte == 0x7F || byte == UInt8(ascii: "&") || byte == UInt8(ascii: "<")
                    || byte == UInt8(ascii: ">")
                    || (quotes && (byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'")))
            }
        }
        if clean == true {
            output += text
            return
        }
        let bytes = text.utf8
        var runStart = bytes.startIndex
        var index = runStart
        while index != bytes.endIndex {
            let replacement: String
            switch bytes[index] {
            case UInt8(ascii: "&"): replacement = "&amp;"
            case UInt8(ascii: "<"): replacement = "&lt;"
            case UInt8(ascii: ">"): replacement = "&gt;"
            case UInt8(ascii: "\"") where quotes: replacement = "&quot;"
            case UInt8(ascii: "'") where quotes: replacement = "&#39;"
            case 0x09, 0x0A, 0x0D:
                index = bytes.index(after: index)
                continue
            case 0x00..<0x20, 0x7F: replacement = ""
            default:
                index = bytes.index(after: index)
                continue
            }
            if runStart != index { output += text[runStart..<index] }
            output += replacement
            index = bytes.index(after: index)
            runStart = index
        }
        if runStart == bytes.startIndex {
            output += text
        } else if runStart != bytes.endIndex {
            output += text[runStart..<bytes.endIndex]
        }
    }
}

// MARK: - Element ids

/// Element ids derived from place ids: `node/123` → `node_2f123`. Letters and digits stay, every
/// other byte becomes `_` and two hex digits, so different place ids never share an element id.
enum DOMID {
    static func make(_ prefix: String, _ id: String) -> String {
        var output = prefix + "-"
        for byte in id.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"):
                output.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let digits = Array("0123456789abcdef")
                output += "_" + String(digits[Int(byte >> 4)]) + String(digits[Int(byte & 15)])
            }
        }
        return output
    }
}
