import Foundation
import OpeningHoursSyntax
import RawMemory

/// A schedule prepared for one place (its ``EvaluationContext``): weekly tables of sorted
/// minute segments, so "open at t" is a time-zone offset lookup plus a short scan of one day.
///
/// The value holds a single reference, so copies cost one retain. Schedules whose weeks are all alike
/// (no dates, years, weeks, holidays, nth weekdays or place-dependent sun times) hold their one
/// week inline and are read with no lock; the others compute each local week once and keep it in
/// a thread-safe cache shared by copies of the value.
/// Create one with ``Schedule/compiled(for:)``.
public struct CompiledSchedule: Sendable {
    /// Owns everything; the only reference-counted field, so a copy costs one retain.
    @usableFromInline let storage: CompiledStorage
    /// The packed week of a week-invariant schedule (kept alive by `storage`), else `nil`; read
    /// straight from here, a lookup does not touch `storage` at all.
    @usableFromInline let words: FrozenWords?
    /// The zone's offsets (kept alive by `storage`).
    @usableFromInline let zone: UnownedRef<ZoneTransitions>
    /// `storage` again, unmanaged, for the lookup path: a lookup that reads only unmanaged and
    /// trivial fields lets the compiler borrow the value without retaining `storage` — a retain
    /// writes to the storage object, one cache miss per schedule when a catalog's schedules are
    /// evaluated one after another. `storage` keeps the object alive as long as the value.
    @usableFromInline let unownedStorage: UnownedRef<CompiledStorage>
    /// The week cache of a schedule whose weeks differ (kept alive by `storage`), else `nil`: a
    /// lookup that hits the cache reads the cache and the week, nothing else.
    @usableFromInline let cache: WordCache.Handle?

    init(schedule: Schedule, context: EvaluationContext) {
        let storage = CompiledStorage(schedule: schedule, context: context)
        self.storage = storage
        self.words = storage.words
        self.zone = storage.zone
        self.unownedStorage = UnownedRef(storage)
        self.cache = storage.varying?.cache.handle
    }

    var evaluator: ScheduleEvaluator { storage.evaluator }
    var fixedWeek: WeekSegments? { storage.fixedWeek }
    var constant: Bool { storage.constant }
    var states: [OpeningState] { storage.states }

    /// The schedule this was compiled from.
    public var schedule: Schedule { storage.schedule }

    /// The context this was compiled for.
    public var context: EvaluationContext { storage.context }

    /// Whether every week is the same, so lookups read one table with no lock.
    public var isWeekInvariant: Bool { storage.isFixed }

    /// The state at an instant.
    ///
    /// - Parameter date: The instant.
    /// - Returns: Open, closed or unknown, with the comment of the deciding rule.
    /// - Complexity: O(1) once the week is cached (O(log s) for a day of many segments).
    public func state(at date: Date) -> OpeningState {
        storage.states[PackedWeek.state(word(atSeconds: Schedule.seconds(date)))]
    }

    /// The status at an instant (cheaper than ``state(at:)``: no comment is copied).
    ///
    /// - Parameter date: The instant.
    /// - Returns: Open, closed or unknown.
    /// - Complexity: O(1) once the week is cached.
    @inlinable @inline(__always)
    public func status(at date: Date) -> OpeningStatus {
        PackedWeek.status(word(atSeconds: Schedule.seconds(date)))
    }

    /// Whether the place is open at an instant (unknown counts as not open).
    ///
    /// - Parameter date: The instant.
    /// - Returns: `true` when open.
    @inlinable @inline(__always)
    public func isOpen(at date: Date) -> Bool { word(atSeconds: Schedule.seconds(date)) & 3 == 1 }

    /// The segment word at an instant, read from the borrowed storage (no reference counting).
    @inlinable @inline(__always)
    func word(atSeconds seconds: Int) -> UInt32 {
        // The fields read below are unowned views; `storage` owns what they point to, so it
        // must outlive the reads even when `self` is a temporary (`compiled(for:).isOpen(at:)`).
        withExtendedLifetime(storage) {
            let position = LocalPosition(localSeconds: zone.read { $0.local(seconds) })
            if let words { return PackedWeek.word(words, minute: position.minute) }
            if let cache, let word = cache.read(position.week, { PackedWeek.word($0, minute: position.minute) }) {
                return word
            }
            return unownedStorage.read {
                $0.varyingWord(week: position.week, minute: position.minute)
            }
        }
    }

    /// The first instant after `date` when the status changes; comment-only changes are skipped.
    ///
    /// - Parameters:
    ///   - date: Start (exclusive).
    ///   - horizon: Days to look ahead (default 400, at most 3,660).
    /// - Returns: The change, or `nil` within the horizon.
    /// - Complexity: O(segments crossed + weeks crossed) once the weeks are cached.
    public func nextChange(after date: Date, horizon: Int = 400) -> StateChange? {
        storage.firstChange(after: date, horizon: horizon)
    }

    /// The state at an instant and the first later change of status (comment-only changes
    /// skipped), with one state lookup instead of the two that ``state(at:)`` and
    /// ``nextChange(after:horizon:)`` make.
    ///
    /// - Parameters:
    ///   - date: The instant.
    ///   - horizon: Days to look ahead (default 400, at most 3,660).
    /// - Returns: The state at `date`, and the change or `nil` within the horizon.
    public func stateAndNextChange(at date: Date, horizon: Int = 400) -> (state: OpeningState, change: StateChange?) {
        storage.stateAndFirstChange(at: date, horizon: horizon)
    }

    /// Consecutive intervals from `start` to `end`, split where status or comment changes.
    ///
    /// - Parameters:
    ///   - start: First instant.
    ///   - end: End (exclusive).
    /// - Returns: The intervals in order.
    public func intervals(from start: Date, to end: Date) -> [OpeningInterval] {
        storage.intervals(from: Schedule.seconds(start), to: Schedule.seconds(end))
    }
}

extension Schedule {
    /// Prepares the schedule for fast repeated queries in one context.
    ///
    /// - Parameter context: The place's time zone, country, coordinate and school holidays.
    /// - Returns: The compiled schedule.
    /// - Complexity: O(rules) for week-invariant schedules; others compute weeks lazily.
    public func compiled(for context: EvaluationContext) -> CompiledSchedule {
        CompiledSchedule(schedule: self, context: context)
    }
}
