/// The deadlines of one event loop's connections: a binary min-heap of (instant, descriptor, token) entries.
///
/// Entries are never removed early. A connection remembers the token of the one entry that is live for it;
/// when its deadline moves later (the usual case: another request arrived), the entry stays and, when it comes
/// due, the loop sees the later deadline and pushes a new entry. Only a deadline that moves earlier pushes a
/// second entry, and the old one is skipped when popped because its token no longer matches. So the heap holds
/// about one entry per connection, and no timer costs a thread. (The same "lazy deletion" as the timer heaps of
/// libev and Go's runtime before 1.14.)
///
/// - Complexity: ``push(_:)`` and ``popDue(at:)`` are O(log *n*); ``earliest`` is O(1).
struct DeadlineHeap {
    /// One scheduled wake-up.
    struct Entry: Equatable {
        /// When it comes due.
        var deadline: ContinuousClock.Instant
        /// The connection's descriptor.
        var descriptor: Int32
        /// The connection's serial and entry number, so a stale or reused descriptor is recognized.
        var token: UInt64
    }

    private var entries: [Entry] = []

    /// The number of entries, live or stale.
    var count: Int { entries.count }

    /// The earliest deadline, or `nil` when the heap is empty.
    var earliest: ContinuousClock.Instant? { entries.first?.deadline }

    /// Adds an entry.
    mutating func push(_ entry: Entry) {
        entries.append(entry)
        var child = entries.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard entry.deadline < entries[parent].deadline else { break }
            entries[child] = entries[parent]
            child = parent
        }
        entries[child] = entry
    }

    /// Removes and returns the earliest entry if it is due at `now`.
    mutating func popDue(at now: ContinuousClock.Instant) -> Entry? {
        guard let first = entries.first, first.deadline <= now else { return nil }
        let last = entries.removeLast()
        guard !entries.isEmpty else { return first }
        var parent = 0
        while true {
            let left = 2 * parent + 1
            guard left < entries.count else { break }
            let right = left + 1
            let smaller = right < entries.count && entries[right].deadline < entries[left].deadline ? right : left
            guard entries[smaller].deadline < last.deadline else { break }
            entries[parent] = entries[smaller]
            parent = smaller
        }
        entries[parent] = last
        if entries.capacity > 1024, entries.count < entries.capacity / 4 {
            // Give memory back after a burst (10,000 connections that all timed out): a fresh array.
            var shrunk: [Entry] = []
            shrunk.reserveCapacity(entries.count * 2)
            shrunk.append(contentsOf: entries)
            entries = shrunk
        }
        return first
    }

    /// Checks the heap property (every parent due no later than its children); tests call it.
    func checkInvariants() -> Bool {
        entries.indices.dropFirst().allSatisfy { entries[($0 - 1) / 2].deadline <= entries[$0].deadline }
    }
}
