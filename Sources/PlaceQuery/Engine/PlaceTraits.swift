/// Facts about a place that never change between queries, computed once per catalog so that
/// filtering is a few bit tests.
struct PlaceTraits: Sendable {
    /// Step-free access (`wheelchair=yes`).
    var isStepFree: Bool
    /// Hours say `24/7`.
    var isAlwaysOpen: Bool
    /// Hours include time past 20:00 on some day.
    var opensLate: Bool
    /// Hours include Sunday opening.
    var opensOnSunday: Bool
    /// Whether the place has readable hours at all.
    var hasHours: Bool

    /// Whether the place passes the trait filters (step-free, 24/7, open late, open on Sunday).
    ///
    /// - Parameter filters: The query's filters.
    /// - Returns: `false` when a filter that is on asks for a trait the place lacks.
    func passes(_ filters: PlaceFilters) -> Bool {
        if filters.stepFreeOnly && !isStepFree { return false }
        if filters.alwaysOpen && !isAlwaysOpen { return false }
        if filters.openLate && !opensLate { return false }
        if filters.openOnSunday && !opensOnSunday { return false }
        return true
    }
}
