import Foundation
import Geodesy
import PlaceIndex
import PlaceSamples

/// Clusters: build at radius 60 px up to zoom 16, viewport queries in a city at zoom 12 and of the
/// world at zoom 2.
struct ClusterBenchmark {
    let options: BenchOptions
    let workload: Workload

    func run(_ report: inout Report) {
        let count = workload.coordinates.count
        report.section(
            "Clusters",
            note: "Supercluster-style index over \(count) places, radius 60 px, extent 256, zoom 0…16, open "
                + "flags counted (30 % open). Viewports are 1280 × 800 px.")
        var random = SyntheticCatalog.Random(seed: options.seed ^ 0xC1)
        let open = (0..<count).map { _ in random.next(below: 10) < 3 }
        let options = ClusterOptions(radius: 60, extent: 256, minZoom: 0, maxZoom: 16)
        var index = ClusterIndex(coordinates: [], options: options)
        let build = Measurement.repeating(self.options.slowRepetitions, warmUp: false) {
            var made = ClusterIndex(coordinates: [], options: options)
            let seconds = Stopwatch.seconds {
                made = ClusterIndex(coordinates: workload.coordinates, options: options) { open[$0] }
            }
            index = made
            return seconds
        }
        report.row("build, \(count) places", build, unit: "s", goal: .atMost(1.4), peer: "2.8 s (C++), 4.5 s (JS)")
        report.row(
            "memory per place", Measurement(values: [Double(index.byteCount) / Double(max(1, count))]), unit: "B")

        // City viewports: 1280 × 800 px at zoom 12 around 200 origins.
        let cities = workload.origins.prefix(200).map { origin -> (Double, Double, Double, Double) in
            let halfWidth = 640 / (256 * 4096) * 360.0
            let halfHeight = 400 / (256 * 4096) * 360.0 * cos(origin.latitude * .pi / 180)
            return (
                origin.latitude - halfHeight, origin.longitude - halfWidth, origin.latitude + halfHeight,
                origin.longitude + halfWidth
            )
        }
        var cityNodes = 0
        let city = Measurement.repeating(self.options.repetitions) {
            var total = 0
            let seconds = Stopwatch.seconds {
                for box in cities {
                    total &+= index.clusters(south: box.0, west: box.1, north: box.2, east: box.3, zoom: 12).count
                }
            }
            cityNodes = total
            Sink.take(total)
            return seconds / Double(cities.count) * 1e3
        }
        report.row("city viewport, zoom 12", city, unit: "ms", goal: .atMost(0.1), peer: "0.26 ms")
        var worldNodes = 0
        let world = Measurement.repeating(self.options.repetitions) {
            var total = 0
            let seconds = Stopwatch.seconds {
                for _ in 0..<100 {
                    total &+= index.clusters(south: -85, west: -180, north: 85, east: 180, zoom: 2).count
                }
            }
            worldNodes = total / 100
            Sink.take(total)
            return seconds / 100 * 1e3
        }
        report.row("world viewport, zoom 2", world, unit: "ms", goal: .atMost(0.1))
        report.note(
            "Nodes returned: \(Report.format(Double(cityNodes) / Double(max(1, cities.count)))) per city viewport "
                + "on average, \(worldNodes) for the world; \(index.clusterCount) clusters over all zooms.")
    }
}
