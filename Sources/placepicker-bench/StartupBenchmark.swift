import Foundation
import Geodesy
import PlaceQuery
import PlaceReaders
import PlaceSamples
import Places
import TimeZoneBoundaries

/// Start-up as `placepicker serve --data FILE` does it: reading a GeoJSON file into a
/// ``Catalog``, then building the ``PlaceEngine`` with the embedded time-zone boundaries, each
/// timed on its own, and the memory each one keeps per place.
///
/// The file is the synthetic catalog written as GeoJSON once (to the temporary directory, named
/// by count and seed) and reused by later runs.
struct StartupBenchmark {
    let options: BenchOptions

    /// The instant the engine's traits are read from: the same every run.
    static let referenceDate = Date(timeIntervalSince1970: 1_795_000_000)

    func run(_ report: inout Report) {
        let count = options.placeCount
        report.section(
            "Start-up (GeoJSON file → Catalog → PlaceEngine)",
            note: "\(count) synthetic places (seed \(options.seed)) written once as GeoJSON, then read as "
                + "`serve --data` reads them (`PlaceReader.read(contentsOf:)`, `Catalog(importing:)`) and "
                + "`PlaceEngine(catalog:zoneResolver:referenceDate:)` with the embedded zone boundaries. "
                + "Wall time on the \(ProcessInfo.processInfo.activeProcessorCount)-core machine is judged "
                + "(the work is spread over the cores); the CPU column is the whole process's CPU time.")
        guard let file = syntheticFile(count: count, report: report) else { return }
        let lookup: ZoneLookup
        do {
            lookup = try ZoneLookup.embedded()
        } catch {
            report.note("The embedded zone table cannot be read: \(error)")
            return
        }
        let resolver = LookupResolver(lookup: lookup)
        let fileBytes = (try? FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int) ?? 0

        // The first run (untimed: it also brings the file into the page cache) measures memory.
        let residentBefore = Self.residentBytes()
        var catalog = load(file)
        let residentCatalog = Self.residentBytes()
        var engine = makeEngine(catalog, resolver: resolver)
        let residentEngine = Self.residentBytes()
        let places = catalog.places.count
        Sink.take(engine.categories.count)

        let empty = Catalog(importing: ImportResult())
        // The previous run's catalog and engine are released before the clock starts: a server
        // builds them once and never frees them.
        let loading = Self.timed(options.slowRepetitions, prepare: { catalog = empty }) {
            catalog = load(file)
            Sink.take(catalog.places.count)
        }
        report.row(
            "load \(Report.format(Double(places))) places (\(Report.format(Double(fileBytes) / 1e6)) MB of GeoJSON)",
            loading, unit: "s", goal: count >= 1_000_000 ? .atMost(4) : nil)
        let building = Self.timed(options.slowRepetitions, prepare: { engine = makeEngine(empty, resolver: resolver) })
        {
            engine = makeEngine(catalog, resolver: resolver)
            Sink.take(engine.categories.count)
        }
        report.row("build the engine", building, unit: "s", goal: count >= 1_000_000 ? .atMost(3) : nil)
        let perPlace = { (bytes: Int) in Measurement(values: [Double(bytes) / Double(max(1, places))]) }
        report.row("resident memory per place: catalog", perPlace(residentCatalog - residentBefore), unit: "B")
        report.row("resident memory per place: engine on top", perPlace(residentEngine - residentCatalog), unit: "B")
        report.note(
            "Memory is the growth of the process's resident set over the first load and build (so it includes "
                + "heap the build freed but the allocator kept); the file's bytes are released before it is taken.")
    }

    /// Reads one file and builds one engine, for a profiler: the two times as text.
    ///
    /// - Parameter path: A GeoJSON file.
    /// - Returns: What took how long.
    func profile(_ path: String) -> String {
        guard let lookup = try? ZoneLookup.embedded() else { return "The embedded zone table cannot be read." }
        let file = URL(fileURLWithPath: path)
        var catalog = Catalog(importing: ImportResult())
        let cpuStart = Stopwatch.processCPU()
        let load = Stopwatch.seconds { catalog = self.load(file) }
        let cpuLoaded = Stopwatch.processCPU()
        var categories = 0
        let build = Stopwatch.seconds {
            categories = makeEngine(catalog, resolver: LookupResolver(lookup: lookup)).categories.count
        }
        let cpuBuilt = Stopwatch.processCPU()
        return
            "\(catalog.places.count) places read in \(Report.format(load)) s (CPU \(Report.format(cpuLoaded - cpuStart)) s); "
            + "engine built in \(Report.format(build)) s (CPU \(Report.format(cpuBuilt - cpuLoaded)) s; "
            + "\(categories) categories)"
    }

    private func load(_ file: URL) -> Catalog {
        let result = (try? PlaceReader.read(contentsOf: file, format: .geojson)) ?? ImportResult()
        return Catalog(importing: result, defaultTimeZone: nil, attribution: nil)
    }

    private func makeEngine(_ catalog: Catalog, resolver: LookupResolver) -> PlaceEngine {
        PlaceEngine(catalog: catalog, zoneResolver: resolver, referenceDate: Self.referenceDate)
    }

    /// The synthetic catalog as a GeoJSON file, written when it is not there yet.
    private func syntheticFile(count: Int, report: Report) -> URL? {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "placepicker-bench-synthetic-\(count)-seed\(options.seed).geojson")
        if let size = try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int, size > 0 {
            return url
        }
        var seconds = 0.0
        do {
            let start = Stopwatch.now()
            let catalog = SyntheticCatalog.generate(count: count, seed: options.seed)
            try Data(GeoJSONWriter().text(catalog: catalog).utf8).write(to: url, options: .atomic)
            seconds = Stopwatch.now() - start
        } catch {
            report.note("Cannot write the synthetic file \(url.path): \(error.localizedDescription)")
            return nil
        }
        report.note("(wrote \(url.path) in \(Report.format(seconds)) s; later runs reuse it)")
        return url
    }

    /// Times `body`: wall time, with the whole process's CPU time beside it; `prepare` runs
    /// before each repetition, untimed.
    private static func timed(_ repetitions: Int, prepare: () -> Void, _ body: () -> Void) -> Measurement {
        var measurement = Measurement(values: [], judgesWallTime: true)
        for _ in 0..<max(1, repetitions) {
            prepare()
            let cpuStart = Stopwatch.processCPU()
            let start = Stopwatch.now()
            body()
            measurement.values.append(Stopwatch.now() - start)
            measurement.cpuValues.append(Stopwatch.processCPU() - cpuStart)
        }
        return measurement
    }

    /// The process's resident set size in bytes (`/proc/self/statm`), or 0 where there is none.
    static func residentBytes() -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }
}

/// The embedded zone table as the engine's resolver, as the command-line tool wraps it.
private struct LookupResolver: TimeZoneResolver {
    let lookup: ZoneLookup

    func timeZoneIdentifier(at coordinate: Coordinate) -> String? { lookup.zoneIdentifier(at: coordinate) }
}
