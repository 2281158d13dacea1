import Foundation

/// `application/x-www-form-urlencoded` and percent-encoding (WHATWG URL Standard §5).
public enum FormEncoding {
    /// Decodes `a=1&b=x+y` into pairs; malformed escapes are kept literally.
    ///
    /// - Parameter text: The encoded text.
    /// - Returns: The pairs in order.
    public static func decode(_ text: String) -> [WebRequest.QueryItem] {
        text.split(separator: "&", omittingEmptySubsequences: true).map { pair in
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = percentDecode(String(parts[0]), plusAsSpace: true) ?? String(parts[0])
            let raw = parts.count > 1 ? String(parts[1]) : ""
            return WebRequest.QueryItem(name, percentDecode(raw, plusAsSpace: true) ?? raw)
        }
    }

    /// Encodes pairs as `a=1&b=x+y`.
    ///
    /// - Parameter items: The pairs.
    /// - Returns: The encoded text.
    public static func encode(_ items: [WebRequest.QueryItem]) -> String {
        items.map { "\(component($0.name))=\(component($0.value))" }.joined(separator: "&")
    }

    /// Percent-encodes a form component (space as `+`, unreserved characters as they are).
    ///
    /// - Parameter text: The text.
    /// - Returns: The encoded text.
    public static func component(_ text: String) -> String {
        var output = ""
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                UInt8(ascii: "*"):
                output.unicodeScalars.append(Unicode.Scalar(byte))
            case UInt8(ascii: " "):
                output += "+"
            default:
                output += "%" + hex(byte)
            }
        }
        return output
    }

    /// Percent-encodes a path segment (`/` is encoded too).
    ///
    /// - Parameter text: The segment.
    /// - Returns: The encoded segment.
    public static func pathSegment(_ text: String) -> String {
        component(text).replacingOccurrences(of: "+", with: "%20")
    }

    /// Decodes `%XX` escapes (and `+` as a space when asked).
    ///
    /// - Parameters:
    ///   - text: The encoded text.
    ///   - plusAsSpace: Whether `+` means a space (forms) or itself (paths).
    /// - Returns: The decoded text, or `nil` when an escape is malformed or the bytes are not UTF-8.
    public static func percentDecode(_ text: String, plusAsSpace: Bool) -> String? {
        var bytes: [UInt8] = []
        var iterator = Array(text.utf8).makeIterator()
        while let byte = iterator.next() {
            if byte == UInt8(ascii: "%") {
                guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else {
                    return nil
                }
                bytes.append(high << 4 | low)
            } else if byte == UInt8(ascii: "+") && plusAsSpace {
                bytes.append(UInt8(ascii: " "))
            } else {
                bytes.append(byte)
            }
        }
        return String(validating: bytes, as: UTF8.self)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    private static func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String(digits[Int(byte >> 4)]) + String(digits[Int(byte & 0x0F)])
    }
}
