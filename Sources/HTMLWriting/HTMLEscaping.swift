import ByteWriting
import RawMemory

/// HTML escaping for text and double-quoted attribute values (HTML Living Standard §13.1).
///
/// Both walk the UTF-8 bytes and copy the runs between the bytes that need escaping in one piece;
/// every such byte is ASCII, so each run is whole characters.
package enum HTMLEscaping {
    /// Escapes `&`, `<`, `>` in text content; removes NUL and other C0 controls except tab/newline.
    @inlinable
    package static func appendText<Sink: ByteSink>(_ text: String, to output: inout Sink) {
        ByteView.withUTF8(text) { _ = append($0, quotes: false, to: &output) }
    }

    /// Escapes `&`, `<`, `>`, `"` and `'` for a double-quoted attribute value.
    ///
    /// - Returns: Whether the value held a quote: without one, the bytes written are also the
    ///   value escaped as text.
    @discardableResult @inlinable
    package static func appendAttributeValue<Sink: ByteSink>(_ text: String, to output: inout Sink) -> Bool {
        ByteView.withUTF8(text) { append($0, quotes: true, to: &output) }
    }

    /// Escapes a literal for a double-quoted attribute value, like any other value.
    @inlinable
    package static func appendAttributeValue<Sink: ByteSink>(_ literal: StaticString, to output: inout Sink) {
        ByteView.withUTF8(literal) { _ = append($0, quotes: true, to: &output) }
    }

    /// The bytes below 64 that text content escapes or drops, one bit each: `&`, `<`, `>`, and
    /// the C0 controls except tab, line feed and carriage return.
    @usableFromInline static let textMask: UInt64 = {
        var mask: UInt64 = 0
        for byte in 0..<0x20 where byte != 0x09 && byte != 0x0A && byte != 0x0D { mask |= 1 << UInt64(byte) }
        for byte in [UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">")] { mask |= 1 << UInt64(byte) }
        return mask
    }()

    /// ``textMask`` and the two quotes.
    @usableFromInline static let attributeMask: UInt64 =
        textMask | 1 << UInt64(UInt8(ascii: "\"")) | 1 << UInt64(UInt8(ascii: "'"))

    /// Writes `bytes` escaped and returns whether they held a quote.
    @inlinable
    static func append<Sink: ByteSink>(
        _ bytes: ByteView, quotes: Bool, to output: inout Sink
    ) -> Bool {
        // One shift and test per byte below 64 (digits, spaces, punctuation), one comparison above.
        let mask = quotes ? attributeMask : textMask
        var sawQuote = false
        var runStart = 0
        var index = 0
        let count = bytes.count
        while index < count {
            // Eight bytes at a time while none of them can need escaping (most of a page's text).
            if index &+ 8 <= count,
                !Self.mayNeedEscaping(bytes.word(uncheckedAt: index))
            {
                index &+= 8
                continue
            }
            // A word that may: byte by byte to its end.
            let end = Swift.min(index &+ 8, count)
            while index < end {
                defer { index &+= 1 }
                let byte = bytes[unchecked: index]
                if byte < 64 {
                    if (mask >> UInt64(byte)) & 1 == 0 { continue }
                } else if byte != 0x7F {
                    continue
                }
                let replacement: StaticString
                switch byte {
                case UInt8(ascii: "&"): replacement = "&amp;"
                case UInt8(ascii: "<"): replacement = "&lt;"
                case UInt8(ascii: ">"): replacement = "&gt;"
                case UInt8(ascii: "\""):
                    replacement = "&quot;"
                    sawQuote = true
                case UInt8(ascii: "'"):
                    replacement = "&#39;"
                    sawQuote = true
                default: replacement = ""  // a C0 control or DEL: dropped
                }
                bytes.append(runStart..<index, to: &output)
                output.append(replacement)
                runStart = index + 1
            }
        }
        bytes.append(runStart..<count, to: &output)
        return sawQuote
    }

    /// Whether any of eight bytes (one word, in either byte order) is one that text or an attribute value
    /// escapes or drops: a C0 control, `"`, `&`, `'`, `<`, `>` or DEL. Exact in that it never
    /// misses one; it also answers yes for tab, line feed and carriage return, which the byte
    /// loop then keeps. (The classic zero-byte test, `(v - 0x01…) & ~v & 0x80…`, which is exact
    /// about whether a zero byte exists; `&` and `'` differ only in bit 0, `<` and `>` in bit 1.)
    @inlinable @inline(__always)
    package static func mayNeedEscaping(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        @inline(__always) func hasZeroByte(_ value: UInt64) -> UInt64 { (value &- ones) & ~value & highs }
        let below32 = (word &- ones &* 0x20) & ~word & highs
        let quote = hasZeroByte(word ^ (ones &* 0x22))
        let ampersandOrApostrophe = hasZeroByte((word | ones) ^ (ones &* 0x27))
        let angle = hasZeroByte((word | (ones &* 2)) ^ (ones &* 0x3E))
        let delete = hasZeroByte(word ^ (ones &* 0x7F))
        return below32 | quote | ampersandOrApostrophe | angle | delete != 0
    }
}

// MARK: - Element ids

/// Element ids derived from place ids: `node/123` → `node_2f123`. Letters and digits stay, every
/// other byte becomes `_` and two hex digits, so different place ids never share an element id.
package enum DOMID {
    /// Lower-case hexadecimal digits as UTF-8, made once (every id with a `/` is escaped).
    @usableFromInline static let hexDigits = Array("0123456789abcdef".utf8)

    package static func make(_ prefix: String, _ id: String) -> String {
        var output = Array(prefix.utf8)
        output.append(UInt8(ascii: "-"))
        appendEscaped(id, to: &output)
        return String(decoding: output, as: UTF8.self)
    }

    /// Appends `prefix-` and the escaped id as bytes (for ids written straight into markup).
    @inlinable
    package static func append<Sink: ByteSink>(_ prefix: StaticString, _ id: String, to output: inout Sink) {
        output.append(prefix)
        output.append(UInt8(ascii: "-"))
        appendEscaped(id, to: &output)
    }

    @inlinable
    static func appendEscaped<Sink: ByteSink>(_ id: String, to output: inout Sink) {
        for byte in id.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"):
                output.append(byte)
            default:
                output.append(UInt8(ascii: "_"))
                output.append(hexDigits[Int(byte >> 4)])
                output.append(hexDigits[Int(byte & 15)])
            }
        }
    }
}
