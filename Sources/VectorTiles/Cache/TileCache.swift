import ConcurrencyPrimitives

/// Values kept by key within a bound on their total size in bytes, the least recently used
/// dropped first: decoded tiles, kept so that a map page decodes a tile once, and so that a
/// country's worth of tiles never fills the memory.
///
/// Any thread may use it; each call holds one lock for a few dictionary operations. Two threads
/// that miss the same key at once both make the value, and the second one's is kept.
public final class TileCache<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    /// The bound on the sum of the values' sizes.
    public let capacity: Int

    private struct Entry: Sendable {
        var key: Key
        var value: Value
        var size: Int
        /// Neighbours in the order of use: towards the most recent, towards the least recent.
        var newer: Int
        var older: Int
    }

    /// The entries in slots, linked in order of use; free slots are reused.
    private struct State: Sendable {
        var slots: [Entry?] = []
        var free: [Int] = []
        var index: [Key: Int] = [:]
        var newest = -1
        var oldest = -1
        var size = 0
        var hits = 0
        var misses = 0

        mutating func unlink(_ slot: Int) {
            guard let entry = slots[slot] else { return }
            if entry.newer >= 0 { slots[entry.newer]?.older = entry.older } else { newest = entry.older }
            if entry.older >= 0 { slots[entry.older]?.newer = entry.newer } else { oldest = entry.newer }
        }

        mutating func linkNewest(_ slot: Int) {
            slots[slot]?.newer = -1
            slots[slot]?.older = newest
            if newest >= 0 { slots[newest]?.newer = slot }
            newest = slot
            if oldest < 0 { oldest = slot }
        }

        mutating func remove(_ slot: Int) {
            guard let entry = slots[slot] else { return }
            unlink(slot)
            slots[slot] = nil
            free.append(slot)
            index[entry.key] = nil
            size -= entry.size
        }
    }

    private let state = Locked(State())

    /// Creates an empty cache.
    ///
    /// - Parameter capacity: The most bytes the values may sum to.
    public init(capacity: Int) {
        self.capacity = max(0, capacity)
    }

    /// The value for a key, marked as just used; `nil` when it is not kept.
    public func value(for key: Key) -> Value? {
        state.withLock { state in
            guard let slot = state.index[key], let entry = state.slots[slot] else {
                state.misses += 1
                return nil
            }
            state.hits += 1
            if state.newest != slot {
                state.unlink(slot)
                state.linkNewest(slot)
            }
            return entry.value
        }
    }

    /// Keeps a value, dropping the least recently used ones until the sizes fit. A value larger
    /// than the whole capacity is not kept.
    ///
    /// - Parameters:
    ///   - value: The value.
    ///   - key: Its key (a value kept for it before is replaced).
    ///   - size: Its size in bytes, as the caller counts it.
    public func insert(_ value: Value, for key: Key, size: Int) {
        state.withLock { state in
            if let slot = state.index[key] { state.remove(slot) }
            guard size <= capacity else { return }
            while state.size + size > capacity && state.oldest >= 0 { state.remove(state.oldest) }
            let entry = Entry(key: key, value: value, size: size, newer: -1, older: -1)
            let slot: Int
            if let reused = state.free.popLast() {
                slot = reused
                state.slots[slot] = entry
            } else {
                slot = state.slots.count
                state.slots.append(entry)
            }
            state.index[key] = slot
            state.size += size
            state.linkNewest(slot)
        }
    }

    /// The value for a key, made by `make` and kept when it is not kept yet.
    ///
    /// - Parameters:
    ///   - key: The key.
    ///   - make: Makes the value and says its size; called without the lock held.
    /// - Returns: The value.
    /// - Throws: What `make` throws (nothing is kept then).
    public func value<Failure: Error>(for key: Key, make: () throws(Failure) -> (value: Value, size: Int))
        throws(Failure) -> Value
    {
        if let kept = value(for: key) { return kept }
        let made = try make()
        insert(made.value, for: key, size: made.size)
        return made.value
    }

    /// The number of values kept, their total size, and the look-ups that found a value and
    /// that did not.
    public var statistics: (count: Int, size: Int, hits: Int, misses: Int) {
        state.withLock { ($0.index.count, $0.size, $0.hits, $0.misses) }
    }

    /// The keys from the most recently used to the least.
    public var keysByRecency: [Key] {
        state.withLock { state in
            var keys: [Key] = []
            var slot = state.newest
            while slot >= 0, let entry = state.slots[slot] {
                keys.append(entry.key)
                slot = entry.older
            }
            return keys
        }
    }
}
