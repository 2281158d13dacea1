import Foundation
import Places
import Testing

@testable import PlacePicker

/// What a carrier says of a point, said in the row and the API: the state with its end and the
/// carrier's reason, and the weekdays it is usually very busy on.
@Suite struct CarrierStateTests {
    static let engine = Synthetic.engine([
        Synthetic.place(
            "dhl/1", "Packstation 1", north: 100,
            properties: ["carrier:name": .string("DHL"), "pickup:busy_days": .string("Mo,Fr")]),
        Synthetic.place(
            "dhl/2", "Shop 2", north: 200,
            properties: [
                "carrier:name": .string("DHL"), "pickup:status": .string("closed"),
                "pickup:status_until": .string("2027-01-12"), "pickup:status_reason": .string("holiday"),
            ]),
        Synthetic.place(
            "packeta/3", "Branch 3", north: 300,
            properties: ["pickup:status": .string("disabled"), "pickup:status_reason": .string("Trvale uzavřeno")]),
        Synthetic.place(
            "dhl/4", "Shop 4", north: 400,
            properties: [
                "carrier:name": .string("DHL"), "pickup:status": .string("closed"),
                "pickup:status_until": .string("2026-12-10"), "pickup:status_reason": .string("outOfService"),
            ]),
        Synthetic.place(
            "gls/5", "Locker 5", north: 500,
            properties: ["pickup:status": .string("disabled"), "pickup:status_reason": .string("out of order")]),
    ])

    func rows(_ language: String, at instant: Date) -> [String: PlaceRow] {
        let picker = Fixture.picker(language, engine: Self.engine, at: instant)
        let screen = picker.screen(for: Fixture.allRowsState(picker), at: instant)
        return Dictionary(uniqueKeysWithValues: screen.rows.map { ($0.id, $0) })
    }

    @Test func reasonsFollowTheStateInThePagesLanguage() throws {
        let english = rows("en-GB", at: Fixture.monday)
        // A date in another year than now (Monday 30 November 2026) says its year.
        #expect(english["dhl/2"]?.stateText == "Closed until Tuesday 12 January 2027 · holiday")
        #expect(english["dhl/2"]?.isSelectable == false)
        #expect(
            rows("fi", at: Fixture.monday)["dhl/2"]?.stateText == "Suljettu tiistaihin 12. tammikuuta 2027 asti · loma")
        #expect(
            rows("de", at: Fixture.monday)["dhl/2"]?.stateText == "Geschlossen bis Dienstag, 12. Januar 2027 · Urlaub")
        #expect(
            rows("en-US", at: Fixture.monday)["dhl/2"]?.stateText.hasPrefix("Closed until Tuesday, January 12, 2027")
                == true)
        // A reason the carrier writes in its own words stays as written; out of service is never selectable.
        #expect(english["packeta/3"]?.stateText == "Out of service · Trvale uzavřeno")
        #expect(english["packeta/3"]?.isSelectable == false)
    }

    /// Every code a carrier's reader writes is said in words in each language, never as the code.
    @Test func carrierCodesAreSaidInWords() {
        let expected: [(String, String, String)] = [
            ("en-GB", "Closed until Thursday 10 December · out of service", "Out of service · out of order"),
            ("de", "Geschlossen bis Donnerstag, 10. Dezember · außer Betrieb", "Außer Betrieb · defekt"),
            ("fi", "Suljettu torstaihin 10. joulukuuta asti · poissa käytöstä", "Poissa käytöstä · epäkunnossa"),
            ("sv", "Stängt till torsdag 10 december · ur drift", "Ur funktion · trasig"),
            ("fr", "Fermé jusqu’au jeudi 10 décembre · hors service", "Hors service · en panne"),
        ]
        for (language, closed, broken) in expected {
            let rows = rows(language, at: Fixture.monday)
            #expect(rows["dhl/4"]?.stateText == closed, "\(language)")
            #expect(rows["gls/5"]?.stateText == broken, "\(language)")
        }
        for reason in StatusReason.allCases {
            #expect(StatusReason(note: reason.rawValue.uppercased()) == reason)
        }
        #expect(StatusReason(note: "Trvale uzavřeno") == nil)
    }

    @Test func busyWeekdaysAreSaidOnThoseDaysOnly() {
        // Fixture.monday is Monday 30 November 2026; Fixture.sunday the day before.
        #expect(rows("en-GB", at: Fixture.monday)["dhl/1"]?.stateText == "Open 24 hours · Usually very busy on Mondays")
        #expect(
            rows("fi", at: Fixture.monday)["dhl/1"]?.stateText.hasSuffix("Yleensä hyvin ruuhkainen maanantaisin")
                == true)
        #expect(rows("sv", at: Fixture.monday)["dhl/1"]?.stateText.hasSuffix("Oftast mycket fullt på måndagar") == true)
        #expect(rows("de", at: Fixture.monday)["dhl/1"]?.stateText.hasSuffix("Meist sehr voll montags") == true)
        #expect(rows("fr", at: Fixture.monday)["dhl/1"]?.stateText.hasSuffix("Souvent très chargé le lundi") == true)
        #expect(rows("en-GB", at: Fixture.sunday)["dhl/1"]?.stateText == "Open 24 hours")
    }

    @Test func theAPIGivesTheStateAsData() throws {
        let picker = Fixture.picker("en-GB", engine: Self.engine, at: Fixture.monday)
        let screen = picker.screen(for: Fixture.allRowsState(picker), at: Fixture.monday)
        let json = ScreenJSON(screen: screen)
        let closed = try #require(json.places.first { $0.id == "dhl/2" })
        #expect(closed.status == PlaceJSON.StatusJSON(state: "closed", until: "2027-01-12", reason: "holiday"))
        #expect(closed.carrier == "DHL")
        let busy = try #require(json.places.first { $0.id == "dhl/1" })
        #expect(busy.status == nil && busy.usuallyBusyOn == ["monday", "friday"])
    }
}
