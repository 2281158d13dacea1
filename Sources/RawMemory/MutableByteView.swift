import ConcurrencyPrimitives

/// Bytes written by index into memory someone else owns: scratch on the stack
/// (``withScratch(capacity:_:)``), or a new string's own storage (``string(capacity:_:)``), so short
/// texts are made without an intermediate array and keys are built without an allocation. A view
/// lives only inside the closure that made it.
///
/// Invariants: every index is in `0..<count` (asserted in debug builds); a copied run fits
/// (checked, once per run); only bytes that were written are read back (scratch starts
/// uninitialized); a string's fill reports at most `capacity` bytes written (checked once).
@usableFromInline
package struct MutableByteView {
    @usableFromInline let bytes: UnsafeMutableBufferPointer<UInt8>

    @inlinable
    init(_ bytes: UnsafeMutableBufferPointer<UInt8>) { self.bytes = bytes }

    /// `body` applied to `capacity` bytes of scratch, on the stack when small enough.
    @inlinable @inline(__always)
    package static func withScratch<Result>(capacity: Int, _ body: (MutableByteView) throws -> Result) rethrows
        -> Result
    {
        try withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(1, capacity)) { scratch in
            try body(MutableByteView(UnsafeMutableBufferPointer(rebasing: scratch[..<max(0, capacity)])))
        }
    }

    /// A string of up to `capacity` UTF-8 bytes written straight into its storage (a string of up
    /// to 15 bytes is stored inline, without an allocation): `fill` writes the bytes from index 0 on
    /// and returns how many it wrote. Invalid UTF-8 is repaired, as `String(decoding:as:)` does.
    @inlinable @inline(__always)
    package static func string(capacity: Int, _ fill: (MutableByteView) -> Int) -> String {
        String(unsafeUninitializedCapacity: capacity) { buffer in
            // The buffer holds `capacity` bytes (the standard library's storage, never fewer).
            let count = fill(MutableByteView(buffer))
            precondition(
                count >= 0 && count <= buffer.count, "MutableByteView: \(count) bytes written, room for \(buffer.count)"
            )
            return count
        }
    }

    /// How many bytes.
    @inlinable
    package var count: Int { bytes.count }

    /// The byte at `index`.
    @inlinable @inline(__always)
    package subscript(unchecked index: Int) -> UInt8 {
        get {
            checkInvariant(
                index >= 0 && index < bytes.count, "MutableByteView: index \(index) outside 0..<\(bytes.count)")
            return bytes[index]
        }
        nonmutating set {
            checkInvariant(
                index >= 0 && index < bytes.count, "MutableByteView: index \(index) outside 0..<\(bytes.count)")
            bytes[index] = newValue
        }
    }

    /// Copies the bytes of `source` to `offset…`, and returns the index after them.
    @inlinable @inline(__always)
    @discardableResult
    package func copy(_ source: ByteView, to offset: Int) -> Int {
        precondition(
            offset >= 0 && source.count <= bytes.count - offset,
            "MutableByteView: \(source.count) bytes at \(offset) outside 0..<\(bytes.count)")
        if let from = source.bytes.baseAddress, let to = bytes.baseAddress {
            (to + offset).update(from: from, count: source.count)
        }
        return offset + source.count
    }

    /// The written bytes of `range`, read-only.
    @inlinable @inline(__always)
    package func view(_ range: Range<Int>) -> ByteView {
        checkInvariant(
            range.lowerBound >= 0 && range.upperBound <= bytes.count, "MutableByteView: run \(range) outside the view")
        return ByteView(UnsafeBufferPointer(rebasing: bytes[range]))
    }
}
