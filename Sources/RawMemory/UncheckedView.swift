/// An array's elements read (or, mutable, written) by index without the bounds check of each
/// access in release builds, for the innermost loops that index several arrays by one position
/// they already know is valid (a query reads three arrays per place visited: without the checks
/// the 100k-place page run takes 0.4 % fewer instructions). A view lives only inside the closure
/// that made it.
///
/// Invariant: every index is in `0..<count`, asserted in debug builds.
@usableFromInline
package struct UncheckedView<Element> {
    @usableFromInline let elements: UnsafeBufferPointer<Element>

    @inlinable
    init(_ elements: UnsafeBufferPointer<Element>) { self.elements = elements }

    /// `body` applied to a view of `array`.
    @inlinable @inline(__always)
    package static func with<Result>(_ array: [Element], _ body: (UncheckedView) throws -> Result) rethrows -> Result {
        try array.withUnsafeBufferPointer { try body(UncheckedView($0)) }
    }

    /// How many elements.
    @inlinable
    package var count: Int { elements.count }

    /// The element at `index`.
    @inlinable @inline(__always)
    package subscript(index: Int) -> Element {
        assert(index >= 0 && index < elements.count, "UncheckedView: index \(index) outside 0..<\(elements.count)")
        return elements[index]
    }
}

/// ``UncheckedView``'s mutable form, for counters written in the same loops.
@usableFromInline
package struct UncheckedMutableView<Element> {
    @usableFromInline let elements: UnsafeMutableBufferPointer<Element>

    @inlinable
    init(_ elements: UnsafeMutableBufferPointer<Element>) { self.elements = elements }

    /// `body` applied to a mutable view of `array`.
    @inlinable @inline(__always)
    package static func with<Result>(
        _ array: inout [Element], _ body: (UncheckedMutableView) throws -> Result
    ) rethrows -> Result {
        try array.withUnsafeMutableBufferPointer { try body(UncheckedMutableView($0)) }
    }

    /// The element at `index`.
    @inlinable @inline(__always)
    package subscript(index: Int) -> Element {
        get {
            assert(
                index >= 0 && index < elements.count,
                "UncheckedMutableView: index \(index) outside 0..<\(elements.count)")
            return elements[index]
        }
        nonmutating set {
            assert(
                index >= 0 && index < elements.count,
                "UncheckedMutableView: index \(index) outside 0..<\(elements.count)")
            elements[index] = newValue
        }
    }
}

extension UncheckedView: RandomAccessCollection {
    @inlinable
    package var startIndex: Int { 0 }

    @inlinable
    package var endIndex: Int { elements.count }
}
