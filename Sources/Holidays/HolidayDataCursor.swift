/// Reads the unsigned LEB128 numbers and strings of the holiday resource, checking every bound.
///
/// Every read stays inside `position..<end`; a read that would leave it throws a
/// ``HolidayDataError`` naming the offset, so a damaged file is reported, never a crash.
struct HolidayDataCursor {
    /// The whole resource.
    let bytes: [UInt8]
    /// The next byte to read.
    var position: Int
    /// One past the last byte this cursor may read.
    let end: Int
    /// What is being read, for error messages ("country DE").
    let context: String

    /// A cursor over `range` of `bytes`.
    ///
    /// - Throws: ``HolidayDataError`` when the range is not inside the resource.
    init(bytes: [UInt8], range: Range<Int>, context: String) throws(HolidayDataError) {
        guard range.lowerBound >= 0, range.upperBound <= bytes.count else {
            throw HolidayDataError(
                offset: range.lowerBound, context: context,
                reason: "the section \(range) lies outside the \(bytes.count)-byte file")
        }
        self.bytes = bytes
        self.position = range.lowerBound
        self.end = range.upperBound
        self.context = context
    }

    /// Whether every byte has been read.
    var isAtEnd: Bool { position >= end }

    /// An error at the current position.
    func failure(_ reason: String) -> HolidayDataError {
        HolidayDataError(offset: position, context: context, reason: reason)
    }

    /// The next unsigned LEB128 number (at most 9 bytes, so it fits an `Int`).
    mutating func number() throws(HolidayDataError) -> Int {
        var value = 0
        var shift = 0
        while position < end {
            let byte = bytes[position]
            position += 1
            value |= Int(byte & 0x7F) << shift
            if byte < 0x80 { return value }
            shift += 7
            if shift > 56 { throw failure("a number is longer than 9 bytes") }
        }
        throw failure("a number runs past the end of the section")
    }

    /// The next number, which must lie in `range`.
    mutating func number(in range: ClosedRange<Int>, _ what: String) throws(HolidayDataError) -> Int {
        let start = position
        let value = try number()
        guard range.contains(value) else {
            throw HolidayDataError(
                offset: start, context: context,
                reason: "\(what) is \(value), outside \(range.lowerBound)…\(range.upperBound)")
        }
        return value
    }

    /// A signed number stored zig-zag (0, -1, 1, -2, … as 0, 1, 2, 3, …), which must lie in `range`.
    mutating func signedNumber(in range: ClosedRange<Int>, _ what: String) throws(HolidayDataError) -> Int {
        let start = position
        let raw = try number()
        let value = raw & 1 == 0 ? raw >> 1 : -(raw >> 1) - 1
        guard range.contains(value) else {
            throw HolidayDataError(
                offset: start, context: context,
                reason: "\(what) is \(value), outside \(range.lowerBound)…\(range.upperBound)")
        }
        return value
    }

    /// The next `count` bytes, as a range of the resource.
    mutating func bytes(_ count: Int) throws(HolidayDataError) -> Range<Int> {
        guard count >= 0, count <= end - position else {
            throw failure("\(count) bytes are announced but only \(end - position) remain")
        }
        defer { position += count }
        return position..<position + count
    }

    /// A length-prefixed UTF-8 string at the current position.
    mutating func string() throws(HolidayDataError) -> String {
        let range = try bytes(try number())
        return String(decoding: bytes[range], as: UTF8.self)
    }
}
