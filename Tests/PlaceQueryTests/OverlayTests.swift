import ConcurrencyPrimitives
import Foundation
import Geodesy
import PlaceQueryModel
import Places
import TestSupport
import Testing

@testable import PlaceQuery

/// ``PlaceEngine/applying(_:)`` against a fresh engine over the same places: random catalogs,
/// random changes applied one step at a time, and after each step every kind of query answered
/// alike.
@Suite("Engine overlay against a fresh build")
struct OverlayTests {
    static let referenceDate = BruteForceTests.referenceDate

    /// The places an overlay should hold, kept by hand: the base's ids in base order (a place
    /// changed where the base has it keeps its place there; one deleted or moved away leaves
    /// it), then the delta's ids in the order they were last changed.
    struct Model {
        var baseIDs: [String]
        var baseCoordinates: [String: Coordinate]
        var removed: Set<String> = []
        var deltaIDs: [String] = []
        var places: [String: Place]
        var deleted: [String] = []
        /// Ids changed, most recent last.
        var changed: [String] = []

        init(catalog: Catalog) {
            baseIDs = catalog.places.map(\.id)
            baseCoordinates = Dictionary(uniqueKeysWithValues: catalog.places.map { ($0.id, $0.coordinate) })
            places = Dictionary(uniqueKeysWithValues: catalog.places.map { ($0.id, $0) })
        }

        var liveIDs: [String] { baseIDs.filter { !removed.contains($0) } + deltaIDs }

        mutating func upsert(_ place: Place) {
            places[place.id] = place
            deleted.removeAll { $0 == place.id }
            changed.append(place.id)
            deltaIDs.removeAll { $0 == place.id }
            if let coordinate = baseCoordinates[place.id], coordinate == place.coordinate {
                removed.remove(place.id)
                return
            }
            if baseCoordinates[place.id] != nil { removed.insert(place.id) }
            deltaIDs.append(place.id)
        }

        mutating func delete(_ id: String) {
            guard places[id] != nil else { return }
            if baseCoordinates[id] != nil { removed.insert(id) }
            deltaIDs.removeAll { $0 == id }
            places[id] = nil
            deleted.append(id)
        }

        func catalog() throws -> Catalog {
            try Catalog(places: liveIDs.compactMap { places[$0] }, defaultTimeZone: "Europe/Helsinki")
        }
    }

    /// One random change of a random kind, applied to the model too.
    static func randomChange(
        _ model: inout Model, inserted: inout Int, using random: inout SeededGenerator
    ) -> PlaceChanges {
        let live = model.liveIDs
        // Changed places again now and then (a second change of a changed place).
        let recent = model.changed.isEmpty || Bool.random(using: &random) ? live : Array(model.changed.suffix(20))
        guard let id = recent.randomElement(using: &random), var place = model.places[id] else {
            return PlaceChanges()
        }
        switch Int.random(in: 0..<9, using: &random) {
        case 0:
            if place.properties["pickup:status"] == nil {
                place.properties["pickup:status"] = .string("full")
            } else {
                place.properties["pickup:status"] = nil
            }
        case 1: place.openingHours = RandomCatalog.hours.randomElement(using: &random)?.value
        case 2: place.name = "\(RandomCatalog.names.randomElement(using: &random) ?? "Place") renamed"
        case 3:
            // Up to seven, repeats included: more than the four codes a record keeps inline.
            place.categories = (0..<Int.random(in: 0...7, using: &random)).compactMap { _ in
                RandomCatalog.categories.randomElement(using: &random)
            }
        case 4 where model.baseCoordinates[id] != nil && Bool.random(using: &random):
            // Back where the base has it (or there already).
            place.coordinate = model.baseCoordinates[id] ?? place.coordinate
        case 4:
            place.coordinate = Coordinate(
                uncheckedLatitude: place.coordinate.latitude + Double.random(in: -0.02...0.02, using: &random),
                longitude: place.coordinate.longitude + Double.random(in: -0.02...0.02, using: &random))
        case 5:
            model.delete(id)
            return PlaceChanges(deletions: [id])
        case 6:
            guard let again = model.deleted.randomElement(using: &random) else { return PlaceChanges() }
            let city = RandomCatalog.cities.randomElement(using: &random) ?? RandomCatalog.cities[0]
            let back = Place(
                id: again, name: "Back \(again)",
                coordinate: Coordinate(
                    uncheckedLatitude: city.latitude + Double.random(in: -0.08...0.08, using: &random),
                    longitude: city.longitude + Double.random(in: -0.15...0.15, using: &random)),
                categories: ["kiosk"], openingHours: "Mo-Su 10:00-22:00; PH off", timeZone: city.zone)
            model.upsert(back)
            return PlaceChanges(upserts: [back])
        case 7:
            // A deletion of an unknown id changes nothing.
            return PlaceChanges(deletions: ["unknown-\(inserted)"])
        default:
            inserted += 1
            let city = RandomCatalog.cities.randomElement(using: &random) ?? RandomCatalog.cities[0]
            // Some new places stand exactly on an old one.
            let coordinate =
                Bool.random(using: &random)
                ? place.coordinate
                : Coordinate(
                    uncheckedLatitude: city.latitude + Double.random(in: -0.08...0.08, using: &random),
                    longitude: city.longitude + Double.random(in: -0.15...0.15, using: &random))
            let new = Place(
                id: "new\(inserted)", name: "\(RandomCatalog.names.randomElement(using: &random) ?? "Place") new",
                coordinate: coordinate, categories: ["pharmacy", "new_category"],
                openingHours: RandomCatalog.hours.randomElement(using: &random)?.value, timeZone: city.zone)
            model.upsert(new)
            return PlaceChanges(upserts: [new])
        }
        model.upsert(place)
        return PlaceChanges(upserts: [place])
    }

