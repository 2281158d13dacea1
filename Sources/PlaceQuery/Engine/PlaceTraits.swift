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
}
