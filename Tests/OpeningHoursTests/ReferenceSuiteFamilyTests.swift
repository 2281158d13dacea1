import Foundation
import OpeningHours
import OpeningHoursSyntax
import Testing

/// The families of opening_hours.js's interval tests (checks/hours/suite.py) that this module reads
/// as the reference does, each checked here on its own at fixed instants in Berlin.
@Suite("opening_hours.js suite families")
struct ReferenceSuiteFamilyTests {
    /// A value's state at an instant in a context, with the family it belongs to.
    struct Case: Sendable, CustomTestStringConvertible {
        let family: String
        let value: String
        let at: String
        let status: OpeningStatus
        /// `DE`, `DE-BW` (country and region), or `nil` for no country.
        let place: String?

        init(_ family: String, _ value: String, _ at: String, _ status: OpeningStatus, _ place: String? = nil) {
            (self.family, self.value, self.at, self.status, self.place) = (family, value, at, status, place)
        }

        var testDescription: String { "\(family): \(value) at \(at) in \(place ?? "-")" }
    }

    /// Times of one rule written out of order.
    static let scattered = "06:45-07:00+,05:00-06:00,13:00-16:00"
    /// A school-holiday rule over weekday hours.
    static let shOverWeek = "Mo-Fr 08:00-18:00; SH Mo-Fr 10:00-12:00"

    // Leap day: a single 29 February is no day in a year without one (not 1 March).
    // Open end: ended by the next time of its rule that starts after it, wherever that time is
    // written, and it does not come back after that time.
    // SH unknown: without school holidays for the place, unknown where reading every day as a school
    // holiday and none disagree, theirs where they agree; never closed by default.
    // SH data: Baden-Württemberg's Christmas holidays run to 4 January 2025.
    // Periodical month days: `Jan 01-31/8:` with the wide-selector colon is every eighth day.
    // Range from Easter: read in each year with that year's Easter (2011's is on 24 April, so
    // `easter-Apr 20` wraps within 2011); a range to Easter runs into the next year.
    // Deliberate differences (checks/hours/suite_differences.tsv): a range to or from Easter
    // includes its last day (Easter 2012 is 8 April), and `pn` is the Polish Monday.
    static let cases: [Case] = [
        Case("range from Easter", "easter-Apr 20", "2012-01-10T12:00+01:00", .closed),
        Case("range from Easter", "easter-Apr 20", "2012-04-10T12:00+02:00", .open),
        Case("range from Easter", "easter-Apr 20", "2011-04-22T12:00+02:00", .closed),
        Case("range from Easter", "easter-Apr 20", "2011-04-19T12:00+02:00", .open),
        Case("range from Easter", "easter-Apr 02", "2012-04-05T12:00+02:00", .closed),
        Case("range from Easter", "easter-Apr 02", "2012-10-05T12:00+02:00", .open),
        Case("range from Easter", "Dec 25-easter", "2012-01-10T12:00+01:00", .open),
        Case("date range end", "easter -2 days-easter +2 days", "2012-04-10T12:00+02:00", .open),
        Case("date range end", "easter -2 days-easter +2 days", "2012-04-11T12:00+02:00", .closed),
        Case("date range end", "Apr 05-easter -1 day open", "2012-04-07T12:00+02:00", .open),
        Case("pn is Monday", "pn 10:00-12:00", "2012-10-01T11:00+02:00", .open),
        Case("pn is Monday", "pn 10:00-12:00", "2012-10-05T11:00+02:00", .closed),
        Case("month day step", "Jan 01-31/8: 10:00-12:00", "2012-01-09T11:00+01:00", .open),
        Case("month day step", "Jan 01-31/8: 10:00-12:00", "2012-01-10T11:00+01:00", .closed),
        Case("month day step", "2012 Jan 01-31/8: 10:00-12:00", "2012-01-17T11:00+01:00", .open),
        Case("leap day", "2015 Feb 29", "2015-03-01T12:00+01:00", .closed),
        Case("leap day", "2015 Feb 29", "2015-02-28T12:00+01:00", .closed),
        Case("leap day", "Feb 29", "2015-03-01T12:00+01:00", .closed),
        Case("leap day", "Feb 29", "2016-02-29T12:00+01:00", .open),
        Case("leap day", "Feb 29", "2016-03-01T12:00+01:00", .closed),
        Case("leap day", "Feb 28-Mar 01", "2015-03-01T12:00+01:00", .open),
        Case("open end", scattered, "2012-10-01T05:30+02:00", .open),
        Case("open end", scattered, "2012-10-01T10:00+02:00", .unknown),
        Case("open end", scattered, "2012-10-01T14:00+02:00", .open),
        Case("open end", scattered, "2012-10-01T17:00+02:00", .closed),
        Case("open end", "07:00+,12:00-16:00", "2012-10-01T17:00+02:00", .closed),
        Case("open end", "17:00+", "2012-10-01T23:00+02:00", .unknown),
        Case("SH unknown", "SH Mo-Fr 10:00-12:00", "2025-01-13T11:00+01:00", .unknown),
        Case("SH unknown", "SH Mo-Fr 10:00-12:00", "2025-01-13T13:00+01:00", .closed),
        Case("SH unknown", "open; SH off", "2025-01-13T11:00+01:00", .unknown, "DE"),
        Case("SH unknown", shOverWeek, "2025-01-13T09:00+01:00", .unknown, "DE"),
        Case("SH unknown", shOverWeek, "2025-01-13T11:00+01:00", .open, "US-CA"),
        Case("SH unknown", shOverWeek, "2025-01-18T11:00+01:00", .closed, "US-CA"),
        Case("SH unknown", "Mo-Fr 08:00-18:00; PH off", "2025-01-13T11:00+01:00", .open),
        Case("SH data", "SH Mo-Fr 10:00-12:00", "2024-12-23T11:00+01:00", .open, "DE-BW"),
        Case("SH data", "SH Mo-Fr 10:00-12:00", "2025-01-13T11:00+01:00", .closed, "DE-BW"),
        Case("SH data", "open; SH off", "2024-12-23T11:00+01:00", .closed, "DE-BW"),
        Case("SH data", "open; SH off", "2025-01-13T11:00+01:00", .open, "DE-BW"),
    ]

    @Test(arguments: cases)
    func family(_ c: Case) throws {
        let parsed = try #require(schedule(c.value))
        let parts = c.place?.split(separator: "-").map(String.init) ?? []
        let context = EvaluationContext(timeZone: Zones.berlin, country: parts.first, region: parts.dropFirst().first)
        #expect(parsed.compiled(for: context).state(at: instant(c.at)).status == c.status)
    }
}
