import ConcurrencyPrimitives

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
    package subscript(unchecked index: Int) -> Element {
        checkInvariant(
            index >= 0 && index < elements.count, "UncheckedView: index \(index) outside 0..<\(elements.count)")
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

    /// `body` applied to a mutable view of `count` elements, each `initial`, in memory that lives
    /// only while `body` runs: on the stack when it is small (1 KiB or less), so a search's
    /// scratch space costs no allocation.
    @inlinable @inline(__always)
    package static func withTemporary<Result>(
        repeating initial: Element, count: Int, _ body: (UncheckedMutableView) throws -> Result
    ) rethrows -> Result {
        try withUnsafeTemporaryAllocation(of: Element.self, capacity: count) { elements in
            elements.initialize(repeating: initial)
            defer { elements.deinitialize() }
            return try body(UncheckedMutableView(elements))
        }
    }

    /// An array of at most `capacity` elements written by `body` into memory not yet
    /// initialized, without the array's capacity and uniqueness checks of each append and
    /// without first filling it (filling a level's room before clustering it cost 0.9 % of a
    /// page). `body` writes elements `0..<count` (of a plain type: a write is then a plain store)
    /// and sets `count`; it must not read an element it has not written. `count <= capacity` is
    /// checked.
    @inlinable
    package static func makeArray(
        capacity: Int, _ body: (UncheckedMutableView, inout Int) throws -> Void
    ) rethrows -> [Element] where Element: BitwiseCopyable {
        try [Element](unsafeUninitializedCapacity: capacity) { elements, initialized in
            var count = 0
            try body(UncheckedMutableView(elements), &count)
            precondition(
                count >= 0 && count <= capacity, "UncheckedMutableView: \(count) elements written into \(capacity)")
            initialized = count
        }
    }

    /// How many elements.
    @inlinable
    package var count: Int { elements.count }

    /// Sorts the elements of `range` in place by `areInIncreasingOrder`.
    @inlinable
    package func sort(_ range: Range<Int>, by areInIncreasingOrder: (Element, Element) throws -> Bool) rethrows {
        checkInvariant(
            range.lowerBound >= 0 && range.upperBound <= elements.count,
            "UncheckedMutableView: range \(range) outside 0..<\(elements.count)")
        var part = UnsafeMutableBufferPointer(rebasing: elements[range])
        try part.sort(by: areInIncreasingOrder)
    }

    /// Sets every element of `range` to `value`.
    @inlinable
    package func fill(_ range: Range<Int>, with value: Element) {
        checkInvariant(
            range.lowerBound >= 0 && range.upperBound <= elements.count,
            "UncheckedMutableView: range \(range) outside 0..<\(elements.count)")
        UnsafeMutableBufferPointer(rebasing: elements[range]).update(repeating: value)
    }

    /// Copies `source[range]` to the elements from `index` on, in one copy and without making a
    /// slice of `source` (a slice holds its array: a retain and a release each, which for the few
    /// thousand runs a list regroups was a percent of a page). Of a plain type, so the elements
    /// written over may be ones ``makeArray(capacity:_:)`` has not written yet.
    @inlinable @inline(__always)
    package func copy(_ range: Range<Int>, of source: [Element], to index: Int) where Element: BitwiseCopyable {
        checkInvariant(
            range.lowerBound >= 0 && range.upperBound <= source.count,
            "UncheckedMutableView: source range \(range) outside 0..<\(source.count)")
        checkInvariant(
            index >= 0 && index + range.count <= elements.count,
            "UncheckedMutableView: \(range.count) elements at \(index) outside 0..<\(elements.count)")
        source.withUnsafeBufferPointer { source in
            guard let from = source.baseAddress, let to = elements.baseAddress, !range.isEmpty else { return }
            (to + index).update(from: from + range.lowerBound, count: range.count)
        }
    }

    /// Swaps the elements at `first` and `second`.
    @inlinable @inline(__always)
    package func swapAt(_ first: Int, _ second: Int) {
        checkInvariant(
            first >= 0 && first < elements.count && second >= 0 && second < elements.count,
            "UncheckedMutableView: swap of \(first) and \(second) outside 0..<\(elements.count)")
        elements.swapAt(first, second)
    }

    /// The element at `index`.
    @inlinable @inline(__always)
    package subscript(unchecked index: Int) -> Element {
        get {
            checkInvariant(
                index >= 0 && index < elements.count,
                "UncheckedMutableView: index \(index) outside 0..<\(elements.count)")
            return elements[index]
        }
        nonmutating set {
            checkInvariant(
                index >= 0 && index < elements.count,
                "UncheckedMutableView: index \(index) outside 0..<\(elements.count)")
            elements[index] = newValue
        }
    }
}

extension UncheckedView: RandomAccessCollection {
    @inlinable
    package var startIndex: Int { 0 }

    /// The element at `position`, checked in every build: the collection's subscript, for
    /// `for … in` and the standard algorithms. The innermost loops read ``subscript(unchecked:)``.
    @inlinable
    package subscript(position: Int) -> Element {
        precondition(
            position >= 0 && position < elements.count,
            "UncheckedView: index \(position) outside 0..<\(elements.count)")
        return elements[position]
    }

    @inlinable
    package var endIndex: Int { elements.count }
}

/// A flag as 0 or 1, for counting without a branch (`flag ? 1 : 0` can compile to one).
@inlinable @inline(__always)
package func bit(_ flag: Bool) -> Int { Int(unsafeBitCast(flag, to: UInt8.self)) }
