#if !canImport(Darwin)
import Synchronization

/// One atomic value of the standard library's `Synchronization`, stored in place: the atomics of
/// every system but Apple's (``AtomicCell`` says which form a platform uses; on Apple systems,
/// where `Synchronization` needs iOS 18 and macOS 15, this form is not compiled). Loads acquire and
/// stores release.
@usableFromInline
package struct StandardAtomicCell<Value: AtomicWord>: ~Copyable {
    @usableFromInline let atomic: Atomic<Value>

    /// A cell holding `value`.
    @inlinable
    package init(_ value: Value) { atomic = Atomic(value) }
}

// `Atomic` declares its operations per size of value, so these are too (Int and UInt64, then
// Int32 and UInt32).

extension StandardAtomicCell where Value.AtomicRepresentation == _Atomic64BitStorage {
    /// The value (an acquiring load).
    @inlinable @inline(__always)
    package func load() -> Value { atomic.load(ordering: .acquiring) }

    /// The value, with no ordering (for the one thread that writes it).
    @inlinable @inline(__always)
    package func loadRelaxed() -> Value { atomic.load(ordering: .relaxed) }

    /// Sets the value (a releasing store).
    @inlinable @inline(__always)
    package func store(_ value: Value) { atomic.store(value, ordering: .releasing) }
}

extension StandardAtomicCell where Value.AtomicRepresentation == _Atomic32BitStorage {
    @inlinable @inline(__always)
    package func load() -> Value { atomic.load(ordering: .acquiring) }

    @inlinable @inline(__always)
    package func loadRelaxed() -> Value { atomic.load(ordering: .relaxed) }

    @inlinable @inline(__always)
    package func store(_ value: Value) { atomic.store(value, ordering: .releasing) }
}

extension StandardAtomicCell where Value == Int {
    /// Adds `value`, wrapping around on overflow, with no ordering (for counters).
    @inlinable @inline(__always)
    package func add(_ value: Int) { atomic.wrappingAdd(value, ordering: .relaxed) }
}

extension StandardAtomicCell: Sendable where Value: Sendable {}

/// A fixed number of `Synchronization` atomics in one heap block, freed with the array (the
/// standard form of ``AtomicArray``). `Atomic` has a stable address only where it is stored, so an
/// array of them cannot be a Swift `Array`; this is that array.
///
/// Invariant: every index is in `0..<count`, asserted in debug builds. The values themselves are
/// atomics, so any thread may read or write any of them.
@usableFromInline
package struct StandardAtomicArray<Value: AtomicWord>: ~Copyable {
    @usableFromInline let elements: UnsafeMutablePointer<Atomic<Value>>
    /// How many values.
    @usableFromInline package let count: Int

    /// `count` values, each `initial` (inlinable, so that it is specialized: the generic form
    /// costs about 100 instructions a value).
    @inlinable
    package init(count: Int, initial: Value) {
        precondition(count >= 0, "AtomicArray: negative count \(count)")
        self.count = count
        elements = .allocate(capacity: max(1, count))
        for index in 0..<count { (elements + index).initialize(to: Atomic(initial)) }
    }

    deinit {
        elements.deinitialize(count: count)
        elements.deallocate()
    }

    /// The atomic at `index`.
    @inlinable @inline(__always)
    func atomic(_ index: Int) -> UnsafeMutablePointer<Atomic<Value>> {
        checkInvariant(index >= 0 && index < count, "AtomicArray: index \(index) outside 0..<\(count)")
        return elements.advanced(by: index)
    }
}

extension StandardAtomicArray where Value.AtomicRepresentation == _Atomic64BitStorage {
    /// The value at `index` (an acquiring load).
    @inlinable @inline(__always)
    package func load(_ index: Int) -> Value { atomic(index).pointee.load(ordering: .acquiring) }

    /// Sets the value at `index` (a releasing store).
    @inlinable @inline(__always)
    package func store(_ value: Value, at index: Int) { atomic(index).pointee.store(value, ordering: .releasing) }
}

extension StandardAtomicArray where Value.AtomicRepresentation == _Atomic32BitStorage {
    @inlinable @inline(__always)
    package func load(_ index: Int) -> Value { atomic(index).pointee.load(ordering: .acquiring) }

    @inlinable @inline(__always)
    package func store(_ value: Value, at index: Int) { atomic(index).pointee.store(value, ordering: .releasing) }
}

extension StandardAtomicArray where Value == UInt64 {
    /// Sets the bits of `bits` in the value at `index` (a releasing update).
    @inlinable @inline(__always)
    package func setBits(_ bits: UInt64, at index: Int) {
        atomic(index).pointee.bitwiseOr(bits, ordering: .releasing)
    }
}

// `@unchecked Sendable`: every value is an atomic, and the block lives as long as the array.
extension StandardAtomicArray: @unchecked Sendable {}

#endif
