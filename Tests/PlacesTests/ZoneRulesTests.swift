import Geodesy
import Testing

@testable import Places

/// A resolver with fixed answers, standing in for the boundary table.
struct FixedResolver: TimeZoneResolver {
    let answer: String?
    func timeZoneIdentifier(at coordinate: Coordinate) -> String? { answer }
}

struct ZoneCase: CustomTestStringConvertible, Sendable {
    let name: String
    var ownZone: String? = nil
    var addressCountry: String? = nil
    var resolved: String? = nil
    var defaultZone: String? = nil
    var catalogCountry: String? = nil
    let expected: PlaceZone
    var testDescription: String { name }
}

@Suite("zone rules")
struct ZoneRulesTests {
    static let cases: [ZoneCase] = [
        ZoneCase(
            name: "own zone wins over the coordinates and the default", ownZone: "Europe/Berlin",
            resolved: "Europe/Helsinki", defaultZone: "UTC",
            expected: PlaceZone(timeZone: "Europe/Berlin", timeZoneSource: .data, country: "DE", countrySource: .zone)),
        ZoneCase(
            name: "coordinates before the default", resolved: "Europe/Helsinki", defaultZone: "America/New_York",
            expected: PlaceZone(
                timeZone: "Europe/Helsinki", timeZoneSource: .coordinates, country: "FI", countrySource: .zone)),
        ZoneCase(
            name: "default without a resolver", defaultZone: "Europe/Helsinki",
            expected: PlaceZone(
                timeZone: "Europe/Helsinki", timeZoneSource: .catalogDefault, country: "FI", countrySource: .zone)),
        ZoneCase(name: "nothing: no zone, no country, never UTC", expected: PlaceZone()),
        ZoneCase(
            name: "at sea the default wins", resolved: "Etc/GMT-2", defaultZone: "Europe/Helsinki",
            expected: PlaceZone(
                timeZone: "Europe/Helsinki", timeZoneSource: .catalogDefault, country: "FI", countrySource: .zone)),
        ZoneCase(
            name: "at sea without a default: the nautical zone, no country", resolved: "Etc/GMT-2",
            expected: PlaceZone(timeZone: "Etc/GMT-2", timeZoneSource: .sea)),
        ZoneCase(
            name: "an unknown answer is no answer", resolved: "Mars/Olympus_Mons", expected: PlaceZone()),
        ZoneCase(
            name: "addr:country as a name", addressCountry: "Suomi", resolved: "Europe/Helsinki",
            expected: PlaceZone(
                timeZone: "Europe/Helsinki", timeZoneSource: .coordinates, country: "FI", countrySource: .address)),
        ZoneCase(
            name: "addr:country wins over --country", addressCountry: "de", resolved: "Europe/Berlin",
            catalogCountry: "FI",
            expected: PlaceZone(
                timeZone: "Europe/Berlin", timeZoneSource: .coordinates, country: "DE", countrySource: .address)),
        ZoneCase(
            name: "--country wins over the zone", resolved: "Europe/Mariehamn", catalogCountry: "fi",
            expected: PlaceZone(
                timeZone: "Europe/Mariehamn", timeZoneSource: .coordinates, country: "FI", countrySource: .catalog)),
        ZoneCase(
            name: "the zone's region: Canary Islands", resolved: "Atlantic/Canary",
            expected: PlaceZone(
                timeZone: "Atlantic/Canary", timeZoneSource: .coordinates, country: "ES", region: "CN",
                countrySource: .zone)),
        ZoneCase(
            name: "the zone's region with the same addr:country", addressCountry: "España", resolved: "Atlantic/Canary",
            expected: PlaceZone(
                timeZone: "Atlantic/Canary", timeZoneSource: .coordinates, country: "ES", region: "CN",
                countrySource: .address)),
        ZoneCase(
            name: "no region when the country differs from the zone's", addressCountry: "PT",
            resolved: "Atlantic/Canary",
            expected: PlaceZone(
                timeZone: "Atlantic/Canary", timeZoneSource: .coordinates, country: "PT", countrySource: .address)),
        ZoneCase(
            name: "Büsingen is Baden-Württemberg", resolved: "Europe/Busingen",
            expected: PlaceZone(
                timeZone: "Europe/Busingen", timeZoneSource: .coordinates, country: "DE", region: "BW",
                countrySource: .zone)),
        ZoneCase(
            name: "Indiana counties are Indiana", resolved: "America/Indiana/Tell_City",
            expected: PlaceZone(
                timeZone: "America/Indiana/Tell_City", timeZoneSource: .coordinates, country: "US", region: "IN",
                countrySource: .zone)),
        ZoneCase(
            name: "an unreadable addr:country is reported and the zone's used", addressCountry: "Germoney",
            resolved: "Europe/Berlin",
            expected: PlaceZone(
                timeZone: "Europe/Berlin", timeZoneSource: .coordinates, country: "DE", countrySource: .zone,
                unreadableCountry: "Germoney")),
    ]

