import Testing

@testable import OpeningHours

@Suite("Facts for filters")
struct FactsTests {
    @Test(arguments: [
        ("24/7", true, true, true),
        ("Mo-Su 00:00-24:00", true, true, true),
        ("Mo-Fr 08:00-18:00", false, false, false),
        ("Mo-Fr 08:00-18:00; Su 10:00-12:00", false, true, false),
        ("Fr-Sa 18:00-02:00", false, true, true),
        ("Mo-Sa 09:00-21:00", false, false, true),
        ("24/7; PH off", false, true, true),
        ("Mo-Fr 08:00-18:00; PH 10:00-12:00", false, true, false),
        ("\"by appointment\"", false, false, false),
        ("Mo-Fr 08:00-18:00 unknown", false, false, false),
        // Weeks vary (a date); the Sunday evening rule is replaced on every day by the next rule.
        ("Su 10:00-22:00; 08:00-12:00; Dec 24 off", false, true, false),
        // A closed rule with times closes only those times: Sunday stays open 12:00-22:00.
        ("Su 10:00-22:00; 08:00-12:00 off; Dec 24 off", false, true, true),
        ("Su 10:00-22:00; Dec 24 off", false, true, true),
    ])
    func facts(_ row: (text: String, always: Bool, sunday: Bool, late: Bool)) throws {
        let parsed = try #require(schedule(row.text))
        let compiled = parsed.compiled(for: EvaluationContext(timeZone: Zones.berlin, country: "DE"))
        #expect(compiled.isAlwaysOpen == row.always)
        #expect(compiled.opensOnSunday == row.sunday)
        #expect(compiled.opensLate(after: 20 * 60) == row.late)
    }
}
