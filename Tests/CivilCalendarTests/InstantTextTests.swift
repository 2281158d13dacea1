import Foundation
import Testing

@testable import CivilCalendar

@Suite("ISO 8601 instants and wall times")
struct InstantTextTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let text: String
        let zone: String
        /// The expected instant, written in UTC.
        let utc: String
        var testDescription: String { "\(text) in \(zone)" }
    }

    static func utc(_ text: String) throws -> Date {
        try InstantText.parse(text, zone: #require(TimeZone(identifier: "UTC")))
    }

    @Test(arguments: [
        Case(text: "2026-11-30T10:00:00+02:00", zone: "America/New_York", utc: "2026-11-30T08:00"),
        Case(text: "2026-11-30T10:00+02:00", zone: "UTC", utc: "2026-11-30T08:00"),
        Case(text: "2026-11-30T08:00Z", zone: "Europe/Helsinki", utc: "2026-11-30T08:00"),
        Case(text: "2026-11-30T08:00:00.250Z", zone: "UTC", utc: "2026-11-30T08:00"),
        Case(text: "2026-11-30T03:00-0500", zone: "UTC", utc: "2026-11-30T08:00"),
        Case(text: "2026-11-30 10:00", zone: "Europe/Helsinki", utc: "2026-11-30T08:00"),
        Case(text: "2026-07-01T10:00", zone: "Europe/Helsinki", utc: "2026-07-01T07:00"),
        // Helsinki, 2026-03-29: clocks go from 03:00 to 04:00. 03:30 moves forward by the gap.
        Case(text: "2026-03-29T03:30", zone: "Europe/Helsinki", utc: "2026-03-29T01:30"),
        Case(text: "2026-03-29T02:59", zone: "Europe/Helsinki", utc: "2026-03-29T00:59"),
        Case(text: "2026-03-29T04:00", zone: "Europe/Helsinki", utc: "2026-03-29T01:00"),
        // Helsinki, 2026-10-25: clocks go from 04:00 back to 03:00. 03:30 is the first (EEST) one.
        Case(text: "2026-10-25T03:30", zone: "Europe/Helsinki", utc: "2026-10-25T00:30"),
        Case(text: "2026-10-25T04:00", zone: "Europe/Helsinki", utc: "2026-10-25T02:00"),
        // New York, 2026-03-08: 02:00 → 03:00. 02:30 becomes 03:30 EDT.
        Case(text: "2026-03-08T02:30", zone: "America/New_York", utc: "2026-03-08T07:30"),
        // New York, 2026-11-01: 02:00 → 01:00. 01:30 is the first (EDT) one.
        Case(text: "2026-11-01T01:30", zone: "America/New_York", utc: "2026-11-01T05:30"),
        Case(text: "2026-11-01T02:00", zone: "America/New_York", utc: "2026-11-01T07:00"),
    ])
    func reads(_ testCase: Case) throws {
        let zone = try #require(TimeZone(identifier: testCase.zone))
        #expect(try InstantText.parse(testCase.text, zone: zone) == Self.utc(testCase.utc))
    }

    @Test(arguments: [
        ("2026-11-30", "'2026-11-30' has no time; write the date and time with a T between them"),
        ("2026-13-01T10:00", "the month 13 in '2026-13-01T10:00' is outside 1…12"),
        ("2026-02-29T10:00", "the day 29 in '2026-02-29T10:00' is outside 1…28"),
        ("2026-11-30T24:00", "the hour 24 in '2026-11-30T24:00' is outside 0…23"),
        ("2026-11-30T10", "expected ':' after the hour at character 14 of '2026-11-30T10'"),
        ("26-11-30T10:00", "the year in '26-11-30T10:00' should be 4 digits at character 3"),
        ("2026-11-30T10:00 EET", "unexpected ' ' at character 17 of '2026-11-30T10:00 EET'"),
        ("2026-11-30T10:00+2", "the offset hours in '2026-11-30T10:00+2' should be 2 digits"),
        ("tomorrow", "the year in 'tomorrow' should be 4 digits at character 1"),
    ])
    func rejects(_ text: String, _ message: String) {
        #expect {
            try InstantText.parse(text, zone: .gmt)
        } throws: { error in
            guard let message2 = (error as? InstantSyntaxError)?.message else { return false }
            return message2.hasPrefix(message) && message2.hasSuffix("2026-11-30T10:00:00+02:00")
        }
    }

    @Test(arguments: [
        ("2026-11-30T08:00", "Europe/Helsinki", "2026-11-30T10:00+02:00"),
        ("2026-07-01T07:00", "Europe/Helsinki", "2026-07-01T10:00+03:00"),
        ("2026-11-30T15:00", "America/New_York", "2026-11-30T10:00-05:00"),
        ("2026-11-30T04:15", "Asia/Kathmandu", "2026-11-30T10:00+05:45"),
        ("2026-11-30T08:00:30", "UTC", "2026-11-30T08:00:30+00:00"),
    ])
    func writes(_ utcText: String, _ zone: String, _ expected: String) throws {
        let zone = try #require(TimeZone(identifier: zone))
        #expect(InstantText.format(try Self.utc(utcText), in: zone) == expected)
    }

    @Test func wallTimeOfAnInstantBeforeTheEpoch() throws {
        let wall = WallTime(try Self.utc("1969-12-31T23:30"), in: .gmt)
        #expect(wall.isoText == "1969-12-31T23:30")
    }
}
