import Foundation

/// A thread-safe cache of packed weeks by local week index, shared by copies of a
/// ``CompiledSchedule`` whose weeks differ (dates, holidays, sun times).
///
/// Direct-mapped: week `i` lives in slot `i mod 16`, so any 16 consecutive weeks stay cached
/// together (queries cluster around "now"). A hit takes a `pthread` mutex and reads the week in
/// place, with no reference counting: the slots and the mutex are two small blocks allocated next
/// to the cache, so a lookup touches few cache lines.
final class WeekCache: @unchecked Sendable {
    private struct Slot {
        var index: Int
        var week: Unmanaged<PackedWeekBuffer>?
    }

    private static let slotCount = 16
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private let slots: UnsafeMutablePointer<Slot>

    init() {
        mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
        slots = UnsafeMutablePointer<Slot>.allocate(capacity: Self.slotCount)
        slots.initialize(repeating: Slot(index: Int.min, week: nil), count: Self.slotCount)
    }

    deinit {
        for slot in 0..<Self.slotCount { slots[slot].week?.release() }
        slots.deinitialize(count: Self.slotCount)
        slots.deallocate()
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    /// `body` applied to the words of local week `index` under the lock, or `nil` when the week is
    /// not cached.
    ///
    /// - Complexity: O(1) plus `body`.
    @inline(__always)
    func cachedWeek<Result>(_ index: Int, _ body: (UnsafePointer<UInt32>) -> Result) -> Result? {
        let slot = slots + (index & (Self.slotCount - 1))
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        guard slot.pointee.index == index, let week = slot.pointee.week else { return nil }
        return week._withUnsafeGuaranteedRef { $0.read(body) }
    }

    /// The cached week, computing it with `make` on a miss (outside the lock).
    ///
    /// - Complexity: O(1) on a hit.
    func week(_ index: Int, make: (Int) -> PackedWeekBuffer) -> PackedWeekBuffer {
        let slot = slots + (index & (Self.slotCount - 1))
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
        let slot = slots + (index & (Self.slotCount - 1))
        let retained = Unmanaged.passRetained(week)
        pthread_mutex_lock(mutex)
        let old = slot.pointee.week
        slot.pointee = Slot(index: index, week: retained)
        pthread_mutex_unlock(mutex)
        old?.release()
        return week
    }
}
