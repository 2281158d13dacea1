import Foundation

/// Reads and writes ISO 8601 instants: the one reader of instants for URL state (`?at=`), the
/// command line (`--at`, batch lines) and files.
///
/// Accepted: `2026-11-30T10:00:00+02:00`, `2026-11-30T10:00+02:00`, `2026-11-30T08:00Z`,
/// `+0200` and `+02` offsets, and local wall time `2026-11-30T10:00` read in a given zone with the
/// gap and overlap rules of ``WallTime/instant(in:)``. A space may stand for the `T`.
public enum InstantText {
    /// A valid value, shown in error messages.
    public static let example = "2026-11-30T10:00:00+02:00"

    /// Reads an instant.
    ///
    /// - Parameters:
    ///   - text: The ISO 8601 text.
    ///   - zone: The zone wall times (no offset, no `Z`) are read in.
    /// - Returns: The instant.
    /// - Throws: ``InstantSyntaxError`` naming the part that is wrong and showing an example.
    public static func parse(_ text: String, zone: TimeZone) throws(InstantSyntaxError) -> Date {
        var reader = DigitReader(bytes: Array(text.utf8), text: text)
        let year = try reader.number(digits: 4, part: "year")
        try reader.expect(UInt8(ascii: "-"), after: "year")
        let month = try reader.number(digits: 2, part: "month", range: 1...12)
        try reader.expect(UInt8(ascii: "-"), after: "month")
        let day = try reader.number(
            digits: 2, part: "day", range: 1...LocalDate.daysInMonth(month, year: year))
        guard reader.peek == UInt8(ascii: "T") || reader.peek == UInt8(ascii: " ") else {
            throw InstantSyntaxError(
                "'\(text)' has no time; write the date and time with a T between them, such as \(example)")
        }
        reader.position += 1
        let hour = try reader.number(digits: 2, part: "hour", range: 0...23)
        try reader.expect(UInt8(ascii: ":"), after: "hour")
        let minute = try reader.number(digits: 2, part: "minute", range: 0...59)
        var second = 0
        if reader.peek == UInt8(ascii: ":") {
            reader.position += 1
            second = try reader.number(digits: 2, part: "second", range: 0...59)
            if reader.peek == UInt8(ascii: ".") {
                reader.position += 1
                while let next = reader.peek, DigitReader.isDigit(next) { reader.position += 1 }
            }
        }
        let wall = WallTime(
            date: LocalDate(year: year, month: month, day: day), hour: hour, minute: minute, second: second)
        guard let offset = try reader.offset() else { return wall.instant(in: zone) }
        return Date(timeIntervalSince1970: Double(wall.localSeconds - offset))
    }

    /// Writes an instant as `YYYY-MM-DDTHH:MM±HH:MM` in a zone (seconds added when not zero).
    ///
    /// - Parameters:
    ///   - instant: The instant.
    ///   - zone: The zone whose wall clock and offset are written.
    /// - Returns: The text, e.g. `2026-11-30T21:00+02:00`.
    public static func format(_ instant: Date, in zone: TimeZone) -> String {
        let offset = zone.secondsFromGMT(for: instant)
        return WallTime(instant, offset: offset).isoText + offsetText(offset)
    }

    /// Writes an instant as an RFC 3339 `date-time` in a zone: `YYYY-MM-DDTHH:MM:SS±HH:MM`, seconds
    /// always written (whole seconds, rounded down) and `Z` for a zero offset, as in JSON APIs.
    ///
    /// - Parameters:
    ///   - instant: The instant.
    ///   - zone: The zone whose wall clock and offset are written.
    /// - Returns: The text, e.g. `2026-11-30T21:00:00+02:00` or `2026-11-30T19:00:00Z`.
    public static func internetDateTime(_ instant: Date, in zone: TimeZone) -> String {
        let offset = zone.secondsFromGMT(for: instant)
        let wall = WallTime(instant, offset: offset)
        let clock = "\(wall.date)T\(wall.clockText):\(WallTime.twoDigits(wall.second))"
        return clock + (offset == 0 ? "Z" : offsetText(offset))
    }

