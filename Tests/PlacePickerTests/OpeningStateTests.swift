import Foundation
import PlaceQuery
import Places
import Testing

@testable import PlacePicker

/// Opening states in rows: walking time near closing, closing soon, 24/7, unknown with a comment.
@Suite("Opening states") struct OpeningStateTests {
    /// Monday 2026-11-30 20:50 in Helsinki.
    static let tenToNine = Fixture.instant("2026-11-30T18:50:00Z")

    static func row(_ place: Place, at instant: Date, language: String = "en-GB") throws -> PlaceRow {
        let picker = Fixture.picker(language, engine: Synthetic.engine([place]), at: instant)
        return try #require(picker.screen(for: picker.initialState()).rows.first)
    }

    @Test("Closing in 10 minutes, 12 minutes' walk away")
    func walkingTime() throws {
        // 12 min at 1.3 m/s = 936 m; the walk is rounded up to whole minutes, so stay just below.
        let place = Synthetic.place("a", "Kiosk", north: 930, hours: "Mo-Su 08:00-21:00")
        let row = try Self.row(place, at: Self.tenToNine)
        #expect(row.detail == "0.6\u{A0}mi north · Closes in 10 min · about 12\u{A0}min away on foot")
        let metric = try Self.row(place, at: Self.tenToNine, language: "fi")
        #expect(metric.detail.hasPrefix("950\u{A0}m pohjoiseen"), "\(metric.detail)")
        #expect(row.stateKind == .closingSoon)
    }

    @Test("Closing soon nearby has no walking time; far enough away it does even beyond 30 min")
    func closingSoon() throws {
        let near = try Self.row(
            Synthetic.place("a", "Kiosk", north: 100, hours: "Mo-Su 08:00-21:00"), at: Self.tenToNine)
        #expect(near.detail == "110\u{A0}yd north · Closes in 10 min")
        #expect(near.stateKind == .closingSoon)
        // 20:15: 45 min left, but 50 min on foot (3.9 km).
        let far = try Self.row(
            Synthetic.place("b", "Kiosk", north: 3_850, hours: "Mo-Su 08:00-21:00"),
            at: Fixture.instant("2026-11-30T18:15:00Z"))
        #expect(far.detail.contains("Closes in 45 min · about 50\u{A0}min away on foot"), "\(far.detail)")
        #expect(far.stateKind == .open)
        let later = try Self.row(
            Synthetic.place("c", "Kiosk", north: 100, hours: "Mo-Su 08:00-21:00"), at: Fixture.monday)
        #expect(later.detail == "110\u{A0}yd north · Open until 21:00")
        #expect(later.stateKind == .open)
    }

    /// The rows of one screen, whose words are made together (`RowWords`), say what each place's
    /// row says alone: places that share hours at distances with and without a walk longer than
    /// the time left, beside closed, unknown, commented, 24/7 and full places; pins say the same.
    @Test("A screen's rows and pins say what each place's row says alone")
    func sharedStatesSayWhatEachSaysAlone() throws {
        let hours = "Mo-Su 08:00-21:00"
        var places = [100.0, 930, 2_000, 3_850, 4_400, 5_000].enumerated().map { index, north in
            Synthetic.place("p\(index)", "Kiosk \(index)", north: north, hours: hours)
        }
        places += [
            Synthetic.place("closed", "Late", north: 150, hours: "Mo-Su 22:00-23:00"),
            Synthetic.place("closed2", "Late 2", north: 4_000, hours: "Mo-Su 22:00-23:00"),
            Synthetic.place("unknown", "Clinic", north: 200, hours: "\"by appointment\""),
            Synthetic.place("comment", "Desk", north: 250, hours: "Mo-Su 08:00-21:00 \"ring the bell\""),
            Synthetic.place("allDay", "Locker", north: 300, hours: "24/7"),
            Synthetic.place("full", "Full", north: 350, hours: hours, properties: ["pickup:status": .string("full")]),
        ]
        // 20:15 in Helsinki: 45 min left, so from about 3.5 km on the walk is longer.
        let instant = Fixture.instant("2026-11-30T18:15:00Z")
        let picker = Fixture.picker("en-GB", engine: Synthetic.engine(places), at: instant)
        var state = picker.initialState()
        state.limit = 50
        let screen = picker.screen(for: state)
        #expect(screen.rows.count == places.count)
        for (row, result) in zip(screen.rows, screen.results) {
            let alone = picker.row(for: result, isSelected: false, at: screen.instant)
            #expect(row.detail == alone.detail, "\(result.id)")
            #expect(row.stateText == alone.stateText, "\(result.id)")
        }
        let details = screen.rows.map(\.detail)
        #expect(details.filter { $0.hasSuffix("Open until 21:00") }.count == 3, "\(details)")
        #expect(details.filter { $0.hasSuffix("away on foot") }.count == 3, "\(details)")
        for pin in screen.map.pins {
            let row = try #require(screen.rows.first { $0.id == pin.id })
            #expect(pin.accessibilityLabel == "\(row.title), \(row.detail)")
        }
    }

