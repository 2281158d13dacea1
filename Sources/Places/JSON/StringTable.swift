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
///
/// Invariant: an entry's `start..<start + count` always lies inside `arena` (entries are only
/// appended, with the bytes they point at appended first), which is what makes the raw
/// comparison in ``RawBytes/equal(_:_:_:)`` safe.
struct StringTable {
    private struct Entry {
        var start: Int
        var count: Int
        var hash: UInt64
        var string: String
        var tag: Int8
    }

    /// Most distinct texts kept.
    let capacity: Int
    /// Longest text kept, in bytes.
    let maximumLength: Int
    /// The owner's number for a new text.
    private let classify: (String) -> Int8
    private var buckets: [Int32]
    private var entries: [Entry] = []
    private var arena: [UInt8] = []

    /// Creates an empty table.
    ///
    /// - Parameters:
    ///   - capacity: Most distinct texts kept (at least 1).
    ///   - maximumLength: Longest text kept, in bytes.
    ///   - classify: The number stored with each new text.
    init(capacity: Int = 1 << 15, maximumLength: Int = 64, classify: @escaping (String) -> Int8 = { _ in 0 }) {
        self.capacity = max(1, capacity)
        self.maximumLength = maximumLength
        self.classify = classify
        var size = 64
        while size < self.capacity * 2 { size <<= 1 }
        buckets = [Int32](repeating: -1, count: size)
    }

    /// The string and number stored for these bytes, or `nil` when they were not kept.
    ///
    /// - Parameter bytes: UTF-8 bytes.
    /// - Returns: The kept string and its number.
    /// - Complexity: O(length) for hashing and one comparison on average.
    func lookUp(_ bytes: UnsafeBufferPointer<UInt8>) -> (string: String, tag: Int8)? {
        guard bytes.count <= maximumLength, !entries.isEmpty else { return nil }
        let hash = RawBytes.hash(bytes)
        let mask = buckets.count - 1
        return buckets.withUnsafeBufferPointer { buckets in
            entries.withUnsafeBufferPointer { entries in
                arena.withUnsafeBufferPointer { arena in
                    var bucket = Int(truncatingIfNeeded: hash) & mask
                    while true {
                        let position = Int(buckets[bucket])
                        if position < 0 { return nil }
                        if entries[position].hash == hash, entries[position].count == bytes.count,
                            RawBytes.equal(arena, entries[position].start, bytes)
                        {
                            return (entries[position].string, entries[position].tag)
                        }
                        bucket = (bucket + 1) & mask
                    }
                }
            }
        }
    }

    /// Keeps a string made from these bytes, unless the table is full or the text too long.
    ///
    /// - Parameters:
    ///   - string: The string; its UTF-8 form must be `bytes`.
    ///   - bytes: Its UTF-8 bytes.
    /// - Returns: The number stored with it (computed now), or `nil` when it was not kept.
    @discardableResult
    mutating func insert(_ string: String, bytes: UnsafeBufferPointer<UInt8>) -> Int8? {
        guard entries.count < capacity, bytes.count <= maximumLength else { return nil }
        let hash = RawBytes.hash(bytes)
        let mask = buckets.count - 1
        var bucket = Int(truncatingIfNeeded: hash) & mask
        while buckets[bucket] >= 0 { bucket = (bucket + 1) & mask }
        let tag = classify(string)
        let start = arena.count
        arena.append(contentsOf: bytes)
        buckets[bucket] = Int32(entries.count)
        entries.append(Entry(start: start, count: bytes.count, hash: hash, string: string, tag: tag))
        return tag
    }

    /// The number for a string that was not kept (too long or the table full), computed now.
    ///
    /// - Parameter string: The string.
    /// - Returns: The owner's number for it.
    func tag(of string: String) -> Int8 { classify(string) }
}
