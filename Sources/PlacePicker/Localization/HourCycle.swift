/// How a locale writes a time of day, following the CLDR `timeFormats` short pattern.
public enum HourCycle: String, Sendable, Hashable, CaseIterable {
    /// CLDR `HH:mm`: "08:00", "21:00" (en-GB, de, sv, fr).
    case twentyFourColon
    /// CLDR `H.mm`: "8.00", "21.00" (fi).
    case twentyFourDot
    /// CLDR `HH 'h' mm`: "08 h 00", "21 h 00" (fr-CA).
    case twentyFourFrenchCanadian
    /// CLDR `h:mm a`: "8:00 AM", "9:00 PM" with a narrow no-break space before the period (en-US).
    case twelveHour

    /// Whether the clock runs 0–23 (`true`) or 1–12 with AM/PM (`false`).
    public var isTwentyFourHour: Bool { self != .twelveHour }
}
