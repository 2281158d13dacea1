import Testing

@testable import PickerFormatting
@testable import PickerLocalization

@Suite("Week schedules")
struct FormattingScheduleTests {
    static func interval(_ start: Int, _ end: Int) -> ClockInterval {
        ClockInterval(
            start: LocalTime(minutesSinceMidnight: start * 60), end: LocalTime(minutesSinceMidnight: end * 60))
    }

    static let week: [Weekday: [ClockInterval]] = [
        .monday: [interval(8, 18)], .tuesday: [interval(8, 18)], .wednesday: [interval(8, 18)],
        .thursday: [interval(8, 18)], .friday: [interval(8, 12), interval(13, 17)],
        .saturday: [interval(0, 0)],
    ]

    @Test(arguments: [
        ("en-GB", ["Mon–Thu: 08:00–18:00", "Fri: 08:00–12:00, 13:00–17:00", "Sat: Open 24 hours", "Sun: Closed"]),
        ("fi", ["Ma–to: 8.00–18.00", "Pe: 8.00–12.00, 13.00–17.00", "La: Auki ympäri vuorokauden", "Su: Suljettu"]),
        (
            "de",
            ["Mo.–Do.: 08:00–18:00", "Fr.: 08:00–12:00, 13:00–17:00", "Sa.: 24 Stunden geöffnet", "So.: Geschlossen"]
        ),
        ("sv", ["Mån–tors: 08:00–18:00", "Fre: 08:00–12:00, 13:00–17:00", "Lör: Öppet dygnet runt", "Sön: Stängt"]),
        (
            "fr",
            [
                "Lun.–jeu.\u{00A0}: 08:00–18:00", "Ven.\u{00A0}: 08:00–12:00, 13:00–17:00",
                "Sam.\u{00A0}: Ouvert 24 h sur 24", "Dim.\u{00A0}: Fermé",
            ]
        ),
    ])
    func shortLines(_ row: (tag: String, lines: [String])) throws {
        let formatter = WeekScheduleFormatter(locale: try #require(PickerLocale(identifier: row.tag)))
        let lines = formatter.lines(Self.week)
        #expect(lines.map(\.text) == row.lines)
        #expect(lines.first?.firstDay == .monday && lines.first?.lastDay == .thursday)
    }

    @Test func spokenNamesAndEmptyWeek() {
        let finnish = WeekScheduleFormatter(locale: PickerLocale(language: .finnish))
        #expect(finnish.lines(Self.week, names: .full).first?.text == "Maanantai–torstai: 8.00–18.00")
        let closed = WeekScheduleFormatter(locale: PickerLocale(language: .english)).lines([:])
        #expect(closed.map(\.text) == ["Mon–Sun: Closed"])
    }
}
