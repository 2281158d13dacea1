import Foundation

/// A thread-safe cache of packed weeks by local week index, shared by copies of a
/// ``CompiledSchedule`` whose weeks differ (dates, holidays, sun times).
///
/// Direct-mapped: week `i` lives in slot `i mod 16`, so any 16 consecutive weeks stay cached
/// together (queries cluster around "now"). The mutex and the slots share one block, which a
/// ``CompiledSchedule`` holds the address of: a hit locks the mutex and reads the week in place,
/// touching that block and the week's words and nothing else (no reference counting, no hop
/// through the schedule's storage objects).
@usableFromInline
final class WeekCache: @unchecked Sendable {
    @usableFromInline
    struct Slot {
        @usableFromInline var index: Int
        @usableFromInline var week: Unmanaged<PackedWeekBuffer>?

        init(index: Int, week: Unmanaged<PackedWeekBuffer>?) {
            self.index = index
            self.week = week
        }
    }

    @usableFromInline static let slotCount = 16
    /// Offset of the first slot in the block: the mutex comes first, rounded up to a slot.
    @usableFromInline static let slotsOffset =
        (MemoryLayout<pthread_mutex_t>.size + MemoryLayout<Slot>.stride - 1) / MemoryLayout<Slot>.stride
        * MemoryLayout<Slot>.stride

    /// The mutex, then `slotCount` slots.
    let block: UnsafeMutableRawPointer

    init() {
        block = UnsafeMutableRawPointer.allocate(
            byteCount: Self.slotsOffset + Self.slotCount * MemoryLayout<Slot>.stride, alignment: 64)
        let mutex = block.bindMemory(to: pthread_mutex_t.self, capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
        (block + Self.slotsOffset).bindMemory(to: Slot.self, capacity: Self.slotCount)
            .initialize(repeating: Slot(index: Int.min, week: nil), count: Self.slotCount)
    }

    deinit {
        let slots = Self.slots(block)
        for slot in 0..<Self.slotCount { slots[slot].week?.release() }
        slots.deinitialize(count: Self.slotCount)
        let mutex = Self.mutex(block)
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        block.deallocate()
    }

    @inlinable @inline(__always)
    static func mutex(_ block: UnsafeMutableRawPointer) -> UnsafeMutablePointer<pthread_mutex_t> {
        block.assumingMemoryBound(to: pthread_mutex_t.self)
    }

    @inlinable @inline(__always)
    static func slots(_ block: UnsafeMutableRawPointer) -> UnsafeMutablePointer<Slot> {
        (block + slotsOffset).assumingMemoryBound(to: Slot.self)
    }

    /// `body` applied to the words of local week `index` under the lock, or `nil` when the week is
    /// not cached.
    ///
    /// - Parameters:
    ///   - block: The ``block`` of a cache.
    ///   - index: The local week.
    ///   - body: Reads the week's words.
    /// - Returns: What `body` returned, or `nil` on a miss.
    /// - Complexity: O(1) plus `body`.
    @inlinable @inline(__always)
    static func cachedWeek<Result>(
        in block: UnsafeMutableRawPointer, _ index: Int, _ body: (UnsafePointer<UInt32>) -> Result
    ) -> Result? {
        let slot = slots(block) + (index & (slotCount - 1))
        let mutex = mutex(block)
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        guard slot.pointee.index == index, let week = slot.pointee.week else { return nil }
        return week._withUnsafeGuaranteedRef { $0.read(body) }
    }

    /// `body` applied to the words of local week `index` when cached, else `nil`.
    func cachedWeek<Result>(_ index: Int, _ body: (UnsafePointer<UInt32>) -> Result) -> Result? {
        Self.cachedWeek(in: block, index, body)
    }

    /// The cached week, computing it with `make` on a miss (outside the lock).
    ///
    /// - Complexity: O(1) on a hit.
    func week(_ index: Int, make: (Int) -> PackedWeekBuffer) -> PackedWeekBuffer {
        let slot = Self.slots(block) + (index & (Self.slotCount - 1))
        let mutex = Self.mutex(block)
        pthread_mutex_lock(mutex)
        if slot.pointee.index == index, let week = slot.pointee.week {
            let found = week.takeUnretainedValue()
            pthread_mutex_unlock(mutex)
            return found
        }
        pthread_mutex_unlock(mutex)
        return store(index, make(index))
    }

    private func store(_ index: Int, _ week: PackedWeekBuffer) -> PackedWeekBuffer {
        let slot = Self.slots(block) + (index & (Self.slotCount - 1))
        let retained = Unmanaged.passRetained(week)
        let mutex = Self.mutex(block)
        pthread_mutex_lock(mutex)
        let old = slot.pointee.week
        slot.pointee = Slot(index: index, week: retained)
        pthread_mutex_unlock(mutex)
        old?.release()
        return week
    }
}
