import CivilCalendar
import Foundation
import OpeningHours
import Places
import TestSupport
import Testing

@testable import OpeningHoursSyntax
@testable import PlacePicker

/// A day's hours in words are kept across screens by what they are computed from; what is kept
/// must be exactly what is computed afresh, for every place and day.
@Suite("Day hours memo") struct DayHoursMemoTests {
    /// Places that share hours, differ only by zone, or use sun times at different latitudes.
    static let places = [
        Synthetic.place("a", "Alpha", north: 0, hours: "Mo-Fr 09:00-17:00; Sa 10:00-14:00"),
        Synthetic.place("b", "Beta", north: 300, hours: "Mo-Fr 09:00-17:00; Sa 10:00-14:00"),
        Synthetic.place(
            "c", "Gamma", north: 600, hours: "Mo-Fr 09:00-17:00; Sa 10:00-14:00", timeZone: "America/New_York"),
        Synthetic.place("d", "Delta", north: 0, hours: "sunrise-sunset"),
        Synthetic.place("e", "Epsilon", north: 900_000, hours: "sunrise-sunset"),
        Synthetic.place("f", "Zeta", north: 100, hours: "Tu-Su 10:00-18:00; PH off"),
        Synthetic.place("g", "Eta", north: 200, hours: nil),
    ]

    @Test("Remembered words equal fresh ones, in any order of asking")
    func rememberedEqualsFresh() throws {
        let engine = Synthetic.engine(Self.places)
        let picker = Fixture.picker("en-GB", engine: engine)
        let days = (0..<9).map { LocalDate(dayNumber: 20_420 + $0) }
        let asked = days.flatMap { day in Self.places.map { (id: $0.id, day: day) } }
        var generator = SeededGenerator(seed: 7)
        // Twice over, shuffled: the second pass is answered from the memo.
        for (id, day) in asked.shuffled(using: &generator) + asked.shuffled(using: &generator) {
            let zone = try #require(engine.evaluationContext(forID: id)?.timeZone ?? TimeZone(identifier: "UTC"))
            let fresh = Fixture.picker("en-GB", engine: engine).hoursText(for: id, on: day, zone: zone)
            #expect(picker.hoursText(for: id, on: day, zone: zone) == fresh, "\(id) on \(day)")
        }
    }

    @Test("Places share an identity exactly when their hours evaluate alike")
    func identities() {
        let engine = Synthetic.engine(Self.places)
        #expect(engine.hoursIdentity(forID: "a") == engine.hoursIdentity(forID: "b"))
        #expect(engine.hoursIdentity(forID: "a") != engine.hoursIdentity(forID: "c"))
        #expect(engine.hoursIdentity(forID: "d") != engine.hoursIdentity(forID: "e"))
        #expect(engine.hoursIdentity(forID: "g") == nil)
        #expect(engine.hoursIdentity(forID: "no/such/place") == nil)
        // Sun times at 60° and 68° north differ by hours in winter: sharing one entry would show it.
        let picker = Fixture.picker("en-GB", engine: engine)
        let day = LocalDate(dayNumber: 20_422)
        let zone = TimeZone(identifier: "Europe/Helsinki")!
        #expect(picker.hoursText(for: "d", on: day, zone: zone) != picker.hoursText(for: "e", on: day, zone: zone))
    }
}
