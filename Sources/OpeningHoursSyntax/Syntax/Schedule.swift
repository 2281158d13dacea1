/// A parsed `opening_hours` value: an ordered list of rules.
///
/// Create one with ``parse(_:mode:)`` (OpenStreetMap syntax) or from structured weekly periods
/// (``WeeklyHours``). Evaluate it with ``state(at:in:)``, ``nextChange(after:in:horizon:)`` and
/// ``intervals(from:to:in:)``, or compile it for a place with ``compiled(for:)``.
public struct Schedule: Sendable, Hashable, CustomStringConvertible {
    /// The rules, in the order written.
    public var rules: [Rule]

    /// Creates a schedule from rules.
    ///
    /// - Parameter rules: The rules in order; the first rule's separator is ignored.
    public init(rules: [Rule]) {
        self.rules = rules
    }

    /// Reads an `opening_hours` value.
    ///
    /// - Parameters:
    ///   - text: The value, e.g. `Mo-Fr 08:00-18:00; Sa 10:00-14:00; PH off`.
    ///   - mode: ``ParseMode/tolerant`` (default) reads common mistakes with a warning each.
    /// - Returns: The schedule (or `nil`), diagnostics, and the normalized text.
    /// - Complexity: O(n) in the length of `text`.
    public static func parse(_ text: String, mode: ParseMode = .tolerant) -> ParseResult {
        OpeningHoursParser(mode: mode).parse(text)
    }

    /// The canonical `opening_hours` text of this schedule.
    public var description: String { SchedulePrinter.print(self) }

    /// Whether any rule uses public holidays (`PH`).
    public var usesPublicHolidays: Bool { rules.contains { $0.holidays.contains { $0.kind == .publicHoliday } } }

    /// Whether any rule uses school holidays (`SH`).
    public var usesSchoolHolidays: Bool { rules.contains { $0.holidays.contains { $0.kind == .schoolHoliday } } }

    /// Whether any time depends on the sun (`sunrise`, `sunset`, `dawn`, `dusk`).
    public var usesSunTimes: Bool { rules.contains { $0.usesSunTimes } }
}