    /// Everything a front end reads from results, by id (positions differ between the two).
    struct Answer: Equatable {
        var ids: [String]
        var distances: [Double]
        var statuses: [OpeningSnapshot.Status]
        var scores: [Int?]
        var unavailable: [Bool]
        var matching: [String]
        var counts: [Int]
        var hasMore: Bool
        var nearestOpen: String?
        var categoryCounts: [String: Int]
        var map: [String]

        init(_ results: Results, engine: PlaceEngine, box: BoundingBox, zoom: Int) {
            ids = results.places.map(\.id)
            distances = results.places.map(\.distance)
            statuses = results.places.map(\.opening.status)
            scores = results.places.map(\.textScore)
            unavailable = results.places.map { $0.unavailability != nil }
            matching = results.matchingPositions.map { engine.placeID(at: $0) ?? "?" }
            counts = [results.matchingCount, results.openCount, results.unknownCount, results.hiddenUnknownCount]
            hasMore = results.hasMore
            nearestOpen = results.nearestOpen?.id
            categoryCounts = results.categoryCounts
            let layer = engine.mapLayer(for: results, in: box, zoom: zoom, radius: 60, maxZoom: 16)
            map = ["\(layer.placeCount) \(layer.placeRanks)"]
            for node in layer.nodes {
                switch node {
                case .place(let position): map.append(engine.placeID(at: position) ?? "?")
                case .cluster(let cluster):
                    map.append(
                        "\(cluster.key) \(cluster.coordinate) \(cluster.openCount) \(cluster.expansionZoom ?? -1) "
                            + "\(cluster.nearestRank) \(cluster.members.map { engine.placeID(at: $0) ?? "?" })")
                }
            }
        }
    }

    /// The queries asked after each step: random ones, and each kind by hand.
    static func queries(using random: inout SeededGenerator) -> [Query] {
        var queries = (0..<6).map { _ in BruteForceTests.randomQuery(using: &random) }
        let city = RandomCatalog.cities.randomElement(using: &random) ?? RandomCatalog.cities[0]
        let origin = Coordinate(uncheckedLatitude: city.latitude, longitude: city.longitude)
        let instant = Date(timeIntervalSince1970: 1_767_225_600 + Double.random(in: 0..<365 * 86_400, using: &random))
        var open = PlaceFilters()
        open.openNow = true
        var category = PlaceFilters()
        category.categories = ["pharmacy", "new_category"]
        var text = PlaceFilters()
        text.text = "posti"
        for (filters, sort) in [
            (PlaceFilters(), PlaceSort.distance), (PlaceFilters(), .name), (PlaceFilters(), .closingTime),
            (open, .distance), (category, .distance), (text, .distance),
        ] {
            queries.append(Query(origin: origin, instant: instant, filters: filters, sort: sort, limit: 20))
        }
        queries.append(Query(origin: origin, instant: instant, limit: 10, offset: 7, maximumDistance: 8_000))
        queries.append(Query(origin: origin, instant: instant, limit: 5_000))
        // The uncounted, nearest-first path: with and without filters, an offset and a radius.
        let counted = queries
        for var query in counted where query.sort == .distance && query.filters.text.isEmpty {
            query.includeCounts = false
            query.offset = min(query.offset, 40)
            queries.append(query)
        }
        return queries
    }

