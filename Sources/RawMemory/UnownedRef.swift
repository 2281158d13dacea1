import ConcurrencyPrimitives

/// A reference that does not keep its object alive, read without reference counting: for the
/// hot path of a value whose other field owns the same object (a compiled schedule keeps its
/// storage, and reads it through this so a lookup writes nothing to the object — a retain is a
/// write, one cache miss per schedule when a catalog's schedules are read one after another).
///
/// Invariant: the object outlives every read. Debug builds also keep a weak reference and assert
/// on each read that the object is still there.
@usableFromInline package struct UnownedRef<Object: AnyObject> {
    @usableFromInline let unmanaged: Unmanaged<Object>
    #if DEBUG || PLACEPICKER_INTERNAL_CHECKS
    @usableFromInline let liveness: Liveness
    #endif

    /// A reference to `object`, which someone else keeps alive.
    @inlinable
    package init(_ object: Object) {
        unmanaged = Unmanaged.passUnretained(object)
        #if DEBUG || PLACEPICKER_INTERNAL_CHECKS
        liveness = Liveness(object)
        #endif
    }

    /// `body` applied to the object, with no retain or release.
    @inlinable @inline(__always)
    package func read<Result>(_ body: (Object) -> Result) -> Result {
        #if DEBUG || PLACEPICKER_INTERNAL_CHECKS
        checkInvariant(liveness.object != nil, "UnownedRef read after its object was freed")
        #endif
        return unmanaged._withUnsafeGuaranteedRef(body)
    }

    /// The object, retained for the caller (off the hot path).
    @inlinable
    package var object: Object { unmanaged.takeUnretainedValue() }

    #if DEBUG || PLACEPICKER_INTERNAL_CHECKS
    /// The weak reference debug builds check reads against.
    @usableFromInline
    final class Liveness: @unchecked Sendable {
        // `@unchecked Sendable`: a weak reference is read and cleared atomically by the runtime.
        @usableFromInline weak var object: Object?
        @usableFromInline init(_ object: Object) { self.object = object }
    }
    #endif
}

// `@unchecked Sendable` when the object is: the reference itself is a constant address.
extension UnownedRef: @unchecked Sendable where Object: Sendable {}
