import Foundation
import Geodesy
import PlaceQueryModel
import Places
import TestSupport
import Testing

@testable import PlaceQuery

/// "Only places with space" and the parcel size, on both query paths, against the definition: the
/// places without the filter, less those that cannot be chosen.
@Suite("Space and parcel size")
struct SpaceFilterTests {
    static func catalog(seed: UInt64) throws -> Catalog {
        var random = SeededGenerator(seed: seed)
        let base = try RandomCatalog.make(count: 400, seed: seed)
        var places = base.places
        for index in places.indices {
            switch Int.random(in: 0..<12, using: &random) {
            case 0: places[index].properties["pickup:status"] = .string(["full", "closed", "disabled"][index % 3])
            case 1: places[index].properties["pickup:capacity"] = .string(["none", "low", "high"][index % 3])
            case 2, 3:
                places[index].properties["pickup:max_parcel"] = .object([
                    "weight_kg": .number(Double(Int.random(in: 2...30, using: &random))),
                    "length_cm": .number(Double(Int.random(in: 20...70, using: &random))),
                    "width_cm": .number(Double(Int.random(in: 20...50, using: &random))),
                    "height_cm": .number(Double(Int.random(in: 10...50, using: &random))),
                ])
            default: break
            }
        }
        return try Catalog(places: places, defaultTimeZone: "Europe/Helsinki")
    }

    @Test(arguments: [1, 2, 3] as [UInt64])
    func filterEqualsTheDefinition(seed: UInt64) throws {
        let engine = PlaceEngine(
            catalog: try Self.catalog(seed: seed), referenceDate: Date(timeIntervalSince1970: 1.8e9))
        #expect(engine.hasAvailabilityData)
        let parcels: [ParcelSize?] = [nil, try ParcelSize(parsing: "10kg,40x30x20cm")]
        for city in RandomCatalog.cities {
            for parcel in parcels {
                for counts in [true, false] {
                    var query = Query(
                        origin: Coordinate(uncheckedLatitude: city.latitude, longitude: city.longitude),
                        instant: Date(timeIntervalSince1970: 1.8e9), limit: 1_000, includeCounts: counts)
                    query.filters.parcel = parcel
                    let all = engine.results(for: query).places
                    query.filters.withSpaceOnly = true
                    let withSpace = engine.results(for: query).places
                    #expect(withSpace.map(\.id) == all.filter { $0.unavailability == nil }.map(\.id))
                    #expect(withSpace.count < all.count, "the catalog has places without space near \(city.name)")
                    if parcel != nil {
                        #expect(all.contains { $0.unavailability?.reason == .tooSmall })
                    } else {
                        #expect(!all.contains { $0.unavailability?.reason == .tooSmall })
                    }
                }
            }
        }
    }

    /// The same after changes applied as an overlay: statuses set and cleared, places added and moved.
    @Test func filterHoldsOverAnOverlay() throws {
        let catalog = try Self.catalog(seed: 4)
        var engine = PlaceEngine(catalog: catalog, referenceDate: Date(timeIntervalSince1970: 1.8e9))
        var random = SeededGenerator(seed: 44)
        for step in 0..<6 {
            var upserts: [Place] = []
            for _ in 0..<15 {
                guard var place = catalog.places.randomElement(using: &random) else { continue }
                switch Int.random(in: 0..<4, using: &random) {
                case 0: place.properties["pickup:status"] = .string("full")
                case 1: place.properties["pickup:status"] = nil
                case 2: place.properties["pickup:capacity"] = .string("none")
                default:
                    place = Place(
                        id: "new-\(step)-\(upserts.count)", name: "New \(step)", coordinate: place.coordinate,
                        properties: ["pickup:max_parcel": .object(["weight_kg": .number(3)])])
                }
                upserts.append(place)
            }
            engine = engine.applying(PlaceChanges(upserts: upserts, deletions: []))
            #expect(engine.overlayCount > 0)
            for city in RandomCatalog.cities {
                for counts in [true, false] {
                    var query = Query(
                        origin: Coordinate(uncheckedLatitude: city.latitude, longitude: city.longitude),
                        instant: Date(timeIntervalSince1970: 1.8e9), limit: 1_000, includeCounts: counts)
                    query.filters.parcel = try ParcelSize(parsing: "5kg")
                    let all = engine.results(for: query).places
                    query.filters.withSpaceOnly = true
                    let withSpace = engine.results(for: query).places
                    #expect(withSpace.map(\.id) == all.filter { $0.unavailability == nil }.map(\.id), "step \(step)")
                }
            }
        }
    }

    @Test func catalogsWithoutStatusesDoNotOfferTheFilter() throws {
        let plain = try RandomCatalog.make(count: 50, seed: 9).places.map { place -> Place in
            var place = place
            place.properties = [:]
            return place
        }
        let engine = PlaceEngine(
            catalog: try Catalog(places: plain, defaultTimeZone: "Europe/Helsinki"), referenceDate: Date())
        #expect(!engine.hasAvailabilityData)
    }
}
