/// A bounded least-recently-used cache: batch inputs repeat expressions, so each distinct
/// expression is parsed and compiled once while it stays in use.
///
/// Entries live in flat arrays linked into a recency list by index; the dictionary maps a key
/// to its slot.
///
/// - Complexity: O(1) expected for ``value(for:)`` and ``insert(_:for:)``.
struct ScheduleCache<Key: Hashable, Value> {
    private var slots: [Key: Int] = [:]
    private var keys: [Key] = []
    private var values: [Value] = []
    private var newer: [Int] = []
    private var older: [Int] = []
    private var newest = -1
    private var oldest = -1
    /// The most entries kept.
    let capacity: Int

    /// Creates an empty cache.
    ///
    /// - Parameter capacity: The most entries kept (at least 1).
    init(capacity: Int) {
        self.capacity = max(1, capacity)
    }

    /// The number of entries.
    var count: Int { slots.count }

    /// The value for a key, marking it as most recently used.
    mutating func value(for key: Key) -> Value? {
        guard let slot = slots[key] else { return nil }
        moveToFront(slot)
        return values[slot]
    }

    /// Adds or replaces a value, evicting the least recently used entry when full.
    mutating func insert(_ value: Value, for key: Key) {
        if let slot = slots[key] {
            values[slot] = value
            moveToFront(slot)
            return
        }
        let slot: Int
        if keys.count < capacity {
            slot = keys.count
            keys.append(key)
            values.append(value)
            newer.append(-1)
            older.append(-1)
        } else {
            slot = oldest
            unlink(slot)
            slots[keys[slot]] = nil
            keys[slot] = key
            values[slot] = value
        }
        slots[key] = slot
        linkFront(slot)
    }

    private mutating func moveToFront(_ slot: Int) {
        guard slot != newest else { return }
        unlink(slot)
        linkFront(slot)
    }

    private mutating func unlink(_ slot: Int) {
        let before = older[slot]
        let after = newer[slot]
        if before >= 0 { newer[before] = after } else { oldest = after }
        if after >= 0 { older[after] = before } else { newest = before }
        newer[slot] = -1
        older[slot] = -1
    }

    private mutating func linkFront(_ slot: Int) {
        older[slot] = newest
        newer[slot] = -1
        if newest >= 0 { newer[newest] = slot }
        newest = slot
        if oldest < 0 { oldest = slot }
    }
}
