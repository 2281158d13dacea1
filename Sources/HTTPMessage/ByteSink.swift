/// Where bytes are written: a byte array, or a page's growing buffer (`PlacePickerWeb`'s
/// `ByteBuffer`). Encoders and escapers write into either, specialized for each, so a page can
/// write a link or a name in place instead of making a string and copying it.
public protocol ByteSink {
    /// Appends one byte.
    mutating func append(_ byte: UInt8)
    /// Appends bytes.
    mutating func append(contentsOf bytes: UnsafeBufferPointer<UInt8>)
}

extension Array: ByteSink where Element == UInt8 {}

extension ByteSink {
    /// Appends a literal's bytes.
    @inlinable
    public mutating func append(_ literal: StaticString) {
        literal.withUTF8Buffer { append(contentsOf: $0) }
    }

    /// Appends the decimal digits of a number that is not negative, with at least `width` digits
    /// (leading zeros): pixel positions and coordinates are written without making strings.
    ///
    /// - Parameters:
    ///   - value: The number, 0 or more.
    ///   - width: The fewest digits to write.
    @inlinable
    public mutating func appendDigits(_ value: Int, width: Int = 1) {
        var divisor = 1
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
        }
    }
}