    @Test(arguments: cases)
    func decides(_ testCase: ZoneCase) {
        var rules = ZoneRules(
            resolver: testCase.resolved.map { FixedResolver(answer: $0) }, defaultTimeZone: testCase.defaultZone,
            country: testCase.catalogCountry)
        let place = Place(
            id: "p", name: "P", coordinate: Coordinate(uncheckedLatitude: 60, longitude: 25),
            address: Address(country: testCase.addressCountry), timeZone: testCase.ownZone)
        #expect(rules.zone(for: place) == testCase.expected)
    }

    @Test(arguments: [
        ("FI", "FI"), ("fi", "FI"), (" Fi ", "FI"), ("UK", "GB"), ("gb", "GB"), ("Finland", "FI"), ("SUOMI", "FI"),
        ("Deutschland", "DE"), ("Österreich", "AT"), ("Osterreich", "AT"), ("España", "ES"), ("United Kingdom", "GB"),
        ("Sweden", "SE"), ("Schweiz", "CH"),
    ])
    func readsCountries(_ value: (text: String, code: String)) {
        #expect(ZoneCountry.code(forCountry: value.text) == value.code)
    }

    @Test(arguments: ["", "XX", "Atlantis", "F", "FIN1"])
    func rejectsUnknownCountries(_ text: String) {
        #expect(ZoneCountry.code(forCountry: text) == nil)
    }

    @Test(
        arguments: [
            ("Europe/Helsinki", "FI", nil), ("Atlantic/Madeira", "PT", "30"), ("Atlantic/Azores", "PT", "20"),
            ("America/Indiana/Indianapolis", "US", "IN"), ("America/Phoenix", "US", "AZ"),
            ("Australia/Sydney", "AU", "NSW"),
            ("Australia/Perth", "AU", "WA"), ("America/Argentina/Mendoza", "AR", "M"),
            ("America/Argentina/Buenos_Aires", "AR", nil), ("Arctic/Longyearbyen", "SJ", nil),
            ("Europe/Kaliningrad", "RU", nil),
        ] as [(String, String, String?)])
    func knowsZoneCountries(_ value: (zone: String, country: String, region: String?)) throws {
        let found = try #require(ZoneCountry.country(ofZone: value.zone))
        #expect(found.country == value.country)
        #expect(found.region == value.region)
    }

    @Test func nauticalZonesHaveNoCountry() {
        #expect(ZoneCountry.country(ofZone: "Etc/GMT-2") == nil)
        #expect(ZoneCountry.country(ofZone: "UTC") == nil)
    }

    @Test func countsSources() {
        var counts = ZoneCounts()
        counts.add(
            PlaceZone(timeZone: "Europe/Helsinki", timeZoneSource: .coordinates, country: "FI", countrySource: .zone))
        counts.add(PlaceZone(timeZone: "Etc/GMT", timeZoneSource: .sea))
        counts.add(PlaceZone())
        #expect(counts.inferredZones == 2)
        #expect(counts.inferredCountries == 1)
        #expect(counts.withoutZone == 1)
        #expect(counts.withoutCountry == 2)
        #expect(counts.withoutEither == 1)
    }
}
