import RawMemory

/// Where bytes are written: a byte array, a page's growing buffer (`RawMemory`'s `ByteBuffer`) or
/// a short text's stack buffer (`RawMemory`'s `TextBytes`). Encoders, escapers and formatters
/// write into any of them, specialized for each, so a page can write a link, a name or a number in
/// place instead of making a string and copying it. Runs of bytes arrive as a ``ByteView``, so no
/// writer holds a pointer.
@usableFromInline
package protocol ByteSink {
    /// Appends one byte.
    mutating func append(_ byte: UInt8)
    /// Appends bytes.
    mutating func append(contentsOf bytes: ByteView)
}

extension Array: ByteSink where Element == UInt8 {
    /// Appends the bytes of a view (one copy).
    @inlinable
    package mutating func append(contentsOf bytes: ByteView) { bytes.copy(to: &self) }
}

extension ByteBuffer: ByteSink {}

extension TextBytes: ByteSink {}

extension ByteView {
    /// Appends the bytes of `range` to `sink` in one copy.
    @inlinable @inline(__always)
    package func append<Sink: ByteSink>(_ range: Range<Int>, to sink: inout Sink) {
        sink.append(contentsOf: slice(range))
    }
}

extension ByteSink {
    /// Appends a literal's bytes.
    @inlinable
    package mutating func append(_ literal: StaticString) {
        ByteView.withUTF8(literal) { append(contentsOf: $0) }
    }

    /// Appends a string's UTF-8.
    @inlinable
    package mutating func append(utf8 text: String) {
        ByteView.withUTF8(text) { append(contentsOf: $0) }
    }

    /// Appends the decimal digits of a number that is not negative, with at least `width` digits
    /// (leading zeros): pixel positions and coordinates are written without making strings.
    ///
    /// - Parameters:
    ///   - value: The number, 0 or more.
    ///   - width: The fewest digits to write.
    @inlinable
    package mutating func appendDigits(_ value: Int, width: Int = 1) {
        appendDigits(UInt(clamping: value), width: width, groupSeparator: nil)
    }

    /// Appends the decimal digits of a number with a group separator before every third digit
    /// from the right once there are more than three (`1,000,000`: CLDR's `minimumGroupingDigits`
    /// 1, what every language the picker speaks uses).
    ///
    /// - Parameters:
    ///   - value: The number.
    ///   - separator: The group separator, e.g. `","` or U+00A0.
    @inlinable
    package mutating func appendGrouped(_ value: UInt, separator: StaticString) {
        appendDigits(value, width: 1, groupSeparator: separator)
    }

    /// The digits, most significant first, with at least `width` of them and a separator between
    /// groups of three when one is given.
    @inlinable
    mutating func appendDigits(_ value: UInt, width: Int, groupSeparator: StaticString?) {
        var divisor: UInt = 1
        var digits = 1
        while divisor <= value / 10 || digits < width {
            divisor *= 10
            digits += 1
        }
        var rest = value
        while divisor > 0 {
            append(UInt8(truncatingIfNeeded: 48 + rest / divisor))
            rest %= divisor
            divisor /= 10
            digits -= 1
            if let groupSeparator, digits > 0, digits % 3 == 0 { append(groupSeparator) }
        }
    }
}
