/// Readings of `opening_hours` where opening-hours-py (the Rust `opening-hours` crate, the
/// differential test's reference) differs from this module on purpose, each switchable on its own.
///
/// Nothing in a product sets these. `placepicker hours --batch --reference-readings …` does, in
/// `checks/hours/differential.py`: a difference from opening-hours-py counts as one of the
/// deliberate differences documented in docs/reference/opening-hours.md ("Deliberate differences") only when
/// switching on that reading here makes this module give exactly the reference's answer. A
/// reading that described the reference wrongly would therefore explain nothing, and the
/// difference would fail the test.
package struct ReferenceReadings: OptionSet, Sendable, Hashable {
    package let rawValue: Int

    package init(rawValue: Int) { self.rawValue = rawValue }

    /// A comment without a modifier keeps the rule open (`Mo-Fr 09:00-17:00 "call"` is open);
    /// here it is unknown.
    package static let commentKeepsOpen = ReferenceReadings(rawValue: 1 << 0)
    /// An open end is open until midnight (`17:00+` is `17:00-24:00`) and `10:00-17:00+` is
    /// `10:00-17:00`; here it is unknown until a guessed close.
    package static let openEndUntilMidnight = ReferenceReadings(rawValue: 1 << 1)
    /// A repeating span is its whole range (`10:00-16:00/01:30` is `10:00-16:00`); here it is
    /// one-minute points.
    package static let repeatIsRange = ReferenceReadings(rawValue: 1 << 2)
    /// Whether a span with a sun time runs past midnight is decided with that day's real times;
    /// here with the specification's constant ones.
    package static let sunWrapByRealTimes = ReferenceReadings(rawValue: 1 << 3)
    /// A normal rule that does not match a day keeps its part after midnight on that day only if
    /// no earlier rule matched the day or ran into it; here that part is painted after the
    /// earlier rules' blocks.
    package static let spillOnlyIntoUnclaimedDays = ReferenceReadings(rawValue: 1 << 4)
    /// A fallback rule replaces the day when no earlier rule matched it or the earlier rules leave
    /// it closed all day without a comment, and is ignored otherwise; here it fills every closed time.
    package static let fallbackByDay = ReferenceReadings(rawValue: 1 << 5)

    /// Holidays and weekdays joined by a space match either (`SH Mo-Fr`, `PH Tu`); here both must
    /// match, as opening_hours.js reads them (`PH,Tu` is the way to say either).
    package static let holidayOrWeekday = ReferenceReadings(rawValue: 1 << 6)
    /// Without school holidays for the place, `SH` matches no day; here it is unknown (the
    /// schedule read with every day a school holiday and with none, unknown where they disagree).
    package static let schoolHolidaysNever = ReferenceReadings(rawValue: 1 << 7)

    /// Every reading with its name on the command line.
    package static let named: [(name: String, reading: ReferenceReadings)] = [
        ("comment-keeps-open", .commentKeepsOpen), ("open-end-until-midnight", .openEndUntilMidnight),
        ("repeat-is-range", .repeatIsRange), ("sun-wrap-by-real-times", .sunWrapByRealTimes),
        ("spill-only-into-unclaimed-days", .spillOnlyIntoUnclaimedDays), ("fallback-by-day", .fallbackByDay),
        ("holiday-or-weekday", .holidayOrWeekday), ("school-holidays-never", .schoolHolidaysNever),
    ]
}
