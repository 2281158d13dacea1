import Foundation
import Geodesy
import HTTPMessage
import PlacePicker
import PlacePickerWeb
import PlaceQuery
import PlaceSamples
import Places

/// What following a database costs: one changed place made into a new engine version
/// (``PlaceEngine/applying(_:)``), by kind of change, and the list page over an engine with an
/// overlay of changed places against one without.
struct LiveBenchmark {
    let options: BenchOptions
    let workload: Workload

    /// A kind of single-place change.
    enum Kind: String, CaseIterable {
        case statusFlip = "status flip"
        case rename
        case hoursChange = "hours change"
        case move
        case insert
        case delete

        /// The kind named on the command line (`--profile-live status`).
        init?(profileName: String) {
            switch profileName {
            case "status": self = .statusFlip
            case "hours": self = .hoursChange
            default: self.init(rawValue: profileName)
            }
        }
    }

    /// Applies 1,000 changes of one kind, one `applying` each, and says the p50 (for a profiler).
    func profile(_ kind: Kind) -> String {
        let base = PlaceEngine(catalog: workload.catalog, referenceDate: QueryBenchmark.referenceDate)
        var random = SyntheticCatalog.Random(seed: options.seed ^ 0x11FE)
        var engine = base.applying(change(.statusFlip, position: 0, serial: 0, random: &random))
        var times: [Double] = []
        for serial in 1...1_000 {
            let position = Int(random.next(below: UInt64(workload.catalog.places.count)))
            let batch = change(kind, position: position, serial: serial, random: &random)
            times.append(Stopwatch.seconds { engine = engine.applying(batch) } * 1e6)
        }
        times.sort()
        return "\(kind.rawValue): p50 \(Report.format(times[times.count / 2])) µs over \(times.count) changes"
    }

    /// The change of one kind to the place at a position (a new id for an insert).
    func change(_ kind: Kind, position: Int, serial: Int, random: inout SyntheticCatalog.Random) -> PlaceChanges {
        var place = workload.catalog.places[position]
        switch kind {
        case .statusFlip:
            place.properties["pickup:status"] = place.properties["pickup:status"] == nil ? .string("full") : nil
        case .rename: place.name += " (renamed)"
        case .hoursChange: place.openingHours = serial % 2 == 0 ? "Mo-Fr 08:00-18:00" : "Mo-Su 07:00-23:00"
        case .move:
            place.coordinate = Coordinate(
                uncheckedLatitude: place.coordinate.latitude + random.nextGaussian() * 0.001,
                longitude: place.coordinate.longitude + random.nextGaussian() * 0.001)
        case .insert:
            // A new point in a carrier's feed: its own id and name, an address and hours like
            // those of the points around it.
            place = Place(
                id: "live-\(serial)", name: "New pickup point \(serial)", coordinate: place.coordinate,
                address: place.address, categories: place.categories, openingHours: place.openingHours,
                timeZone: place.timeZone)
        case .delete: return PlaceChanges(deletions: [place.id])
        }
        return PlaceChanges(upserts: [place])
    }

    func run(_ report: inout Report) {
        let count = workload.catalog.places.count
        let changes = options.quick ? 300 : 1_000
        report.section(
            "Live changes (PlaceEngine.applying, one place per call)",
            note: "Synthetic catalog of \(count) places. Per kind, \(changes) single-place changes applied one "
                + "`applying` each, starting from the base (the overlay grows from 0 to \(changes)); "
                + "µs per change. The goal is ≤ 5 µs p50.")
        var base: PlaceEngine?
        let build = Stopwatch.seconds {
            base = PlaceEngine(catalog: workload.catalog, referenceDate: QueryBenchmark.referenceDate)
        }
        guard let base else { return }
        report.note("Base built in \(Report.format(build)) s.")
        // The base's first change numbers its slots by position (once per base): timed apart.
        var random = SyntheticCatalog.Random(seed: options.seed ^ 0x11FE)
        let first = Stopwatch.seconds {
            Sink.take(base.applying(change(.statusFlip, position: 0, serial: 0, random: &random)).overlayCount)
        }
        report.note("First change to a base (numbers its slots once): \(Report.format(first * 1e6)) µs.")
        print("\n| kind | p50 | p99 | max | overlay at end |")
        print("|---|---:|---:|---:|---:|")
        for kind in Kind.allCases {
            var engine = base
            var times: [Double] = []
            times.reserveCapacity(changes)
            for serial in 0..<changes {
                let position = Int(random.next(below: UInt64(count)))
                let batch = change(kind, position: position, serial: serial, random: &random)
                var next: PlaceEngine?
                times.append(Stopwatch.seconds { next = engine.applying(batch) } * 1e6)
                if let next { engine = next }
            }
            times.sort()
            let percentile = { (fraction: Double) in times[min(times.count - 1, Int(Double(times.count) * fraction))] }
            print(
                "| \(kind.rawValue) | \(Report.format(percentile(0.5))) µs | \(Report.format(percentile(0.99))) µs | "
                    + "\(Report.format(times.last ?? .nan)) µs | \(engine.overlayCount) |")
            fflush(nil)
        }
        pages(base: base, report: &report, random: &random)
    }

