import Foundation
import Geodesy
import HTTPMessage
import PickerFormatting
import PlacePicker
import PlacePickerWeb
import PlaceQuery

/// The web picker's list page computed for a new origin on every request, in process: what
/// `scripts/loadtest.sh` measures over a socket ("distinct origins"), without HTTP and without
/// the load generator sharing the cores, so one step's effect is seen above the machine's noise.
struct PageBenchmark {
    let options: BenchOptions
    let workload: Workload

    func run(_ report: inout Report) {
        let count = workload.catalog.places.count
        report.section(
            "List page (WebApp, computed per request)",
            note: "Synthetic catalog of \(count) places, 25 km search radius; `/?near=…` at 2026-03-25 11:00 UTC "
                + "from origins spread over central Helsinki (the load check's), each computed (no answer is kept).")
        let engine = PlaceEngine(catalog: workload.catalog, referenceDate: QueryBenchmark.referenceDate)
        let origin = Coordinate(uncheckedLatitude: 60.17, longitude: 24.94)
        let picker = Self.picker(engine: engine, origin: origin)
        let pages = options.quick ? 100 : 400
        let origins = Self.origins(count: pages)
        // One repetition: every origin's page, from a new app (its answer cache never holds a page
        // asked for again); returns µs per page and bytes per page.
        func repetition() -> (microseconds: Double, bytes: Int) {
            let app = WebApp(picker: picker, configuration: WebConfiguration(fixedInstant: QueryBenchmark.instant))
            var total = 0
            let seconds = Stopwatch.seconds {
                for origin in origins {
                    let target = "/?near=\(origin.latitude),\(origin.longitude)"
                    total &+= app.handle(HTTPRequest(method: "GET", target: target)).body.count
                }
            }
            return (seconds / Double(pages) * 1e6, total / pages)
        }
        if options.pageOnInput {
            print("ready")
            fflush(nil)
            while readLine() != nil {
                print(Report.format(repetition().microseconds))
                fflush(nil)
            }
            return
        }
        var bytes = 0
        let page = Measurement.repeating(options.repetitions) {
            let (microseconds, pageBytes) = repetition()
            bytes = pageBytes
            return microseconds
        }
        report.row("list page, new origin each time", page, unit: "µs/page")
        let screen = Measurement.repeating(options.repetitions) {
            var total = 0
            let seconds = Stopwatch.seconds {
                for origin in origins {
                    let from = Origin(coordinate: origin, source: .address, label: origin.description)
                    let state = PickerState(origin: from)
                    total &+= picker.screen(for: state, at: QueryBenchmark.instant).rows.count
                }
            }
            Sink.take(total)
            return seconds / Double(pages) * 1e6
        }
        report.row("of which the screen (query, rows, map)", screen, unit: "µs/page")
        report.note("\(bytes) bytes per page on average.")
    }
}

extension PageBenchmark {
    /// The page's picker: English, 25 km radius, the benchmark's fixed instant.
    static func picker(engine: PlaceEngine, origin: Coordinate) -> PickerModel {
        PickerModel(
            engine: engine,
            configuration: PickerConfiguration(
                defaultOrigin: Origin(coordinate: origin, source: .default, label: "Helsinki"),
                attribution: "Synthetic data", searchRadius: 25_000),
            locale: PickerLocale(language: .english, region: "GB"), clock: { QueryBenchmark.instant })
    }

    /// The load check's origins: a grid of 997 × 991 steps over about 2.5 × 5.5 km.
    static func origins(count: Int) -> [Coordinate] {
        (0..<count).map { index -> Coordinate in
            let north = Double((index * 7919) % 997) * 0.000_05
            let east = Double((index * 104_729) % 991) * 0.000_1
            return Coordinate(uncheckedLatitude: 60.15 + north, longitude: 24.90 + east)
        }
    }
}