    @Test("24/7 is open 24 hours at any instant", arguments: Fixture.namedInstants.map(\.instant))
    func allDay(instant: Date) throws {
        let row = try Self.row(Synthetic.place("a", "Kiosk", north: 100, hours: "24/7"), at: instant)
        #expect(row.detail == "110\u{A0}yd north · Open 24 hours")
        #expect(row.stateKind == .open)
    }

    @Test("A comment-only rule is unknown, with the comment shown")
    func unknownWithComment() throws {
        let place = Synthetic.place("a", "Clinic", north: 100, hours: "\"by appointment\"")
        let row = try Self.row(place, at: Fixture.monday)
        #expect(row.detail == "110\u{A0}yd north · Hours unknown · by appointment")
        #expect(row.stateKind == .unknown)
        let picker = Fixture.picker("en-GB", engine: Synthetic.engine([place]))
        let card = try #require(picker.card(for: "a", in: picker.initialState()))
        #expect(card.comments == ["by appointment"])
        #expect(card.week.allSatisfy { $0.hoursText == "Hours unknown" }, "\(card.week.map(\.hoursText))")
        // Unknown is never open: the open-now filter hides it and the summary says so.
        var state = picker.initialState()
        state.filters.openNow = true
        #expect(picker.screen(for: state).rows.isEmpty)
    }

    @Test("No hours at all is unknown without a comment")
    func unknown() throws {
        let row = try Self.row(Synthetic.place("a", "Kiosk", north: 100, hours: nil), at: Fixture.monday)
        #expect(row.detail == "110\u{A0}yd north · Hours unknown")
        #expect(row.stateKind == .unknown)
    }

    @Test(
        "Closed places say when they open",
        arguments: [
            (Fixture.night, "Closed · opens at 08:00"), (Fixture.lateEvening, "Closes in 15 min"),
            (Fixture.instant("2026-11-30T19:30:00Z"), "Closed · opens tomorrow at 08:00"),
            (Fixture.instant("2026-12-04T19:30:00Z"), "Closed · opens Monday at 08:00"),
        ])
    func closed(instant: Date, expected: String) throws {
        let row = try Self.row(Synthetic.place("a", "Kiosk", north: 100, hours: "Mo-Fr 08:00-21:00"), at: instant)
        #expect(row.detail.hasSuffix(expected), "\(row.detail)")
    }

    @Test("An open rule with a comment keeps the comment")
    func openWithComment() throws {
        let row = try Self.row(
            Synthetic.place("a", "Kiosk", north: 100, hours: "Mo-Su 08:00-21:00 open \"ring the bell\""),
            at: Fixture.monday)
        #expect(row.detail == "110\u{A0}yd north · Open until 21:00 · ring the bell")
    }
}