    /// The list page over the base and over overlays of 1,000, 5,000 and 20,000 changed places (of every
    /// kind, spread over the catalog, a fifth of them in central Helsinki where the pages are).
    private func pages(base: PlaceEngine, report: inout Report, random: inout SyntheticCatalog.Random) {
        let count = workload.catalog.places.count
        let helsinki = Coordinate(uncheckedLatitude: 60.17, longitude: 24.94)
        let central = (0..<count).filter { workload.coordinates[$0].distance(to: helsinki) < 5_000 }
        var engines: [(String, PlaceEngine)] = [("no overlay", base)]
        for size in [1_000, 5_000, 20_000] {
            var upserts: [Place] = []
            var deletions: [String] = []
            for serial in 0..<size {
                let position =
                    serial % 5 == 0 && !central.isEmpty
                    ? central[Int(random.next(below: UInt64(central.count)))]
                    : Int(random.next(below: UInt64(count)))
                let kind = Kind.allCases[serial % Kind.allCases.count]
                let batch = change(kind, position: position, serial: 100_000 + serial, random: &random)
                upserts += batch.upserts
                deletions += batch.deletions
            }
            var engine: PlaceEngine?
            let seconds = Stopwatch.seconds {
                engine = base.applying(PlaceChanges(upserts: upserts, deletions: deletions))
            }
            guard let engine else { continue }
            report.note(
                "An overlay of \(engine.overlayCount) places applied as one batch in \(Report.format(seconds * 1e3)) ms."
            )
            engines.append(("overlay of \(engine.overlayCount)", engine))
        }
        if let (overlay, fresh) = writerMinute(base: base, random: &random) {
            engines.append(("after a minute of the replica test's writer (\(overlay.overlayCount))", overlay))
            engines.append(("the same places built fresh", fresh))
        }
        report.section(
            "List page over an overlay (WebApp, computed per request)",
            note: "As the page section: `/?near=…` from origins over central Helsinki, 25 km radius.")
        let pages = options.quick ? 100 : 400
        let picker = PageBenchmark.picker(engine: base, origin: helsinki)
        for (name, engine) in engines {
            let next = picker.replacingEngine(engine)
            let page = Measurement.repeating(options.repetitions) {
                Stopwatch.seconds { Sink.take(listPages(next, count: pages)) } / Double(pages) * 1e6
            }
            report.row("list page, \(name)", page, unit: "µs/page")
        }
    }

    /// Computes `count` list pages (`/?near=…` from origins over central Helsinki, as the page
    /// section) with a picker; returns the bytes written.
    func listPages(_ picker: PickerModel, count: Int) -> Int {
        let app = WebApp(picker: picker, configuration: WebConfiguration(fixedInstant: QueryBenchmark.instant))
        var total = 0
        for origin in PageBenchmark.origins(count: count) {
            let target = "/?near=\(origin.latitude),\(origin.longitude)"
            total &+= app.handle(HTTPRequest(method: "GET", target: target)).body.count
        }
        return total
    }

    /// For a profiler: the list page over what a replica holds after a minute of the replica
    /// test's writer (`page`), or over the same places built fresh (`page-fresh`), 2,000 pages
    /// after the set-up.
    func profilePages(fresh: Bool) -> String {
        let base = PlaceEngine(catalog: workload.catalog, referenceDate: QueryBenchmark.referenceDate)
        var random = SyntheticCatalog.Random(seed: options.seed ^ 0x11FE)
        guard let (overlay, built) = writerMinute(base: base, random: &random) else { return "no engine" }
        let engine = fresh ? built : overlay
        let helsinki = Coordinate(uncheckedLatitude: 60.17, longitude: 24.94)
        let picker = PageBenchmark.picker(engine: base, origin: helsinki).replacingEngine(engine)
        let count = 2_000
        var bytes = 0
        let seconds = Stopwatch.seconds { bytes = listPages(picker, count: count) }
        return "\(Report.format(seconds / Double(count) * 1e6)) µs/page over \(count) pages, \(bytes) bytes "
            + "(overlay of \(engine.overlayCount))"
    }

    /// What a replica holds after a minute of the replica test's writer (checks/replica): 60,000
    /// changes to 20,000 random places (status, capacity, hours, renames; moves of a few hundred
    /// metres; deletions) and 1,500 new places in central Helsinki, applied to `base` as one batch;
    /// and a fresh build of the same places, so the overlay's own cost is told apart from the
    /// places it adds.
    func writerMinute(
        base: PlaceEngine, random: inout SyntheticCatalog.Random
    ) -> (overlay: PlaceEngine, fresh: PlaceEngine)? {
        let count = workload.catalog.places.count
        let helsinki = Coordinate(uncheckedLatitude: 60.17, longitude: 24.94)
        let central = (0..<count).filter { workload.coordinates[$0].distance(to: helsinki) < 5_000 }
        var places = Dictionary(uniqueKeysWithValues: workload.catalog.places.map { ($0.id, $0) })
        let pool = (0..<20_000).map { _ in Int(random.next(below: UInt64(count))) }
        var upserts: [Place] = []
        var deletions: [String] = []
        for serial in 0..<(options.quick ? 6_000 : 60_000) {
            let position = pool[serial % pool.count]
            let kind: Kind =
                switch serial % 40 {
                case 0: .insert
                case 1, 2: .move
                case 3: .delete
                case 4..<16: .statusFlip
                case 16..<28: .hoursChange
                default: .rename
                }
            let target = kind == .insert && !central.isEmpty ? central[serial % central.count] : position
            let batch = change(kind, position: target, serial: 200_000 + serial, random: &random)
            for id in batch.deletions where places.removeValue(forKey: id) != nil { deletions.append(id) }
            for place in batch.upserts where kind == .insert || places[place.id] != nil {
                places[place.id] = place
                upserts.append(place)
            }
        }
        let overlay = base.applying(PlaceChanges(upserts: upserts, deletions: deletions))
        guard let catalog = try? Catalog(places: places.values.sorted { $0.id < $1.id }) else { return nil }
        return (overlay, PlaceEngine(catalog: catalog, referenceDate: QueryBenchmark.referenceDate))
    }
}
