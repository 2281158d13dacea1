import Foundation
import Geodesy
import PlaceSamples

/// Geodesic distance cost per call, on pairs near each other and pairs anywhere.
struct GeodesyBenchmark {
    let options: BenchOptions

    func run(_ report: inout Report) {
        report.section(
            "Geodesy", note: "Inverse problem on WGS84; 100,000 pairs within about 20 km and 100,000 pairs anywhere.")
        var random = SyntheticCatalog.Random(seed: options.seed ^ 0x6E0)
        func anywhere() -> Coordinate {
            Coordinate(
                uncheckedLatitude: asin(2 * random.nextUnit() - 1) * 180 / .pi, longitude: random.nextUnit() * 360 - 180
            )
        }
        let near = (0..<100_000).map { _ -> (Coordinate, Coordinate) in
            let start = anywhere()
            let end = Coordinate(
                uncheckedLatitude: min(90, max(-90, start.latitude + random.nextGaussian() * 0.1)),
                longitude: start.longitude + random.nextGaussian() * 0.1)
            return (start, end)
        }
        let far = (0..<100_000).map { _ in (anywhere(), anywhere()) }
        let karney: @Sendable (Coordinate, Coordinate) -> Double = { Geodesic.inverse(from: $0, to: $1).distance }
        let vincenty: @Sendable (Coordinate, Coordinate) -> Double = { Geodesic.fastInverse(from: $0, to: $1).distance }
        for (label, pairs, solve) in [
            ("inverse (Karney), near pairs", near, karney), ("inverse (Karney), any pairs", far, karney),
            ("fastInverse (Vincenty, Karney fallback), near pairs", near, vincenty),
            ("fastInverse (Vincenty, Karney fallback), any pairs", far, vincenty),
        ] {
            let timing = Measurement.repeating(options.repetitions) {
                var total = 0.0
                let seconds = Stopwatch.seconds {
                    for (start, end) in pairs { total += solve(start, end) }
                }
                Sink.take(Int(total) & 0xFF)
                return seconds / Double(pairs.count) * 1e9
            }
            report.row(label, timing, unit: "ns/call")
        }
    }
}
