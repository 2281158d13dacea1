#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads of raw memory: word-at-a-time scanning, hashing and comparing of UTF-8 bytes, for the
/// JSON reader's innermost loops and the string tables.
///
/// Invariant: every function reads only inside the buffers it is given — a word is loaded at
/// `offset` only when `offset + 8 <= count`, the rest byte by byte — and callers pass buffers
/// they own for the duration of the call (``JSONParser/bytes``, a ``ByteTable``'s arena).
/// The tests of ``JSONParser`` and the fuzz tests run these over strings ending at every
/// position of a buffer.
@usableFromInline package enum RawBytes {
    @usableFromInline static let ones: UInt64 = 0x0101_0101_0101_0101
    @usableFromInline static let highs: UInt64 = 0x8080_8080_8080_8080

    /// The position of the first byte at or after `start` that ends the plain part of a JSON
    /// string: `"`, `\` or a control character below 0x20; `bytes.count` when there is none.
    ///
    /// Eight bytes at a time: a byte equal to `c` is a zero byte of `word ^ c·0x01…`, and a zero
    /// (or smaller-than-`n`) byte is found by `(x − n·0x01…) & ~x & 0x80…` (the "has less"
    /// trick from Sean Anderson's *Bit Twiddling Hacks*). Borrows only run towards higher bytes,
    /// so the lowest flagged byte is the first real one.
    ///
    /// - Parameters:
    ///   - bytes: The text.
    ///   - start: Where to start, `0...bytes.count`.
    /// - Returns: The position found.
    package static func endOfPlainString(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        guard let base = bytes.baseAddress else { return start }
        let raw = UnsafeRawPointer(base)
        let count = bytes.count
        var at = start
        while at + 8 <= count {
            let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: at, as: UInt64.self))
            let quote = word ^ (0x22 &* ones)
            let backslash = word ^ (0x5C &* ones)
            let found =
                ((quote &- ones) & ~quote | (backslash &- ones) & ~backslash | (word &- 0x20 &* ones) & ~word) & highs
            if found != 0 { return at + found.trailingZeroBitCount / 8 }
            at += 8
        }
        while at < count {
            let byte = base[at]
            if byte == 0x22 || byte == 0x5C || byte < 0x20 { return at }
            at += 1
        }
        return count
    }

    /// Whether `arena[start..<start + bytes.count]` holds `bytes` (the caller checked that the
    /// range lies inside `arena`).
    @inlinable
    package static func equal(_ arena: UnsafeBufferPointer<UInt8>, _ start: Int, _ bytes: UnsafeBufferPointer<UInt8>)
        -> Bool
    {
        guard let other = bytes.baseAddress, let base = arena.baseAddress, bytes.count > 0 else { return true }
        return memcmp(base + start, other, bytes.count) == 0
    }

    /// A multiply-and-rotate hash over eight bytes at a time (in the style of Firefox's FxHash):
    /// enough to spread a few thousand short texts, at a few cycles per word.
    @inlinable
    package static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash = UInt64(bytes.count) &* 0x9E37_79B9_7F4A_7C15
        guard let base = bytes.baseAddress else { return hash }
        let raw = UnsafeRawPointer(base)
        var offset = 0
        while offset + 8 <= bytes.count {
            let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            hash = (((hash << 5) | (hash >> 59)) ^ word) &* 0x517C_C1B7_2722_0A95
            offset += 8
        }
        var tail: UInt64 = 0
        var shift: UInt64 = 0
        while offset < bytes.count {
            tail |= UInt64(base[offset]) << shift
            shift += 8
            offset += 1
        }
        hash = (((hash << 5) | (hash >> 59)) ^ tail) &* 0x517C_C1B7_2722_0A95
        return hash ^ (hash >> 32)
    }

    /// The hash of an array's bytes: the same as of a buffer holding them.
    @inlinable
    package static func hash(_ bytes: [UInt8]) -> UInt64 {
        bytes.withUnsafeBufferPointer { hash($0) }
    }
}
