import ConcurrencyPrimitives

/// Bytes written one after another into one growing allocation: the buffer an `HTML` document
/// writes a page's repeated parts into.
///
/// A page is written in about three thousand small appends (a tag name, a quote, an escaped
/// name). Appending to a `[UInt8]` checks that the array is uniquely referenced and has room, and
/// calls `memcpy`, on every one: about 75 instructions each, 7 % of a million-place page. Here an
/// append is a capacity check and a copy; the buffer is a class, so writers passing it on do not
/// copy it, and it is never shared between threads (each page makes its own).
@usableFromInline
package final class ByteBuffer {
    /// The first byte.
    // Unchecked exclusivity: the appends are inlined into other modules, where the compiler
    // cannot see every access and would check each one at run time (a third of a page's
    // instructions). Sound because a buffer is owned by one writer on one thread, and no append
    // calls out while it holds an access.
    @exclusivity(unchecked) @usableFromInline var base: UnsafeMutablePointer<UInt8>
    /// How many bytes are written.
    @exclusivity(unchecked) @usableFromInline var count = 0
    /// How many bytes fit before the buffer grows.
    @exclusivity(unchecked) @usableFromInline var capacity: Int

    /// An empty buffer with room for `capacity` bytes (at least 64).
    package init(capacity: Int = 256) {
        self.capacity = max(64, capacity)
        base = .allocate(capacity: self.capacity)
    }

    deinit { base.deallocate() }

    /// Appends one byte.
    @inlinable @inline(__always)
    package func append(_ byte: UInt8) {
        checkInvariant(count <= capacity, "ByteBuffer wrote past its capacity")
        if count == capacity { grow(toHold: 1) }
        base[count] = byte
        count += 1
    }

    /// Appends bytes: short runs (most of a page: tag names, quotes, words) byte by byte, longer
    /// ones with one copy.
    @inlinable @inline(__always)
    package func append(contentsOf view: ByteView) {
        let bytes = view.bytes
        let length = bytes.count
        guard length > 0, let source = bytes.baseAddress else { return }
        if capacity - count < length { grow(toHold: length) }
        checkInvariant(count + length <= capacity, "ByteBuffer grew too little")
        let target = base + count
        if length <= 16 {
            for index in 0..<length { target[index] = source[index] }
        } else {
            target.update(from: source, count: length)
        }
        count += length
    }

    /// Appends a literal's bytes.
    @inlinable @inline(__always)
    package func append(_ literal: StaticString) {
        ByteView.withUTF8(literal) { append(contentsOf: $0) }
    }

    /// Appends bytes of an array.
    @inlinable
    package func append(contentsOf bytes: [UInt8]) {
        // Not through `ByteView.withBytes`: its closure is not inlined here (+1.4 M on the 100k page run).
        bytes.withUnsafeBufferPointer { append(contentsOf: ByteView($0)) }
    }

    /// Appends the UTF-8 of a string.
    package func append(utf8 text: String) {
        ByteView.withUTF8(text) { append(contentsOf: $0) }
    }

    /// The bytes written, as an array (one copy).
    package var bytes: [UInt8] { Array(UnsafeBufferPointer(start: base, count: count)) }

    /// Makes room for `length` more bytes: at least double, so appends stay amortized O(1).
    @usableFromInline func grow(toHold length: Int) {
        let newCapacity = max(capacity * 2, count + length)
        let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newBase.initialize(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }
}
