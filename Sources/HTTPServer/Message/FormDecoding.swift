/// Decoding of `application/x-www-form-urlencoded` text and percent escapes.
///
/// Follows the WHATWG URL Standard's *application/x-www-form-urlencoded parser* (§5.1): split on `&`, split each
/// piece at the first `=`, replace `+` by a space, then percent-decode. As in that standard, a malformed escape
/// such as `%zz` is kept literally, and bytes that are not UTF-8 become U+FFFD.
enum FormDecoding {
    /// Decodes a query string or form body into ordered name–value pairs.
    ///
    /// - Parameter text: The encoded text, such as `q=bank+branch&open=1`.
    /// - Returns: The pairs; empty pieces (`a=1&&b=2`) are skipped, a piece without `=` has an empty value.
    /// - Complexity: O(*n*) in the length of the text.
    static func decode(_ text: Substring) -> [(name: String, value: String)] {
        text.split(separator: "&", omittingEmptySubsequences: true).map { piece in
            let equals = piece.firstIndex(of: "=")
            let name = equals.map { piece[..<$0] } ?? piece
            let value = equals.map { piece[piece.index(after: $0)...] } ?? ""
            return (lenientDecode(name), lenientDecode(value))
        }
    }

    /// Percent-decodes text strictly.
    ///
    /// - Parameters:
    ///   - text: Encoded text, such as `node%2F1`.
    ///   - plusIsSpace: Whether `+` means a space (forms) or itself (paths).
    /// - Returns: The decoded text, or `nil` when an escape is malformed or the bytes are not UTF-8.
    static func percentDecode(_ text: Substring, plusIsSpace: Bool) -> String? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        var iterator = text.utf8.makeIterator()
        while let byte = iterator.next() {
            switch byte {
            case UInt8(ascii: "%"):
                guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else {
                    return nil
                }
                bytes.append(high << 4 | low)
            case UInt8(ascii: "+") where plusIsSpace:
                bytes.append(UInt8(ascii: " "))
            default:
                bytes.append(byte)
            }
        }
        return String(validating: bytes, as: UTF8.self)
    }

    /// Form decoding that never fails: `+` is a space, malformed escapes stay as written.
    private static func lenientDecode(_ text: Substring) -> String {
        let utf8 = Array(text.utf8)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(utf8.count)
        var index = 0
        while index < utf8.count {
            let byte = utf8[index]
            if byte == UInt8(ascii: "%"), index + 2 < utf8.count, let high = hexValue(utf8[index + 1]),
                let low = hexValue(utf8[index + 2])
            {
                bytes.append(high << 4 | low)
                index += 3
                continue
            }
            bytes.append(byte == UInt8(ascii: "+") ? UInt8(ascii: " ") : byte)
            index += 1
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
