import ConcurrencyPrimitives

/// Words written once and never changed, read by index: a packed week table inside a
/// ``WordArena`` chunk or a ``WordBuffer``. A view, not an owner: whoever made it keeps the
/// storage alive (a compiled schedule holds its chunk) for as long as the view is read.
///
/// Invariant: `0 <= index < count` on every read, asserted in debug builds (where the count is
/// kept); release builds read the word at the address, as the packed-week code always did.
@usableFromInline package struct FrozenWords: @unchecked Sendable {
    // `@unchecked Sendable`: the words are never written after the view is made, so any thread
    // may read them.
    @usableFromInline let base: UnsafePointer<UInt32>
    #if DEBUG || PLACEPICKER_INTERNAL_CHECKS
    @usableFromInline let count: Int
    #endif

    @inlinable
    init(base: UnsafePointer<UInt32>, count: Int) {
        self.base = base
        #if DEBUG || PLACEPICKER_INTERNAL_CHECKS
        self.count = count
        #endif
    }

    /// The word at `index`.
    @inlinable @inline(__always)
    package subscript(unchecked index: Int) -> UInt32 {
        #if DEBUG || PLACEPICKER_INTERNAL_CHECKS
        checkInvariant(index >= 0 && index < count, "FrozenWords: index \(index) outside 0..<\(count)")
        #endif
        return base[index]
    }

    /// Words `range` copied into an array.
    package func copy(_ range: Range<Int>) -> [UInt32] { range.map { self[unchecked: $0] } }
}

/// Words on the heap, in one object with its count (a computed week kept in a schedule's cache).
/// A struct around the object, so a cache holding it reads the words with one hop.
@usableFromInline
package struct WordBuffer: @unchecked Sendable {
    // `@unchecked Sendable`: the words are written when the buffer is made and never again, so
    // any thread may read them (a `ManagedBuffer` is never `Sendable` by itself).
    @usableFromInline package let storage: Storage

    @usableFromInline
    package final class Storage: ManagedBuffer<Int, UInt32> {
        deinit { _ = withUnsafeMutablePointers { count, elements in elements.deinitialize(count: count.pointee) } }
    }

    /// A buffer holding `words`.
    package init(_ words: [UInt32]) {
        let made = Storage.create(minimumCapacity: max(words.count, 1)) { _ in words.count }
        made.withUnsafeMutablePointerToElements { elements in
            words.withUnsafeBufferPointer { source in
                if let address = source.baseAddress { elements.initialize(from: address, count: words.count) }
            }
        }
        storage = unsafeDowncast(made, to: Storage.self)
    }

    /// The buffer of a storage object (kept in a cache as an unmanaged reference).
    @inlinable
    package init(storage: Storage) { self.storage = storage }

    /// `body` applied to the words, valid while it runs.
    @inlinable @inline(__always)
    package func read<Result>(_ body: (FrozenWords) -> Result) -> Result {
        storage.withUnsafeMutablePointers { count, elements in
            body(FrozenWords(base: UnsafePointer(elements), count: count.pointee))
        }
    }
}
