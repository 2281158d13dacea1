import ConcurrencyPrimitives

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Why a file could not be mapped.
package struct MappedFileError: Error, CustomStringConvertible {
    /// What failed, with the file's path and the system's reason.
    package var description: String
}

/// A whole file mapped read-only into memory: a region file of millions of records is served
/// without being read or parsed at start, and only the pages a search touches are loaded.
///
/// Invariants: the mapping lives exactly as long as the object (unmapped in `deinit`); every
/// read lies inside `0..<count` — checked by a `precondition` for the checked reads and by
/// `checkInvariant` for the `unchecked` ones, which the innermost loops use. The file is mapped
/// private and read-only. A file renamed over it (what a rebuild does) leaves this mapping as it
/// was; a file written over in place or cut short under it is not safe (its pages change, or read
/// past its new end), so a mapped file is only ever replaced by renaming a new one over it.
package final class MappedFile: @unchecked Sendable {
    // @unchecked Sendable: `base` and `count` are set once in `init` and the memory behind them
    // is read-only (PROT_READ) until `deinit`, so any thread may read it.
    @usableFromInline let base: UnsafeRawPointer?
    /// The file's size in bytes.
    package let count: Int

    /// Maps a file.
    ///
    /// - Parameter path: The file's path.
    /// - Throws: ``MappedFileError`` when it cannot be opened, read or mapped.
    package init(path: String) throws(MappedFileError) {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else {
            throw MappedFileError(description: "\(path): cannot open (\(String(cString: strerror(errno))))")
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            throw MappedFileError(description: "\(path): cannot read its size (\(String(cString: strerror(errno))))")
        }
        let size = Int(status.st_size)
        guard size > 0 else {
            self.base = nil
            self.count = 0
            return
        }
        guard let mapped = mmap(nil, size, PROT_READ, MAP_PRIVATE, descriptor, 0), mapped != MAP_FAILED else {
            throw MappedFileError(description: "\(path): cannot map it (\(String(cString: strerror(errno))))")
        }
        self.base = UnsafeRawPointer(mapped)
        self.count = size
    }

    deinit {
        if let base { munmap(UnsafeMutableRawPointer(mutating: base), count) }
    }

    /// The little-endian `UInt32` at `offset`, checked in every build.
    @inlinable
    package func uint32(at offset: Int) -> UInt32 {
        precondition(offset >= 0 && offset + 4 <= count, "MappedFile: UInt32 at \(offset) outside 0..<\(count)")
        return uint32(uncheckedAt: offset)
    }

    /// The little-endian `UInt32` at `offset`, for the innermost loops (checked where invariants are).
    @inlinable @inline(__always)
    package func uint32(uncheckedAt offset: Int) -> UInt32 {
        checkInvariant(offset >= 0 && offset + 4 <= count, "MappedFile: UInt32 at \(offset) outside 0..<\(count)")
        return UInt32(littleEndian: base.unsafelyUnwrapped.loadUnaligned(fromByteOffset: offset, as: UInt32.self))
    }

    /// The little-endian `UInt64` at `offset`, checked in every build.
    @inlinable
    package func uint64(at offset: Int) -> UInt64 {
        precondition(offset >= 0 && offset + 8 <= count, "MappedFile: UInt64 at \(offset) outside 0..<\(count)")
        return UInt64(littleEndian: base.unsafelyUnwrapped.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
    }

    /// The byte at `offset`, for the innermost loops (checked where invariants are).
    @inlinable @inline(__always)
    package func byte(uncheckedAt offset: Int) -> UInt8 {
        checkInvariant(offset >= 0 && offset < count, "MappedFile: byte \(offset) outside 0..<\(count)")
        return base.unsafelyUnwrapped.load(fromByteOffset: offset, as: UInt8.self)
    }

    /// `body` applied to the bytes of `range` as a view that lives only during the call, checked
    /// in every build.
    @inlinable
    package func withView<Result>(_ range: Range<Int>, _ body: (ByteView) throws -> Result) rethrows -> Result {
        precondition(range.lowerBound >= 0 && range.upperBound <= count, "MappedFile: \(range) outside 0..<\(count)")
        guard let base, !range.isEmpty else { return try body(ByteView(UnsafeBufferPointer(start: nil, count: 0))) }
        return try body(
            ByteView(
                UnsafeBufferPointer(
                    start: (base + range.lowerBound).assumingMemoryBound(to: UInt8.self), count: range.count)))
    }

    /// The bytes of `range` decoded as UTF-8 (invalid sequences replaced), checked in every build.
    @inlinable
    package func string(_ range: Range<Int>) -> String { withView(range) { $0.string } }
}
