#if !canImport(Darwin)
import Synchronization
#endif

// The package's atomics, one form per platform. Linux (and every system without availability
// limits) uses the standard library's `Synchronization.Atomic`; Apple systems use the same
// operations under a lock (``LockedAtomicCell``, ``LockedAtomicArray``), because `Synchronization`
// needs iOS 18 and macOS 15 and the package supports iOS 17 and macOS 14. There the atomics serve
// only live changes (`PlaceEngine.applying`), which an app rarely makes. Both forms are compiled and
// tested on Linux (ConcurrencyPrimitivesTests); Apple systems compile the locked one only.

#if canImport(Darwin)
/// One atomic word (``LockedAtomicCell`` on Apple systems).
@usableFromInline package typealias AtomicCell<Value: AtomicWord> = LockedAtomicCell<Value>
/// A fixed number of atomic words (``LockedAtomicArray`` on Apple systems).
@usableFromInline package typealias AtomicArray<Value: AtomicWord> = LockedAtomicArray<Value>
#else
/// One atomic word stored in place of its owner (``StandardAtomicCell`` here).
@usableFromInline package typealias AtomicCell<Value: AtomicWord> = StandardAtomicCell<Value>
/// A fixed number of atomic words in one heap block (``StandardAtomicArray`` here): the words a
/// store publishes to readers on other threads (a slot's newest record, a "touched" bit).
@usableFromInline package typealias AtomicArray<Value: AtomicWord> = StandardAtomicArray<Value>
#endif

/// A word the package's atomics hold: `Int`, `Int32`, `UInt32` or `UInt64`.
#if canImport(Darwin)
@usableFromInline
package protocol AtomicWord: Sendable {}
#else
@usableFromInline
package protocol AtomicWord: AtomicRepresentable, Sendable {}
#endif

extension Int: AtomicWord {}
extension Int32: AtomicWord {}
extension UInt32: AtomicWord {}
extension UInt64: AtomicWord {}
