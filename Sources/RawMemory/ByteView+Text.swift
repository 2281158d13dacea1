import ConcurrencyPrimitives

/// What the readers need of a ``ByteView`` beyond single bytes and words: views of any contiguous
/// bytes (`Data`, array slices), sub-range views, strings made from a view, and the word-at-a-time
/// scan, hash and comparison of ``RawBytes`` over views.
///
/// Invariants, asserted in debug builds: a sub-range lies inside its view; a comparison at
/// `start` reads only `start..<start + other.count`, which lies inside the view.
extension ByteView {
    /// `body` applied to the bytes of a collection: in place when they are contiguous (an array or
    /// array slice, `Data`, a native string's UTF-8 view), else from a copy.
    @inlinable @inline(__always)
    package static func withContiguousBytes<Bytes: Collection<UInt8>, Result>(
        _ bytes: Bytes, _ body: (ByteView) throws -> Result
    ) rethrows -> Result {
        if let result = try bytes.withContiguousStorageIfAvailable({ try body(ByteView($0)) }) { return result }
        return try Array(bytes).withUnsafeBufferPointer { try body(ByteView($0)) }
    }

    /// `body` applied to bytes a C function handed over, for the C boundary's files (libpq's
    /// `COPY` lines): the caller keeps them valid and unchanged during the call, and the view does
    /// not outlive it.
    @inlinable @inline(__always)
    package static func withBorrowed<Result>(_ bytes: UnsafeBufferPointer<UInt8>, _ body: (ByteView) throws -> Result)
        rethrows -> Result
    {
        try body(ByteView(bytes))
    }

    /// The bytes of `range` as a view of their own (indexed from 0), alive as long as this one.
    @inlinable @inline(__always)
    package func slice(_ range: Range<Int>) -> ByteView {
        checkInvariant(
            range.lowerBound >= 0 && range.upperBound <= bytes.count, "ByteView: slice \(range) outside the view")
        return ByteView(UnsafeBufferPointer(rebasing: bytes[range]))
    }

    /// The bytes decoded as UTF-8, invalid sequences replaced with U+FFFD.
    @inlinable
    package var string: String { String(decoding: bytes, as: UTF8.self) }

    /// The bytes as UTF-8, or `nil` when they are not valid UTF-8.
    @inlinable
    package var validatedString: String? { String(validUTF8: bytes) }

    /// Whether every byte is below 0x80.
    @inlinable
    package var isASCII: Bool {
        for byte in bytes where byte >= 0x80 { return false }
        return true
    }

    /// A copy of the bytes.
    @inlinable
    package var array: [UInt8] { Array(bytes) }

    /// The bytes as consecutive little-endian integers of `Value`'s size, copied in one move (the
    /// view's count must be a multiple of that size, which is checked).
    @inlinable
    package func littleEndianIntegers<Value: FixedWidthInteger>(_ type: Value.Type) -> [Value] {
        let size = MemoryLayout<Value>.size
        precondition(bytes.count % size == 0, "ByteView: \(bytes.count) bytes are not whole \(Value.self) values")
        let count = bytes.count / size
        var values = [Value](unsafeUninitializedCapacity: count) { buffer, initialized in
            if count > 0 { UnsafeMutableRawBufferPointer(buffer).copyMemory(from: UnsafeRawBufferPointer(bytes)) }
            initialized = count
        }
        if Value(littleEndian: 1) != 1 {
            for index in values.indices { values[index] = Value(littleEndian: values[index]) }
        }
        return values
    }

    /// Whether `self[start..<start + other.count]` holds the bytes of `other` (the range must lie
    /// inside this view).
    @inlinable @inline(__always)
    package func equals(_ other: ByteView, at start: Int) -> Bool {
        checkInvariant(
            start >= 0 && start <= bytes.count && other.count <= bytes.count - start,
            "ByteView: \(other.count) bytes at \(start) outside 0..<\(bytes.count)")
        return RawBytes.equal(bytes, start, other.bytes)
    }
}

extension ByteView: RandomAccessCollection {
    @inlinable
    package var startIndex: Int { 0 }

    /// The byte at `position`, checked in every build: the collection's subscript, for `for … in`
    /// and the standard algorithms. The scanners' loops read ``subscript(unchecked:)``.
    @inlinable
    package subscript(position: Int) -> UInt8 {
        precondition(position >= 0 && position < bytes.count, "ByteView: index \(position) outside 0..<\(bytes.count)")
        return bytes[position]
    }

    @inlinable
    package var endIndex: Int { bytes.count }
}

extension RawBytes {
    /// ``endOfPlainString(in:from:)`` over a view.
    package static func endOfPlainString(in bytes: ByteView, from start: Int) -> Int {
        checkInvariant(start >= 0 && start <= bytes.count, "RawBytes: start \(start) outside 0...\(bytes.count)")
        return endOfPlainString(in: bytes.bytes, from: start)
    }

    /// ``hash(_:)`` of a view's bytes: the same as of a buffer or an array holding them.
    @inlinable @inline(__always)
    package static func hash(_ bytes: ByteView) -> UInt64 { hash(bytes.bytes) }
}