    /// `+02:00`, `-04:00`, `+05:45`.
    ///
    /// - Parameter seconds: Offset from UTC in seconds.
    /// - Returns: The offset text.
    public static func offsetText(_ seconds: Int) -> String {
        let sign = seconds < 0 ? "-" : "+"
        let minutes = abs(seconds) / 60
        return sign + WallTime.clockText(minutes: minutes)
    }
}

/// Reads the fixed-width fields of an ISO 8601 text (as UTF-8 bytes), naming the field when one
/// is wrong; positions in messages count characters from 1.
private struct DigitReader {
    let bytes: [UInt8]
    let text: String
    var position = 0

    var peek: UInt8? { position < bytes.count ? bytes[position] : nil }

    static func isDigit(_ byte: UInt8) -> Bool { (48...57).contains(byte) }

    /// The 1-based character position of the current byte.
    var characterPosition: Int { String(decoding: bytes[..<position], as: UTF8.self).count + 1 }

    /// The character at the current position, for messages.
    var currentCharacter: String {
        String(decoding: bytes[position...], as: UTF8.self).first.map(String.init) ?? ""
    }

    mutating func number(digits: Int, part: String, range: ClosedRange<Int>? = nil) throws(InstantSyntaxError) -> Int {
        var value = 0
        for _ in 0..<digits {
            guard let byte = peek, Self.isDigit(byte) else {
                throw InstantSyntaxError(
                    "the \(part) in '\(text)' should be \(digits) digits at character \(characterPosition); "
                        + "write an ISO 8601 instant such as \(InstantText.example)")
            }
            value = value * 10 + Int(byte) - 48
            position += 1
        }
        if let range, !range.contains(value) {
            throw InstantSyntaxError(
                "the \(part) \(value) in '\(text)' is outside \(range.lowerBound)…\(range.upperBound); "
                    + "write an ISO 8601 instant such as \(InstantText.example)")
        }
        return value
    }

    mutating func expect(_ byte: UInt8, after part: String) throws(InstantSyntaxError) {
        guard peek == byte else {
            throw InstantSyntaxError(
                "expected '\(Character(Unicode.Scalar(byte)))' after the \(part) at character \(characterPosition) "
                    + "of '\(text)'; write an ISO 8601 instant such as \(InstantText.example)")
        }
        position += 1
    }

    /// The UTC offset in seconds, or `nil` when the text ends without one (a wall time).
    mutating func offset() throws(InstantSyntaxError) -> Int? {
        guard let first = peek else { return nil }
        if first == UInt8(ascii: "Z") || first == UInt8(ascii: "z") {
            position += 1
            try end()
            return 0
        }
        let sign: Int
        if first == UInt8(ascii: "+") {
            sign = 1
            position += 1
        } else if first == UInt8(ascii: "-") {
            sign = -1
            position += 1
        } else if bytes[position...].starts(with: "\u{2212}".utf8) {
            sign = -1
            position += 3
        } else {
            throw InstantSyntaxError(
                "unexpected '\(currentCharacter)' at character \(characterPosition) of '\(text)'; end with Z, "
                    + "an offset such as +02:00, or nothing for local time, as in \(InstantText.example)")
        }
        let hours = try number(digits: 2, part: "offset hours", range: 0...18)
        var minutes = 0
        if peek == UInt8(ascii: ":") { position += 1 }
        if peek != nil { minutes = try number(digits: 2, part: "offset minutes", range: 0...59) }
        try end()
        return sign * (hours * 3600 + minutes * 60)
    }

    func end() throws(InstantSyntaxError) {
        if peek != nil {
            throw InstantSyntaxError(
                "unexpected '\(currentCharacter)' at character \(characterPosition) of '\(text)'; write an "
                    + "ISO 8601 instant such as \(InstantText.example)")
        }
    }
}

/// An instant that cannot be read, such as `2026-13-01T10:00`: the message names the bad part and
/// shows a valid example.
public struct InstantSyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What is wrong, e.g. `the month 13 in '2026-13-01T10:00' is outside 1…12; write …`.
    public var message: String

    /// Creates an error.
    ///
    /// - Parameter message: What is wrong.
    public init(_ message: String) { self.message = message }

    /// The message.
    public var description: String { message }
}
