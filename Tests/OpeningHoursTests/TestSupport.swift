import CivilCalendar
import Foundation

@testable import Holidays
@testable import OpeningHours
@testable import OpeningHoursSyntax

/// Fixed zones used by the tests.
enum Zones {
    static let berlin = zone("Europe/Berlin")
    static let helsinki = zone("Europe/Helsinki")
    static let newYork = zone("America/New_York")

    static func zone(_ identifier: String) -> TimeZone {
        guard let zone = TimeZone(identifier: identifier) else { fatalError("missing zone \(identifier)") }
        return zone
    }
}

/// Parses `2026-03-02T08:00+01:00` (an instant with an explicit offset).
func instant(_ text: String) -> Date {
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = [
        .withFullDate, .withTime, .withColonSeparatorInTime, .withDashSeparatorInDate, .withTimeZone,
    ]
    var full = text
    // Accept HH:MM without seconds.
    if let tIndex = full.firstIndex(of: "T") {
        let timePart = full[full.index(after: tIndex)...]
        if timePart.prefix(5).count == 5, timePart.dropFirst(5).first != ":" {
            full.insert(contentsOf: ":00", at: full.index(tIndex, offsetBy: 6))
        }
    }
    guard let date = formatter.date(from: full) else { fatalError("bad instant \(text)") }
    return date
}

/// School holidays given as a set of dates.
struct FixedSchoolHolidays: SchoolHolidayCalendar {
    var dates: Set<LocalDate>

    func isSchoolHoliday(_ date: LocalDate) -> Bool { dates.contains(date) }
}

/// The values of a file in Tests/Fixtures/opening-hours (OpenStreetMap data, ODbL; see its
/// README.md), which OpeningHoursSyntaxTests' RealValueTests parse one by one: a `.tsv` line is
/// `COUNT<TAB>VALUE`, any other line one value.
func realValues(_ name: String) throws -> [String] {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/opening-hours/" + name)
    return try String(contentsOf: url, encoding: .utf8).split(separator: "\n").map { line in
        let parts = line.split(separator: "\t", maxSplits: 1, omittingEmptySubsequences: false)
        let counted = name.hasSuffix(".tsv") && parts.count == 2 && Int(parts[0]) != nil
        return String(counted ? parts[1] : line)
    }
}

/// A parsed schedule; fails the test through `#require` at the call site when it does not parse.
func schedule(_ text: String) -> Schedule? { Schedule.parse(text).schedule }
