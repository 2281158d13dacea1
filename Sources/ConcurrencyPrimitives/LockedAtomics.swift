/// One word with the operations of ``StandardAtomicCell``, each done under a lock (a ``Locked``):
/// the form of ``AtomicCell`` on Apple systems before iOS 18 and macOS 15, where `Synchronization`
/// is missing. Compiled and tested on every platform. Taking and leaving the lock orders like an
/// acquiring load and a releasing store.
@usableFromInline
package struct LockedAtomicCell<Value: AtomicWord>: ~Copyable, Sendable {
    @usableFromInline let value: Locked<Value>

    /// A cell holding `value`.
    @inlinable
    package init(_ value: Value) { self.value = Locked(value) }

    /// The value.
    @inlinable @inline(__always)
    package func load() -> Value { value.withLock { $0 } }

    /// The value (the same as ``load()``: a lock has no weaker ordering).
    @inlinable @inline(__always)
    package func loadRelaxed() -> Value { load() }

    /// Sets the value.
    @inlinable @inline(__always)
    package func store(_ newValue: Value) { value.withLock { $0 = newValue } }
}

extension LockedAtomicCell where Value == Int {
    /// Adds `value`, wrapping around on overflow (for counters).
    @inlinable @inline(__always)
    package func add(_ operand: Int) { value.withLock { $0 &+= operand } }
}

/// A fixed number of words with the operations of ``StandardAtomicArray``, each done under one lock
/// for the whole array (a ``Locked``): the form of ``AtomicArray`` on Apple systems before iOS 18
/// and macOS 15. Compiled and tested on every platform.
///
/// Invariant: every index is in `0..<count` (the array's bounds check traps otherwise).
@usableFromInline
package struct LockedAtomicArray<Value: AtomicWord>: ~Copyable, Sendable {
    @usableFromInline let values: Locked<[Value]>
    /// How many values.
    @usableFromInline package let count: Int

    /// `count` values, each `initial`.
    @inlinable
    package init(count: Int, initial: Value) {
        precondition(count >= 0, "AtomicArray: negative count \(count)")
        self.count = count
        values = Locked(Array(repeating: initial, count: count))
    }

    /// The value at `index`.
    @inlinable @inline(__always)
    package func load(_ index: Int) -> Value { values.withLock { $0[index] } }

    /// Sets the value at `index`.
    @inlinable @inline(__always)
    package func store(_ value: Value, at index: Int) { values.withLock { $0[index] = value } }
}

extension LockedAtomicArray where Value == UInt64 {
    /// Sets the bits of `bits` in the value at `index`.
    @inlinable @inline(__always)
    package func setBits(_ bits: UInt64, at index: Int) { values.withLock { $0[index] |= bits } }
}
