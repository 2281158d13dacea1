import CivilCalendar
import Testing

@testable import CarrierFeeds

/// The carriers' written hours, each read into the `opening_hours` value that means the same.
@Suite struct HoursTextTests {
    private func read(_ text: String, _ languages: [HoursText.Language]) -> String? {
        HoursText(languages: languages).week(text).osmValue
    }

    @Test(arguments: [
        ("ma-pe 8.00 - 20.00, la 10.00 - 15.00", "Mo-Fr 08:00-20:00; Sa 10:00-15:00"),
        ("ma-la 7.00 - 21.00, su 9.00 - 21.00", "Mo-Sa 07:00-21:00; Su 09:00-21:00"),
        ("ma-su 4.30 - 0.00", "Mo-Su 04:30-24:00"),
        ("ma-pe 8-20, la 9-16, su 12-16", "Mo-Fr 08:00-20:00; Sa 09:00-16:00; Su 12:00-16:00"),
        ("24h", "24/7"),
        ("ma-pe 8.00 - 20.00, la-su suljettu", "Mo-Fr 08:00-20:00"),
    ])
    func finnish(_ text: String, _ expected: String) {
        #expect(read(text, [.finnish]) == expected)
    }

    @Test(arguments: [
        ("PN-PT 07:00-00:00 SB 07:00-00:00 ND 07:00-00:00", "Mo-Su 07:00-24:00"),
        ("Pn-Pt: 8:00-20:00, Sob: 9:00-14:00", "Mo-Fr 08:00-20:00; Sa 09:00-14:00"),
        ("pon.-pt. 06:00-22:00; sob. 07:00-22:00; niedz. nieczynne", "Mo-Fr 06:00-22:00; Sa 07:00-22:00"),
    ])
    func polish(_ text: String, _ expected: String) {
        #expect(read(text, [.polish]) == expected)
    }

    @Test(arguments: [
        ("E,T,K,N,R 09:00-12:30, 13:00-17:00 L,P SULETUD", "Mo-Fr 09:00-12:30,13:00-17:00"),
        (
            "E 09:00-12:00 T,K,N,R 09:00-15:00 L 10:00-13:00 P SULETUD",
            "Mo 09:00-12:00; Tu-Fr 09:00-15:00; Sa 10:00-13:00"
        ),
        ("E-R 9.00-18.00; L 9:00-14:00; P suletud", "Mo-Fr 09:00-18:00; Sa 09:00-14:00"),
        ("E,T,K,N,R 09:00-13:00;14:00-17:00", "Mo-Fr 09:00-13:00,14:00-17:00"),
    ])
    func estonian(_ text: String, _ expected: String) {
        #expect(read(text, [.estonian]) == expected)
    }

    /// A span past midnight survives the next day's own hours: a later normal rule (`;`) would replace
    /// the whole next day, so the week's rules are additional (`,`) whenever one spills into a day
    /// with hours (Smartposti 17248, Tallinn; checks/carriers reads the same at 00:30 on Saturday).
    @Test(arguments: [
        ("ma-pe 6.00 - 1.00, la 6.00 - 21.00, su 7.30 - 1.00", "Mo-Fr 06:00-01:00, Sa 06:00-21:00, Su 07:30-01:00"),
        // The spill runs into a closed day only: nothing to keep, the rules stay normal ones.
        ("ma-pe 8.00 - 20.00, la 10.00 - 2.00", "Mo-Fr 08:00-20:00; Sa 10:00-02:00"),
        // Sunday's spill into Monday, whose rule comes first.
        ("ma 8.00 - 12.00, su 20.00 - 2.00", "Mo 08:00-12:00, Su 20:00-02:00"),
        ("ma-su 6.00 - 1.00", "Mo-Su 06:00-01:00"),
    ])
    func spansPastMidnight(_ text: String, _ expected: String) {
        #expect(read(text, [.finnish]) == expected)
    }

