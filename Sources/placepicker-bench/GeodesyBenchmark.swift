import Foundation
import Geodesy
import PlaceSamples

/// Geodesic distance cost per call, on pairs near each other and pairs anywhere.
struct GeodesyBenchmark {
    let options: BenchOptions

    func run(_ report: inout Report) {
        report.section(
            "Geodesy", note: "Karney's inverse on WGS84; 100,000 pairs within about 20 km and 100,000 pairs anywhere.")
        var random = SyntheticCatalog.Random(seed: options.seed ^ 0x6E0)
        func anywhere() -> Coordinate {
            Coordinate(
                uncheckedLatitude: asin(2 * random.nextUnit() - 1) * 180 / .pi, longitude: random.nextUnit() * 360 - 180
            )
        }
        let near = (0..<100_000).map { _ -> (Coordinate, Coordinate) in
            let start = anywhere()
            let end = Coordinate(
                uncheckedLatitude: start.latitude + random.nextGaussian() * 0.1,
                longitude: start.longitude + random.nextGaussian() * 0.1)
            return (start, end)
        }
        let far = (0..<100_000).map { _ in (anywhere(), anywhere()) }
        for (label, pairs) in [("distance(to:), near pairs", near), ("distance(to:), any pairs", far)] {
            let timing = Measurement.repeating(options.repetitions) {
                var total = 0.0
                let seconds = Stopwatch.seconds {
                    for (start, end) in pairs { total += start.distance(to: end) }
                }
                Sink.take(Int(total) & 0xFF)
                return seconds / Double(pairs.count) * 1e9
            }
            report.row(label, timing, unit: "ns/call")
        }
    }
}
