import Foundation
import Geodesy
import PickerFormatting
import PlacePicker
import Places
import Testing

/// Issue 16, part 6: an app's own points become a picker with everything else defaulted, and bad
/// points are reported with where and why.
@Suite("Embedding an app's places") struct EmbeddingTests {
    @Test("pickup points become places with their fields kept")
    func pointToPlace() throws {
        let point = PickupPoint(
            id: "locker-1042", name: "Kamppi parcel locker", latitude: 60.1690, longitude: 24.9330,
            street: "Urho Kekkosen katu", houseNumber: "1", postcode: "00100", city: "Helsinki",
            openingHours: "Mo-Fr 08:00-20:00", timeZone: "Europe/Helsinki", isStepFree: true)
        let place = try point.place()
        #expect(place.id == "locker-1042" && place.name == "Kamppi parcel locker")
        #expect(place.coordinate == Coordinate(uncheckedLatitude: 60.1690, longitude: 24.9330))
        #expect(place.address.singleLine == "Urho Kekkosen katu 1, 00100 Helsinki")
        #expect(place.categories == ["parcel_locker"])
        #expect(place.openingHours == "Mo-Fr 08:00-20:00" && place.timeZone == "Europe/Helsinki")
        #expect(place.wheelchair == .yes)
    }

    static let bad: [(PickupPoint, PickerInputError)] = [
        (PickupPoint(id: " ", name: "A", latitude: 60, longitude: 24), .blankID(index: 1)),
        (PickupPoint(id: "x", name: "", latitude: 60, longitude: 24), .blankName(index: 1, id: "x")),
        (
            PickupPoint(id: "y", name: "B", latitude: 95, longitude: 24),
            .invalidCoordinate(index: 1, id: "y", problem: .latitudeOutOfRange(95))
        ),
        (
            PickupPoint(id: "z", name: "C", latitude: .nan, longitude: 24),
            .invalidCoordinate(index: 1, id: "z", problem: .notFinite(field: .latitude, value: .nan))
        ),
    ]

    @Test("a bad point is reported with its position, its id and a valid example", arguments: bad)
    func badPoint(_ point: PickupPoint, _ expected: PickerInputError) {
        let good = PickupPoint(id: "ok", name: "Fine", latitude: 60.17, longitude: 24.94)
        #expect(throws: PickerInputError.self) {
            try PickerModel(points: [good, point], locale: .fallback)
        }
        do {
            _ = try PickerModel(points: [good, point], locale: .fallback)
        } catch {
            if case .invalidCoordinate(_, _, .notFinite) = expected {
                #expect(error.description.hasPrefix("Pickup point #1 (id \"z\"): The latitude nan is not a finite"))
            } else {
                #expect(error == expected)
            }
            #expect(error.description.contains("#1"))
            #expect(error.description.contains("such as"))
        }
    }

    @Test("a repeated id names both positions")
    func duplicate() {
        let points = [
            PickupPoint(id: "a", name: "A", latitude: 60.17, longitude: 24.94),
            PickupPoint(id: "a", name: "B", latitude: 60.18, longitude: 24.95),
        ]
        do {
            _ = try PickerModel(points: points, locale: .fallback)
            Issue.record("a repeated id must be rejected")
        } catch {
            #expect(error.description == "The id \"a\" is used by places #0 and #1; ids must be unique.")
        }
    }

    @Test("the picker lists the points nearest first, with names, in the requested language")
    func listsPoints() throws {
        let picker = try UIFixture.picker(language: "sv")
        let screen = picker.screen(for: picker.initialState())
        #expect(screen.rows.count == 5)
        #expect(screen.rows.first?.title == "Locker 1")
        #expect(screen.languageTag == "sv")
        #expect(screen.rows.first?.actionTitle == picker.text(.pickUpHere))
        #expect(screen.results.map(\.place.id) == screen.rows.map(\.id))
    }

    @Test(
        "without an origin, distances are from the middle of the places, named in the language",
        arguments: [
            ("en-GB", "Distances from the middle of the area"), ("de", "Entfernungen ab Mitte des Gebiets"),
        ])
    func defaultOrigin(_ language: String, _ expected: String) throws {
        let points = [
            PickupPoint(id: "a", name: "A", latitude: 60.0, longitude: 24.0),
            PickupPoint(id: "b", name: "B", latitude: 61.0, longitude: 25.0),
        ]
        let picker = try PickerModel(
            points: points, options: EmbeddingOptions(defaultTimeZone: "Europe/Helsinki"),
            locale: PickerLocale.negotiated(from: [language]), clock: { UIFixture.monday })
        let origin = picker.initialState().origin
        #expect(origin.coordinate == Coordinate(uncheckedLatitude: 60.5, longitude: 24.5))
        #expect(origin.source == .default)
        #expect(picker.screen(for: picker.initialState()).originText == expected)
    }

    @Test(
        "the environment's locale identifiers negotiate the picker's language",
        arguments: [
            ("fi_FI", "fi"), ("sv_FI", "sv"), ("de_CH", "de"), ("en_US", "en"), ("ja_JP", "en"),
            ("fr_FR@rg=bezzzz", "fr"),
        ])
    func locale(_ identifier: String, _ language: String) {
        #expect(PickerLocale.negotiated(from: [identifier]).language.code == language)
    }

    @Test("an empty list is a picker that says nothing matches")
    func empty() throws {
        let picker = try PickerModel(points: [], locale: .fallback, clock: { UIFixture.monday })
        let screen = picker.screen(for: picker.initialState())
        #expect(screen.rows.isEmpty)
        #expect(screen.summary.matchingCount == 0)
    }
}