    /// A temporary week keeps its own `off` first, then its days as additional rules.
    @Test func temporaryWeekPastMidnight() throws {
        var week = OpenWeek()
        for day in 0..<5 { week.add(try #require(OpenInterval(start: 360, end: 60)), weekday: day) }
        week.add(try #require(OpenInterval(start: 360, end: 1260)), weekday: 5)
        let first = try #require(LocalDate(iso: "2026-12-20"))
        let last = try #require(LocalDate(iso: "2027-01-06"))
        let schedule = HoursSchedule(regular: nil, periods: [.init(first: first, last: last, week: week)])
        #expect(
            schedule.osmValue
                == "24/7 unknown; 2026 Dec 20-2027 Jan 06 off; 2026 Dec 20-2027 Jan 06 Mo-Fr 06:00-01:00, "
                + "2026 Dec 20-2027 Jan 06 Sa 06:00-21:00")
    }

    @Test func englishAndGerman() {
        #expect(read("Mon-Fri: 8:00 - 18:00, Sat 9:00 to 13:00", [.english]) == "Mo-Fr 08:00-18:00; Sa 09:00-13:00")
        #expect(read("Mo-Fr 8-12 und 14-18 Uhr", [.german]) == "Mo-Fr 08:00-12:00,14:00-18:00")
        #expect(read("Mo-Fr 22:00-06:00", [.german]) == "Mo-Fr 22:00-06:00")  // past midnight
    }

    @Test(arguments: [
        "ma-pe 8.00 - 20.00, paitsi juhannus", "ma-pe", "8.00", "Mo-Fr 25:00-26:00", "Mo-Fr 08:00-08:00",
        "open on request", "ma-pe 8.00 - 20.00 (lounas 12-13)",
    ])
    func anythingHalfReadIsUnreadable(_ text: String) {
        guard case .unreadable = HoursText(languages: [.finnish, .english, .german]).week(text) else {
            Issue.record("\"\(text)\" was read as \(HoursText(languages: [.finnish]).week(text))")
            return
        }
    }

    @Test func postiCompactWeek() {
        #expect(
            Posti.compactWeek("V0730-2200L0730-2200S0900-2200")?.osmValue == "Mo-Sa 07:30-22:00; Su 09:00-22:00")
        #expect(Posti.compactWeek("V0800-1600")?.osmValue == "Mo-Fr 08:00-16:00")
        #expect(Posti.compactWeek("V0800-16") == nil)
    }

    @Test func scheduleWritesPeriodsDatesAndClosuresInOrder() throws {
        var week = OpenWeek()
        for day in 0..<5 { week.add(try #require(OpenInterval(start: 540, end: 1020)), weekday: day) }
        var temporary = OpenWeek()
        temporary.add(try #require(OpenInterval(start: 600, end: 840)), weekday: 0)
        let schedule = HoursSchedule(
            regular: week,
            periods: [
                .init(
                    first: try #require(LocalDate(iso: "2026-12-01")), last: try #require(LocalDate(iso: "2027-01-06")),
                    week: temporary)
            ],
            dates: [.init(date: try #require(LocalDate(iso: "2026-12-24")), intervals: [])],
            closures: [(try #require(LocalDate(iso: "2026-12-31")), LocalDate.forever)])
        #expect(
            schedule.osmValue
                == "Mo-Fr 09:00-17:00; 2026 Dec 01-2027 Jan 06 off; 2026 Dec 01-2027 Jan 06 Mo 10:00-14:00; "
                + "2026 Dec 24 off; 2026 Dec 31+ off")
    }

    @Test func datesOfEveryShape() {
        #expect(FieldText.date("24.12.2026")?.description == "2026-12-24")
        #expect(FieldText.date("2026-12-24T10:00:00+01:00")?.description == "2026-12-24")
        #expect(FieldText.date("31.02.2026") == nil)
        #expect(LocalDate(dayNumber: 20_794).description == "2026-12-07")
        #expect(LocalDate(dayNumber: 0).description == "1970-01-01")
        #expect(LocalDate(dayNumber: 11_016).description == "2000-02-29")
    }
}
