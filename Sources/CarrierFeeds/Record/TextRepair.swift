import Foundation
import RawMemory

/// Mends text that a wrong encoding broke on its way out of a carrier's systems: a whole feed in
/// Windows-1252, and names whose UTF-8 bytes were once read as Windows-1252 (`KrakÃ³w`, `ÅÃ³dÅº`,
/// `PÃ¤rnu`) — the "broken diacritics" of stale feeds.
enum TextRepair {
    /// The characters Windows-1252 puts at 0x80…0x9F (where Latin-1 has control codes); `nil` for
    /// the five bytes it leaves undefined.
    private static let high: [Unicode.Scalar?] = [
        "\u{20AC}", nil, "\u{201A}", "\u{0192}", "\u{201E}", "\u{2026}", "\u{2020}", "\u{2021}",
        "\u{02C6}", "\u{2030}", "\u{0160}", "\u{2039}", "\u{0152}", nil, "\u{017D}", nil,
        nil, "\u{2018}", "\u{2019}", "\u{201C}", "\u{201D}", "\u{2022}", "\u{2013}", "\u{2014}",
        "\u{02DC}", "\u{2122}", "\u{0161}", "\u{203A}", "\u{0153}", nil, "\u{017E}", "\u{0178}",
    ]

    /// Whether a feed's bytes are valid UTF-8 (ASCII runs skipped eight bytes at a time).
    static func isUTF8(_ data: Data) -> Bool {
        ByteView.withContiguousBytes(data) { bytes in
            var index = 0
            let count = bytes.count
            while index < count {
                if index + 8 <= count, bytes.word(uncheckedAt: index) & 0x8080_8080_8080_8080 == 0 {
                    index += 8
                    continue
                }
                if bytes[unchecked: index] < 0x80 {
                    index += 1
                    continue
                }
                // A non-ASCII run, decoded to its end (an ASCII byte is never inside a character).
                var end = index
                while end < count, bytes[unchecked: end] >= 0x80 { end += 1 }
                guard isUTF8(bytes.slice(index..<end).array) else { return false }
                index = end
            }
            return true
        }
    }

    /// Whether bytes are valid UTF-8.
    static func isUTF8(_ bytes: some Sequence<UInt8>) -> Bool {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue: continue
            case .emptyInput: return true
            case .error: return false
            }
        }
    }

    /// Windows-1252 bytes as UTF-8 (undefined bytes become U+FFFD).
    static func windows1252ToUTF8(_ bytes: some Sequence<UInt8>) -> [UInt8] {
        var text = String.UnicodeScalarView()
        for byte in bytes {
            if byte < 0x80 || byte >= 0xA0 {
                text.append(Unicode.Scalar(byte))
            } else {
                text.append(high[Int(byte) - 0x80] ?? "\u{FFFD}")
            }
        }
        return Array(String(text).utf8)
    }

    /// The Windows-1252 byte of a scalar, if it has one.
    private static func windows1252Byte(_ scalar: Unicode.Scalar) -> UInt8? {
        if scalar.value < 0x80 || (0xA0...0xFF).contains(scalar.value) { return UInt8(scalar.value) }
        if let index = high.firstIndex(of: scalar) { return UInt8(0x80 + index) }
        // Latin-1's control codes, which a Latin-1 (not Windows-1252) reading leaves in the text.
        if (0x80...0x9F).contains(scalar.value) { return UInt8(scalar.value) }
        return nil
    }

    /// The text a double-encoded one meant, or `nil` when it is not double-encoded: every
    /// character is a Windows-1252 byte, those bytes are valid UTF-8, and they hold a letter that
    /// UTF-8 needs two or more bytes for.
    static func undoubled(_ text: String) -> String? {
        // Double encoding always leaves Ã, Â, Å, Ä, Ð… (lead bytes 0xC2…0xF4 read as letters).
        guard text.unicodeScalars.contains(where: { (0xC2...0xF4).contains($0.value) }) else { return nil }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            guard let byte = windows1252Byte(scalar) else { return nil }
            bytes.append(byte)
        }
        guard isUTF8(bytes) else { return nil }
        let mended = String(decoding: bytes, as: UTF8.self)
        return mended == text ? nil : mended
    }

    /// Mends the point's texts in place, telling `note` of each change.
    static func repair(_ point: inout CarrierPoint, note: (_ field: String, _ old: String, _ new: String) -> Void) {
        func mend(_ text: inout String?, _ field: String) {
            guard let before = text, let after = undoubled(before) else { return }
            text = after
            note(field, before, after)
        }
        mend(&point.name, "name")
        mend(&point.address.street, "street")
        mend(&point.address.city, "city")
        mend(&point.directions, "description")
    }
}
