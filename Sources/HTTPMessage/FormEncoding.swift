import ByteWriting
import Foundation
import RawMemory

/// `application/x-www-form-urlencoded` text and percent escapes, both ways: the one form codec of
/// the server, the web app (URL state, forms) and their tests.
///
/// Follows the WHATWG URL Standard's *application/x-www-form-urlencoded parser* (§5.1): split on `&`, split each
/// piece at the first `=`, replace `+` by a space, then percent-decode. As in that standard, a malformed escape
/// such as `%zz` is kept literally, and bytes that are not UTF-8 become U+FFFD.
public enum FormEncoding {
    /// Decodes a query string or form body into ordered name–value pairs.
    ///
    /// - Parameter text: The encoded text, such as `q=bank+branch&open=1`.
    /// - Returns: The pairs; empty pieces (`a=1&&b=2`) are skipped, a piece without `=` has an empty value.
    /// - Complexity: O(*n*) in the length of the text.
    public static func decode(_ text: some StringProtocol) -> [HTTPRequest.QueryItem] {
        text.split(separator: "&", omittingEmptySubsequences: true).map { piece in
            let equals = piece.firstIndex(of: "=")
            let name = equals.map { piece[..<$0] } ?? piece
            let value = equals.map { piece[piece.index(after: $0)...] } ?? ""
            return HTTPRequest.QueryItem(lenientDecode(name), lenientDecode(value))
        }
    }

    /// Encodes pairs as a query string, in order: `q=bank+branch&open=1`.
    ///
    /// - Parameter items: The pairs.
    /// - Returns: The text, without a leading `?`.
    public static func encode(_ items: [HTTPRequest.QueryItem]) -> String {
        // Written into one byte buffer: a page encodes its state for dozens of links.
        var output: [UInt8] = []
        output.reserveCapacity(items.reduce(0) { $0 + $1.name.utf8.count + $1.value.utf8.count + 2 })
        for (index, item) in items.enumerated() {
            if index > 0 { output.append(UInt8(ascii: "&")) }
            appendEscaped(item.name, space: "+", to: &output)
            output.append(UInt8(ascii: "="))
            appendEscaped(item.value, space: "+", to: &output)
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// Encodes one name or value: unreserved bytes (`A–Z a–z 0–9 - . _ *`) as they are, a space
    /// as `+`, every other byte as `%XX` (the WHATWG form serializer's set).
    ///
    /// - Parameter text: The text.
    /// - Returns: The encoded text.
    public static func component(_ text: String) -> String { escaped(text, space: "+") }

    /// Encodes a path segment: like ``component(_:)`` but a space is `%20` (`+` is literal in paths).
    ///
    /// - Parameter text: The segment.
    /// - Returns: The encoded segment (a `/` inside becomes `%2F`).
    public static func pathSegment(_ text: String) -> String { escaped(text, space: "%20") }

    /// Appends a path segment encoded as ``pathSegment(_:)`` encodes it: only unreserved bytes and
    /// `%XX`, so it needs no further escaping in HTML either.
    ///
    /// - Parameters:
    ///   - text: The segment.
    ///   - output: Where to write it.
    package static func appendPathSegment<Sink: ByteSink>(_ text: String, to output: inout Sink) {
        appendEscaped(text, space: "%20", to: &output)
    }

    /// Upper-case hexadecimal digits as UTF-8, made once (ids with `/` are escaped in every row's link).
    private static let hexDigits = Array("0123456789ABCDEF".utf8)

    /// Text escaped by ``appendEscaped(_:space:to:)``; text that needs no escape (most ids and
    /// names in URLs) is returned as it is.
    private static func escaped(_ text: String, space: StaticString) -> String {
        if text.utf8.allSatisfy(isUnreserved) { return text }
        var output: [UInt8] = []
        output.reserveCapacity(text.utf8.count + 16)
        appendEscaped(text, space: space, to: &output)
        return String(decoding: output, as: UTF8.self)
    }

    /// `A–Z a–z 0–9 - . _ *`.
    private static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
            UInt8(ascii: "*"):
            true
        default: false
        }
    }

    /// The one escaping loop: unreserved bytes kept, a space written as `space`, others as `%XX`.
    private static func appendEscaped<Sink: ByteSink>(_ text: String, space: StaticString, to output: inout Sink) {
        for byte in text.utf8 {
            if isUnreserved(byte) {
                output.append(byte)
            } else if byte == UInt8(ascii: " ") {
                output.append(space)
            } else {
                output.append(UInt8(ascii: "%"))
                output.append(hexDigits[Int(byte >> 4)])
                output.append(hexDigits[Int(byte & 0x0F)])
            }
        }
    }

    /// Percent-decodes text strictly.
    ///
    /// - Parameters:
    ///   - text: Encoded text, such as `node%2F1`.
    ///   - plusIsSpace: Whether `+` means a space (forms) or itself (paths).
    /// - Returns: The decoded text, or `nil` when an escape is malformed or the bytes are not UTF-8.
    public static func percentDecode(_ text: some StringProtocol, plusIsSpace: Bool) -> String? {
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
        return String(validUTF8: bytes)
    }

    /// Form decoding that never fails: `+` is a space, malformed escapes stay as written.
    private static func lenientDecode(_ text: some StringProtocol) -> String {
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
