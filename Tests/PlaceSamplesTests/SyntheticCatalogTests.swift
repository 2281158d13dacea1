import Foundation
import Geodesy
import PlaceReaders
import PlaceSamples
import Places
import Testing

@Suite("Synthetic catalog")
struct SyntheticCatalogTests {
    @Test("Same count and seed give the same places", arguments: [(0, UInt64(1)), (1, 1), (500, 7), (2_000, 42)])
    func deterministic(_ input: (count: Int, seed: UInt64)) {
        let first = SyntheticCatalog.generate(count: input.count, seed: input.seed)
        let second = SyntheticCatalog.generate(count: input.count, seed: input.seed)
        #expect(first.places == second.places)
        #expect(first.places.count == input.count)
    }

    @Test("Different seeds give different places")
    func seedMatters() {
        let first = SyntheticCatalog.generate(count: 100, seed: 1)
        let second = SyntheticCatalog.generate(count: 100, seed: 2)
        #expect(first.places.map(\.coordinate) != second.places.map(\.coordinate))
    }

    @Test("A fixed seed gives fixed values (the sequence must not change between platforms)")
    func goldenValues() throws {
        var random = SyntheticCatalog.Random(seed: 0)
        // SplitMix64 reference outputs for seed 0.
        #expect(random.next() == 0xE220_A839_7B1D_CDAF)
        #expect(random.next() == 0x6E78_9E6A_A1B9_65F4)
        let place = try #require(SyntheticCatalog.generate(count: 1, seed: 3).places.first)
        #expect(place.id == "syn/0")
        #expect(!place.name.isEmpty)
    }

    @Test("Ids are unique, coordinates valid, zones known, about a quarter without hours")
    func contents() throws {
        let catalog = SyntheticCatalog.generate(count: 20_000, seed: 11)
        #expect(catalog.places.count == 20_000)
        #expect(Set(catalog.places.map(\.id)).count == 20_000)
        for place in catalog.places {
            #expect((-90...90).contains(place.coordinate.latitude), "\(place.id)")
            #expect((-180...180).contains(place.coordinate.longitude), "\(place.id)")
            #expect(catalog[id: place.id]?.coordinate == place.coordinate)
        }
        let zones = Set(catalog.places.compactMap(\.timeZone))
        for zone in zones { #expect(TimeZone(identifier: zone) != nil, "unknown zone \(zone)") }
        #expect(zones.count > 50)
        let missing = Double(catalog.places.count { $0.openingHours == nil }) / 20_000
        #expect((0.22...0.28).contains(missing))
        #expect(catalog.places.contains { $0.coordinate.latitude > 75 })
        #expect(catalog.places.contains { abs($0.coordinate.longitude) > 178 })
        #expect(catalog.places.allSatisfy { !$0.categories.isEmpty && $0.address.city != nil })
    }

    @Test("Every hours value in the mix is one real data could hold")
    func hoursMix() {
        let values = SyntheticCatalog.hoursMix.compactMap(\.value)
        #expect(values.contains("24/7"))
        #expect(values.contains { $0.contains("sunset") })
        #expect(SyntheticCatalog.hoursMix.allSatisfy { $0.weight > 0 })
    }

    @Test("Written as GeoJSON (as --write-synthetic does), the places read back the same")
    func geoJSONRoundTrip() throws {
        let catalog = SyntheticCatalog.generate(count: 300, seed: 5)
        let text = GeoJSONWriter().text(catalog: catalog)
        let result = PlaceReader.read(
            Data(text.utf8), format: .geojson, options: ImportOptions(sourceName: "syn.geojson"))
        #expect(result.places.count == 300)
        for (written, read) in zip(catalog.places, result.places) {
            #expect(read.id == written.id)
            #expect(read.name == written.name)
            #expect(read.openingHours == written.openingHours, "\(written.id)")
            #expect(read.timeZone == written.timeZone, "\(written.id)")
            #expect(read.categories == written.categories, "\(written.id)")
            #expect(read.address == written.address, "\(written.id)")
            #expect(read.wheelchair == written.wheelchair, "\(written.id)")
            #expect(abs(read.coordinate.latitude - written.coordinate.latitude) < 1e-9)
        }
    }
}