    @Test(arguments: 0..<4)
    func overlayAnswersAsAFreshEngine(seed: Int) throws {
        var random = SeededGenerator(seed: 90_000 + UInt64(seed))
        let catalog = try RandomCatalog.make(count: 500 + 100 * seed, seed: 300 + UInt64(seed))
        var engine = PlaceEngine(catalog: catalog, country: "FI", referenceDate: Self.referenceDate)
        var model = Model(catalog: catalog)
        var inserted = 0
        for step in 0..<40 {
            let changes = (0..<Int.random(in: 1...3, using: &random)).map { _ in
                Self.randomChange(&model, inserted: &inserted, using: &random)
            }
            for change in changes { engine = engine.applying(change) }
            let fresh = PlaceEngine(catalog: try model.catalog(), country: "FI", referenceDate: Self.referenceDate)
            #expect(engine.categories == fresh.categories, "step \(step)")
            #expect(engine.placeCount == fresh.catalog.places.count)
            for query in Self.queries(using: &random) {
                let south = query.origin.latitude - 0.05
                let west = query.origin.longitude - 0.1
                let box = try BoundingBox(south: south, west: west, north: south + 0.1, east: west + 0.2)
                let zoom = Int.random(in: 11...17, using: &random)
                let got = Answer(engine.results(for: query), engine: engine, box: box, zoom: zoom)
                let expected = Answer(fresh.results(for: query), engine: fresh, box: box, zoom: zoom)
                #expect(got == expected, "step \(step): \(query)")
            }
            // Lookups by id: changed, new, deleted and unknown ones.
            let query = BruteForceTests.randomQuery(using: &random)
            let ids =
                Array(model.deltaIDs.suffix(5)) + model.changed.suffix(5) + model.deleted.suffix(3) + [
                    "p0", "p1", "nowhere",
                ]
            for id in ids {
                let got = engine.result(forID: id, query: query)
                let expected = fresh.result(forID: id, query: query)
                #expect(got?.id == expected?.id, "step \(step): \(id)")
                #expect(got?.distance == expected?.distance)
                #expect(got?.opening == expected?.opening)
                #expect(got?.place == expected?.place)
                #expect(engine.place(id: id) == fresh.catalog[id: id])
                #expect(engine.zone(forID: id) == fresh.zone(forID: id))
                #expect(engine.hasUnreadableHours(id: id) == fresh.hasUnreadableHours(id: id))
                #expect((engine.hoursIdentity(forID: id) == nil) == (fresh.hoursIdentity(forID: id) == nil))
                let end = query.instant.addingTimeInterval(7 * 86_400)
                #expect(
                    engine.intervals(forID: id, from: query.instant, to: end)
                        == fresh.intervals(forID: id, from: query.instant, to: end))
                #expect(
                    engine.evaluationContext(forID: id)?.coordinate == fresh.evaluationContext(forID: id)?.coordinate)
            }
        }
        #expect(engine.overlayCount > 0)
    }

    /// Every version answers with its own places while later ones are written: one place
    /// renamed and moved back and forth, one added and deleted, version after version; then a
    /// change applied to an old version (a second line of changes) leaves the others as they were.
    @Test func everyVersionKeepsItsPlaces() throws {
        let catalog = try RandomCatalog.make(count: 400, seed: 8)
        var engines = [PlaceEngine(catalog: catalog, country: "FI", referenceDate: Self.referenceDate)]
        var place = catalog.places[7]
        let home = place.coordinate
        var names = [place.name]
        for version in 1...60 {
            place.name = "Version \(version)"
            place.coordinate =
                version % 3 == 0 ? Coordinate(uncheckedLatitude: home.latitude + 0.01, longitude: home.longitude) : home
            let extra = Place(id: "extra", name: "Extra \(version)", coordinate: home)
            let changes =
                version % 2 == 0
                ? PlaceChanges(upserts: [place, extra]) : PlaceChanges(upserts: [place], deletions: ["extra"])
            engines.append(engines[version - 1].applying(changes))
            names.append(place.name)
        }
        let query = Query(origin: home, instant: Self.referenceDate)
        for (version, engine) in engines.enumerated() {
            #expect(engine.place(id: place.id)?.name == names[version], "version \(version)")
            #expect(engine.result(forID: place.id, query: query)?.place.name == names[version])
            let first = engine.results(for: query).places.first { $0.id == place.id }
            #expect(first?.place.name == names[version])
            #expect((engine.place(id: "extra") != nil) == (version > 0 && version % 2 == 0))
            #expect(engine.placeCount == catalog.places.count + (version > 0 && version % 2 == 0 ? 1 : 0))
        }
        // A second line from version 10: its own store; versions 10, 11 and 60 unchanged.
        var other = place
        other.name = "Another line"
        let branch = engines[10].applying(PlaceChanges(upserts: [other]))
        #expect(branch.place(id: place.id)?.name == "Another line")
        #expect(branch.place(id: "extra")?.name == "Extra 10")
        #expect(branch.overlayCount == engines[10].overlayCount)
        #expect(engines[10].place(id: place.id)?.name == names[10])
        #expect(engines[11].place(id: place.id)?.name == names[11])
        #expect(engines[60].place(id: place.id)?.name == names[60])
        #expect(engines[60].applying(PlaceChanges(deletions: [place.id])).place(id: place.id) == nil)
    }

    /// Readers of one version on other threads see it unchanged while a writer applies
    /// thousands of changes to later ones (the store's records are written beside them).
    @Test func readersOfAVersionSeeItWhileLaterOnesAreWritten() throws {
        let catalog = try RandomCatalog.make(count: 2_000, seed: 9)
        let base = PlaceEngine(catalog: catalog, country: "FI", referenceDate: Self.referenceDate)
        let first = base.applying(PlaceChanges(upserts: [catalog.places[0]]))
        let query = Query(
            origin: catalog.places[0].coordinate, instant: Self.referenceDate, limit: 50, includeCounts: true)
        let expected = first.results(for: query).places.map { "\($0.id) \($0.place.name)" }
        let mismatches = Locked(0)
        DispatchQueue.concurrentPerform(iterations: 3) { worker in
            if worker == 0 {
                var engine = first
                for step in 0..<3_000 {
                    var place = catalog.places[step % catalog.places.count]
                    place.name = "Step \(step)"
                    if step % 5 == 0 {
                        place.coordinate = Coordinate(
                            uncheckedLatitude: place.coordinate.latitude + 0.001, longitude: place.coordinate.longitude)
                    }
                    let deletions = step % 7 == 0 ? ["p\(step)"] : []
                    engine = engine.applying(PlaceChanges(upserts: [place], deletions: deletions))
                }
            } else {
                for _ in 0..<150 {
                    let got = first.results(for: query).places.map { "\($0.id) \($0.place.name)" }
                    if got != expected { mismatches.withLock { $0 += 1 } }
                }
            }
        }
        #expect(mismatches.withLock { $0 } == 0)
    }

    /// The engine a change was applied to answers as before: requests in flight keep it.
    @Test func applyingLeavesTheEngineAsItWas() throws {
        let catalog = try RandomCatalog.make(count: 300, seed: 5)
        let engine = PlaceEngine(catalog: catalog, country: "FI", referenceDate: Self.referenceDate)
        let query = Query(origin: Coordinate(uncheckedLatitude: 60.17, longitude: 24.94), instant: Self.referenceDate)
        let before = engine.results(for: query).places.map(\.id)
        var moved = catalog.places[0]
        moved.coordinate = Coordinate(uncheckedLatitude: 60.17, longitude: 24.94)
        let next = engine.applying(PlaceChanges(upserts: [moved], deletions: [before[0]]))
        #expect(engine.results(for: query).places.map(\.id) == before)
        #expect(engine.overlayCount == 0)
        #expect(next.overlayCount == 2)
        #expect(next.results(for: query).places.first?.id == moved.id)
        #expect(next.position(ofID: before[0]) == nil)
        #expect(engine.position(ofID: before[0]) != nil)
        #expect(next.sharesBase(with: engine))
        let reapplied = next.applying(PlaceChanges(upserts: [moved]))
        #expect(reapplied.overlayCount == 2)
        #expect(reapplied.sharesBase(with: engine) && engine.sharesBase(with: reapplied))
        // The same catalog built again is another base: its positions may name other places.
        let rebuilt = PlaceEngine(catalog: catalog, country: "FI", referenceDate: Self.referenceDate)
        #expect(!rebuilt.sharesBase(with: engine) && !next.sharesBase(with: rebuilt))
    }
}
