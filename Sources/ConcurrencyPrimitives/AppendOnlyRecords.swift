/// Records appended one at a time and never moved, changed or removed until the whole store is
/// freed: readers on other threads read a record while the writer appends more. Records live in
/// segments of 4,096 that are allocated as they fill, so an append never moves what is there (a
/// growing `Array` would) and costs no copy.
///
/// Invariants:
/// - **One writer.** ``append(_:)`` is called by one thread at a time (the caller holds a lock).
/// - **Read what was published.** A thread reads record `i` only after the append of `i`
///   happened before its read: the writer publishes through an atomic store with release
///   ordering (or a lock) that the reader loads with acquire ordering. Debug builds assert that
///   `i` is below the number of records appended.
///
/// At most 4,096 × 4,096 (16.7 million) records; an append past that stops the program.
@usableFromInline
package struct AppendOnlyRecords<Record: ~Copyable>: ~Copyable {
    @usableFromInline static var segmentShift: Int { 12 }
    @usableFromInline static var segmentSize: Int { 1 << segmentShift }
    @usableFromInline static var maximumSegments: Int { 1 << 12 }

    /// The segments' addresses, `nil` past the last allocated one.
    @usableFromInline let segments: UnsafeMutablePointer<UnsafeMutablePointer<Record>?>
    /// How many records are appended (written by the one writer, read for checks and freeing).
    @usableFromInline let appended = AtomicCell<Int>(0)

    /// An empty store.
    @inlinable
    package init() {
        segments = .allocate(capacity: Self.maximumSegments)
        segments.initialize(repeating: nil, count: Self.maximumSegments)
    }

    deinit {
        var remaining = appended.load()
        for index in 0..<Self.maximumSegments {
            guard let segment = segments[index] else { break }
            let used = min(remaining, Self.segmentSize)
            segment.deinitialize(count: used)
            segment.deallocate()
            remaining -= used
        }
        segments.deallocate()
    }

    /// How many records are appended.
    package var count: Int { appended.load() }

    /// Appends `record` and returns its index (the writer only; publish the index to readers).
    @inlinable @discardableResult
    package func append(_ record: consuming Record) -> Int {
        let index = appended.loadRelaxed()
        let segment = index >> Self.segmentShift
        precondition(
            segment < Self.maximumSegments,
            "AppendOnlyRecords holds at most \(Self.maximumSegments << Self.segmentShift) records")
        if segments[segment] == nil { segments[segment] = .allocate(capacity: Self.segmentSize) }
        (segments[segment].unsafelyUnwrapped + (index & (Self.segmentSize - 1))).initialize(to: record)
        appended.store(index + 1)
        return index
    }

    /// `body` applied to record `index`, which is read in place (not copied).
    @inlinable @inline(__always)
    package func read<Result>(_ index: Int, _ body: (borrowing Record) -> Result) -> Result {
        checkInvariant(
            index >= 0 && index < appended.loadRelaxed(),
            "AppendOnlyRecords: record \(index) not appended")
        let segment = segments[index >> Self.segmentShift].unsafelyUnwrapped
        return body(segment[index & (Self.segmentSize - 1)])
    }
}

// `@unchecked Sendable` when the records are: the invariants above (one writer, reads of published
// records only) are what make a record written by one thread safe to read on another.
extension AppendOnlyRecords: @unchecked Sendable where Record: Sendable & ~Copyable {}
