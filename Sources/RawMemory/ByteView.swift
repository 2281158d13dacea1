import ConcurrencyPrimitives

/// Bytes someone else owns, read by index, by eight-byte word and by run: how text is scanned a
/// word at a time (the HTML escaper) without holding a pointer outside the fence. A view lives only
/// inside the closure that made it (``withUTF8(_:_:)``, ``withBytes(_:_:)``).
///
/// Invariants, asserted in debug builds: an index is in `0..<count`; a word is read at `offset`
/// only when `offset + 8 <= count`; a run lies inside the view.
@usableFromInline
package struct ByteView {
    @usableFromInline let bytes: UnsafeBufferPointer<UInt8>

    @inlinable
    init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    /// `body` applied to the UTF-8 of a string (made contiguous first if it is not).
    @inlinable @inline(__always)
    package static func withUTF8<Result>(_ text: String, _ body: (ByteView) -> Result) -> Result {
        var text = text
        return text.withUTF8 { body(ByteView($0)) }
    }

    /// `body` applied to the UTF-8 of a literal.
    @inlinable @inline(__always)
    package static func withUTF8<Result>(_ literal: StaticString, _ body: (ByteView) -> Result) -> Result {
        literal.withUTF8Buffer { body(ByteView($0)) }
    }

    /// `body` applied to the bytes of an array.
    @inlinable @inline(__always)
    package static func withBytes<Result>(_ bytes: [UInt8], _ body: (ByteView) -> Result) -> Result {
        bytes.withUnsafeBufferPointer { body(ByteView($0)) }
    }

    /// How many bytes.
    @inlinable
    package var count: Int { bytes.count }

    /// The byte at `index`.
    @inlinable @inline(__always)
    package subscript(unchecked index: Int) -> UInt8 {
        checkInvariant(index >= 0 && index < bytes.count, "ByteView: index \(index) outside 0..<\(bytes.count)")
        return bytes[index]
    }

    /// The eight bytes at `offset` as one little-endian word.
    @inlinable @inline(__always)
    package func word(uncheckedAt offset: Int) -> UInt64 {
        checkInvariant(
            offset >= 0 && offset + 8 <= bytes.count, "ByteView: word at \(offset) outside 0..<\(bytes.count)")
        // A view of zero bytes has no word to read, so here the base address exists.
        return UInt64(
            littleEndian: UnsafeRawPointer(bytes.baseAddress.unsafelyUnwrapped)
                .loadUnaligned(fromByteOffset: offset, as: UInt64.self))
    }

    /// Appends every byte to an array, in one copy.
    @inlinable
    package func copy(to array: inout [UInt8]) { array.append(contentsOf: bytes) }
}
