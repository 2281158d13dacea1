/// A value kept in one shared heap object, copied only when it is changed while shared: copying
/// the holder costs one reference count, not one per string, array and dictionary inside (a
/// query's results copy places out of a catalog of a million, and their fields' own objects are
/// never touched).
///
/// Invariant: the object is changed only through ``value``'s `_modify`, which first makes it
/// unique (`isKnownUniquelyReferenced`, else a copy). An object reachable from two holders, or two
/// threads, is therefore never written, which is why the holder is `Sendable` when the value is.
@usableFromInline
package struct CopyOnWrite<Value: Sendable>: @unchecked Sendable {
    @usableFromInline
    final class Box {
        @usableFromInline var value: Value
        @usableFromInline init(_ value: consuming Value) { self.value = value }
    }

    @usableFromInline var box: Box

    /// A holder of `value`.
    @inlinable
    package init(_ value: consuming Value) { box = Box(value) }

    /// The value; changing it first copies the object if another holder shares it.
    @inlinable
    package var value: Value {
        _read { yield box.value }
        _modify {
            if !isKnownUniquelyReferenced(&box) { box = Box(box.value) }
            yield &box.value
        }
    }

    /// Whether both holders share one object (so their values are equal without comparing them).
    @inlinable
    package func isShared(with other: CopyOnWrite) -> Bool { box === other.box }
}
