import Foundation
import Testing

@testable import OpeningHours
@testable import OpeningHoursSyntax

@Suite("Structured weekly hours")
struct WeeklyHoursTests {
    @Test func compilesToTheSameScheduleAsTheTextForm() throws {
        let json = Data(
            """
            {"periods":[
              {"day":"mo","open":"08:00","close":"18:00"},{"day":"tu","open":"08:00","close":"18:00"},
              {"day":"we","open":"08:00","close":"18:00"},{"day":"th","open":"08:00","close":"18:00"},
              {"day":"fr","open":"08:00","close":"18:00"},{"day":"sa","open":"22:00","close":"02:00"},
              {"day":"Sunday","open":"10:00","close":"12:00"},{"day":"su","open":"14:00","close":"16:00"}],
             "exceptions":[
              {"date":"2026-12-24","closed":true,"comment":"Christmas Eve"},
              {"date":"2026-12-31","periods":[{"open":"08:00","close":"12:00"}]},
              {"date":"2026-07-01","to":"2026-07-14","closed":true}]}
            """.utf8)
        let result = WeeklyHours.parse(json: json)
        #expect(result.diagnostics.isEmpty)
        #expect(
            result.normalized
                == "Mo-Fr 08:00-18:00, Sa 22:00-02:00, Su 10:00-12:00,14:00-16:00; 2026 Dec 24 off \"Christmas Eve\"; "
                + "2026 Dec 31 08:00-12:00; 2026 Jul 01-14 off")
        let fromJSON = try #require(result.schedule)
        let normalized = try #require(result.normalized)
        let fromText = try #require(Schedule.parse(normalized, mode: .strict).schedule)
        let context = EvaluationContext(timeZone: Zones.helsinki)
        let cases: [(String, OpeningStatus)] = [
            ("2026-03-02T09:00+02:00", .open), ("2026-03-08T01:00+02:00", .open), ("2026-03-08T13:00+02:00", .closed),
            ("2026-12-24T09:00+02:00", .closed), ("2026-12-31T13:00+02:00", .closed),
            ("2026-07-06T09:00+03:00", .closed),
            ("2026-07-15T09:00+03:00", .open),
        ]
        for (at, status) in cases {
            #expect(fromJSON.state(at: instant(at), in: context).status == status, "\(at)")
            #expect(fromText.state(at: instant(at), in: context) == fromJSON.state(at: instant(at), in: context))
        }
        #expect(fromJSON.state(at: instant("2026-12-24T09:00+02:00"), in: context).comment == "Christmas Eve")
    }

    @Test(arguments: [
        (#"{"periods":[{"day":"xx","open":"08:00","close":"18:00"}]}"#, "periods[0].day"),
        (#"{"periods":[{"day":"mo","open":"8","close":"18:00"}]}"#, "periods[0]"),
        (#"{"periods":[{"day":"mo","open":"08:00"}]}"#, "close"),
        (#"{"periods":[],"exceptions":[{"date":"2026-02-30","closed":true}]}"#, "exceptions[0].date"),
        (#"not json"#, "Cannot read"),
    ])
    func reportsTheBadField(_ pair: (json: String, mentions: String)) throws {
        let result = WeeklyHours.parse(json: Data(pair.json.utf8))
        #expect(result.schedule == nil)
        let error = try #require(result.errors.first)
        #expect(error.message.contains(pair.mentions), "\(error.message)")
        #expect(error.example != nil)
    }

    @Test func encodesAndDecodes() throws {
        let hours = WeeklyHours(
            periods: [WeeklyHours.Period(day: "mo", open: "08:00", close: "18:00")],
            exceptions: [WeeklyHours.Exception(date: "2026-12-24", closed: true)])
        let data = try JSONEncoder().encode(hours)
        #expect(try JSONDecoder().decode(WeeklyHours.self, from: data) == hours)
        #expect(hours.compile().normalized == "Mo 08:00-18:00; 2026 Dec 24 off")
    }
}
