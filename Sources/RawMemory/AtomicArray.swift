import Synchronization

/// A fixed number of atomic values in one heap block, freed with the array: the words a store
/// publishes to readers on other threads (a slot's newest record, a "touched" bit, a retirement
/// stamp). `Atomic` has a stable address only where it is stored, so an array of them cannot be a
/// Swift `Array`; this is that array.
///
/// Loads acquire and stores release, so a value read on one thread orders after it everything the
/// writing thread did before it stored the value (the record a slot's head points to).
///
/// Invariant: every index is in `0..<count`, asserted in debug builds. The values themselves are
/// atomics, so any thread may read or write any of them.
@usableFromInline
package struct AtomicArray<Value: AtomicRepresentable>: ~Copyable {
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
        assert(index >= 0 && index < count, "AtomicArray: index \(index) outside 0..<\(count)")
        return elements.advanced(by: index)
    }
}

// `Atomic`'s operations are declared per size of value, so these are too.

extension AtomicArray where Value == UInt64 {
    /// The value at `index` (an acquiring load).
    @inlinable @inline(__always)
    package func load(_ index: Int) -> UInt64 { atomic(index).pointee.load(ordering: .acquiring) }

    /// Sets the bits of `bits` in the value at `index` (a releasing update).
    @inlinable @inline(__always)
    package func setBits(_ bits: UInt64, at index: Int) {
        atomic(index).pointee.bitwiseOr(bits, ordering: .releasing)
    }
}

extension AtomicArray where Value == Int32 {
    /// The value at `index` (an acquiring load).
    @inlinable @inline(__always)
    package func load(_ index: Int) -> Int32 { atomic(index).pointee.load(ordering: .acquiring) }

    /// Sets the value at `index` (a releasing store).
    @inlinable @inline(__always)
    package func store(_ value: Int32, at index: Int) { atomic(index).pointee.store(value, ordering: .releasing) }
}

// `@unchecked Sendable`: every value is an atomic, and the block lives as long as the array.
extension AtomicArray: @unchecked Sendable {}
