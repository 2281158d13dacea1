import Foundation
import Geodesy
import PlaceQueryModel
import Places
import Testing

@testable import PlaceQuery

/// The three orders on hand-made places.
@Suite("Sort orders")
struct SortTests {
    static func north(_ metres: Double) -> Coordinate {
        Coordinate(
            uncheckedLatitude: Fixtures.helsinki.latitude + metres / 111_000, longitude: Fixtures.helsinki.longitude)
    }

    static func engine() throws -> PlaceEngine {
        try Fixtures.engine([
            Fixtures.place("until-18", hours: "Mo-Su 08:00-18:00", at: north(10), name: "Öljy"),
            Fixtures.place("until-22", hours: "Mo-Su 08:00-22:00", at: north(20), name: "alepa"),
            Fixtures.place("always", hours: "24/7", at: north(30), name: "Zeta"),
            Fixtures.place("opens-tomorrow", hours: "Mo-Su 09:00-10:00", at: north(40), name: "Ääkkönen"),
            Fixtures.place("opens-tonight", hours: "Mo-Su 20:00-23:00", at: north(50), name: "Beta"),
            Fixtures.place("never", hours: "off", at: north(60), name: "Alepa"),
            Fixtures.place("unknown", hours: nil, at: north(5), name: "Gamma"),
        ])
    }

    static func ids(_ sort: PlaceSort) throws -> [String] {
        // Wednesday 12:00 UTC = 14:00 in Helsinki.
        let query = Query(origin: Fixtures.helsinki, instant: Fixtures.utc("2026-11-04T12:00:00"), sort: sort)
        return try engine().results(for: query).places.map(\.id)
    }

    @Test func distance() throws {
        #expect(
            try Self.ids(.distance) == [
                "unknown", "until-18", "until-22", "always", "opens-tomorrow", "opens-tonight", "never",
            ])
    }

    @Test func name() throws {
        // Folded names: "aakkonen", "alepa" twice (nearer first), "beta", "gamma", "oljy", "zeta".
        #expect(
            try Self.ids(.name) == [
                "opens-tomorrow", "until-22", "never", "opens-tonight", "unknown", "until-18", "always",
            ])
    }

    @Test func closingTime() throws {
        // Open: never closing, then closing latest first; closed: opening soonest first, never
        // opening last; unknown at the end.
        #expect(
            try Self.ids(.closingTime) == [
                "always", "until-22", "until-18", "opens-tonight", "opens-tomorrow", "never", "unknown",
            ])
    }
}
