import RawMemory

/// Interns strings by their UTF-8 bytes: the reader asks for the text between two quotes and gets
/// the `String` made the first time those bytes were met, without making a new one.
///
/// Data files repeat a few hundred keys and values across a million records (`addr:housenumber`,
/// `opening_hours` values, time zones, categories). One shared `String` per distinct text saves
/// an allocation per repetition while reading, and the memory of every copy afterwards. Each
/// entry also carries a small number that the table's owner computes once per distinct text
/// (the reader stores which interpreted key a property name is, so that it is not looked up
/// again for every record).
///
/// The table stops taking new texts at ``capacity`` entries (unique values such as names would
/// otherwise fill it without ever being met again); lookups go on working.
package struct StringTable {
    /// Each kept text's index in ``strings``.
    private var table: ByteTable
    private var strings: [(string: String, tag: Int8)] = []
    /// The owner's number for a new text.
    private let classify: (String) -> Int8

    /// Creates an empty table.
    ///
    /// - Parameters:
    ///   - capacity: Most distinct texts kept (at least 1).
    ///   - maximumLength: Longest text kept, in bytes.
    ///   - classify: The number stored with each new text.
    package init(capacity: Int = 1 << 15, maximumLength: Int = 64, classify: @escaping (String) -> Int8 = { _ in 0 }) {
        table = ByteTable(capacity: capacity, maximumLength: maximumLength, reserving: capacity)
        self.classify = classify
    }

    /// The string and number stored for these bytes, or `nil` when they were not kept.
    ///
    /// - Parameter bytes: UTF-8 bytes.
    /// - Returns: The kept string and its number.
    /// - Complexity: O(length) for hashing and one comparison on average.
    package func lookUp(_ bytes: ByteView) -> (string: String, tag: Int8)? {
        table.lookUp(bytes).map { strings[Int($0)] }
    }

    /// Keeps a string made from these bytes, unless the table is full or the text too long.
    ///
    /// - Parameters:
    ///   - string: The string; its UTF-8 form must be `bytes`.
    ///   - bytes: Its UTF-8 bytes.
    /// - Returns: The number stored with it (computed now), or `nil` when it was not kept.
    @discardableResult
    package mutating func insert(_ string: String, bytes: ByteView) -> Int8? {
        guard table.hasRoom(for: bytes) else { return nil }
        let tag = classify(string)
        table.insert(UInt32(strings.count), for: bytes)
        strings.append((string, tag))
        return tag
    }

    /// The number for a string that was not kept (too long or the table full), computed now.
    ///
    /// - Parameter string: The string.
    /// - Returns: The owner's number for it.
    package func tag(of string: String) -> Int8 { classify(string) }
}

/// A hash table from byte strings to numbers: what ``StringTable`` interns with, and what the
/// query engine numbers its search words with while it reads a million places (hashing a word's
/// bytes in place, eight at a time, instead of making a `String` and hashing it with `Hasher`).
///
/// Invariant: an entry's `start..<start + count` always lies inside `arena` (entries are only
/// appended, with the bytes they point at appended first), which is what the comparison
/// ``RawMemory/ByteView/equals(_:at:)`` asserts.
package struct ByteTable: Sendable {
    @usableFromInline struct Entry: Sendable {
        @usableFromInline var start: Int
        @usableFromInline var count: Int
        @usableFromInline var hash: UInt64
        @usableFromInline var value: UInt32

        @usableFromInline init(start: Int, count: Int, hash: UInt64, value: UInt32) {
            self.start = start
            self.count = count
            self.hash = hash
            self.value = value
        }
    }

    /// Most entries kept.
    package let capacity: Int
    /// Longest key kept, in bytes.
    package let maximumLength: Int
    @usableFromInline var buckets: [Int32]
    @usableFromInline var entries: [Entry] = []
    @usableFromInline var arena: [UInt8] = []

    /// Creates an empty table.
    ///
    /// - Parameters:
    ///   - capacity: Most entries kept (at least 1).
    ///   - maximumLength: Longest key kept, in bytes.
    ///   - reserving: Entries to make room for now; the table grows past them up to `capacity`.
    package init(capacity: Int, maximumLength: Int, reserving: Int = 64) {
        self.capacity = max(1, capacity)
        self.maximumLength = maximumLength
        var size = 64
        while size < min(self.capacity, max(1, reserving)) * 2 { size <<= 1 }
        buckets = [Int32](repeating: -1, count: size)
    }

    /// How many entries the table has.
    package var count: Int { entries.count }

    /// The value stored for these bytes, or `nil`.
    ///
    /// - Parameter bytes: The key.
    /// - Returns: Its value.
    /// - Complexity: O(length) for hashing and one comparison on average.
    @inlinable
    package func lookUp(_ bytes: ByteView) -> UInt32? {
        guard bytes.count <= maximumLength, !entries.isEmpty else { return nil }
        let hash = RawBytes.hash(bytes)
        let mask = buckets.count - 1
        return UncheckedView.with(buckets) { buckets in
            UncheckedView.with(entries) { entries in
                ByteView.withBytes(arena) { arena in
                    var bucket = Int(truncatingIfNeeded: hash) & mask
                    while true {
                        let position = Int(buckets[unchecked: bucket])
                        if position < 0 { return nil }
                        if entries[unchecked: position].hash == hash, entries[unchecked: position].count == bytes.count,
                            arena.equals(bytes, at: entries[unchecked: position].start)
                        {
                            return entries[unchecked: position].value
                        }
                        bucket = (bucket + 1) & mask
                    }
                }
            }
        }
    }

    /// Whether a key of these bytes would be kept (the table has room and the key is not too long).
    @inlinable
    package func hasRoom(for bytes: ByteView) -> Bool {
        entries.count < capacity && bytes.count <= maximumLength
    }

    /// Stores a value for bytes that are not in the table yet, if ``hasRoom(for:)``.
    ///
    /// - Parameters:
    ///   - value: The value.
    ///   - bytes: The key (not in the table).
    /// - Returns: Whether it was kept.
    @inlinable @discardableResult
    package mutating func insert(_ value: UInt32, for bytes: ByteView) -> Bool {
        guard hasRoom(for: bytes) else { return false }
        // At most half full, so that a probe meets an empty bucket soon.
        if (entries.count + 1) * 2 > buckets.count { grow() }
        let hash = RawBytes.hash(bytes)
        let mask = buckets.count - 1
        var bucket = Int(truncatingIfNeeded: hash) & mask
        while buckets[bucket] >= 0 { bucket = (bucket + 1) & mask }
        let start = arena.count
        bytes.copy(to: &arena)
        buckets[bucket] = Int32(entries.count)
        entries.append(Entry(start: start, count: bytes.count, hash: hash, value: value))
        return true
    }

    /// Doubles the buckets and puts every entry back by its stored hash.
    @usableFromInline mutating func grow() {
        var grown = [Int32](repeating: -1, count: buckets.count * 2)
        let mask = grown.count - 1
        for (position, entry) in entries.enumerated() {
            var bucket = Int(truncatingIfNeeded: entry.hash) & mask
            while grown[bucket] >= 0 { bucket = (bucket + 1) & mask }
            grown[bucket] = Int32(position)
        }
        buckets = grown
    }
}
