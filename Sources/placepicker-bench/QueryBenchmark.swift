import Foundation
import Geodesy
import PlaceQuery
import PlaceQueryModel
import PlaceSamples

/// The full query path: engine construction, "nearest 20 open" on the synthetic catalog, and the
/// counted query on the Helsinki sample.
struct QueryBenchmark {
    let options: BenchOptions
    let workload: Workload

    /// Monday 2026-03-23, the reference week for the engine's traits.
    static let referenceDate = Date(timeIntervalSince1970: 1_774_224_000)
    /// Wednesday 2026-03-25 11:00 UTC: daytime in Europe and Africa, night in the Americas' west
    /// and the Pacific, evening in East Asia.
    static let instant = Date(timeIntervalSince1970: 1_774_436_400)

    func run(_ report: inout Report) {
        let count = workload.catalog.places.count
        report.section(
            "Query (PlaceEngine)",
            note: "Synthetic catalog of \(count) places; queries at 2026-03-25 11:00 UTC from origins near "
                + "random places.")
        var made: PlaceEngine?
        let construction = Stopwatch.seconds {
            made = PlaceEngine(catalog: workload.catalog, referenceDate: Self.referenceDate)
        }
        guard let engine = made else { return }
        report.row(
            "engine construction, \(count) places",
            Measurement(values: [construction], cpuValues: [Stopwatch.lastCPU]), unit: "s")

        let origins = Array(workload.origins.prefix(options.quick ? 200 : 1_000))
        var returned = 0
        let nearest = Measurement.repeating(options.repetitions) {
            var total = 0
            let seconds = Stopwatch.seconds {
                for origin in origins {
                    let query = Query(
                        origin: origin, instant: Self.instant, filters: PlaceFilters(openNow: true), limit: 20,
                        includeCounts: false)
                    total &+= engine.results(for: query).places.count
                }
            }
            returned = total
            Sink.take(total)
            return seconds / Double(origins.count) * 1e6
        }
        report.row("nearest 20 open, with states and directions", nearest, unit: "µs/query", goal: .atMost(50))
        let plain = Measurement.repeating(options.repetitions) {
            var total = 0
            let seconds = Stopwatch.seconds {
                for origin in origins {
                    let query = Query(origin: origin, instant: Self.instant, limit: 20, includeCounts: false)
                    total &+= engine.results(for: query).places.count
                }
            }
            Sink.take(total)
            return seconds / Double(origins.count) * 1e6
        }
        report.row("nearest 20, no filter (informative)", plain, unit: "µs/query")
        sample(&report)
        report.note(
            "\(Report.format(Double(returned) / Double(max(1, origins.count)))) places returned per \"open\" query "
                + "on average.")
    }

    /// The counted query (every place tested, counts per category) on the embedded sample.
    func sample(_ report: inout Report) {
        guard let contents = try? HelsinkiSample.load() else {
            report.note("Skipped the sample query: the embedded Helsinki sample could not be loaded.")
            return
        }
        let engine = PlaceEngine(
            catalog: contents.catalog, country: HelsinkiSample.country, referenceDate: Self.referenceDate)
        let query = Query(
            origin: HelsinkiSample.stationCoordinate, instant: Self.instant, filters: PlaceFilters(openNow: true),
            limit: 20, includeCounts: true)
        let counted = Measurement.repeating(options.repetitions) {
            var total = 0
            let seconds = Stopwatch.seconds {
                for _ in 0..<50 { total &+= engine.results(for: query).matchingCount }
            }
            Sink.take(total)
            return seconds / 50 * 1e6
        }
        report.row(
            "counted query, Helsinki sample (\(contents.catalog.places.count) places, open now)", counted,
            unit: "µs/query")
    }
}
