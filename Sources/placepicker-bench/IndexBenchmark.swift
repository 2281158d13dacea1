import Foundation
import Geodesy
import PlaceIndex
import PlaceSamples

/// KD-tree: build time, memory per place, k = 10 nearest with and without a predicate.
struct IndexBenchmark {
    let options: BenchOptions
    let workload: Workload

    func run(_ report: inout Report) {
        let count = workload.coordinates.count
        report.section(
            "Index (KD-tree)",
            note: "\(count) synthetic places (seed \(options.seed)); \(workload.origins.count) query origins near "
                + "random places.")
        var tree = KDTree(coordinates: [])
        let build = Measurement.repeating(options.slowRepetitions) {
            var made = KDTree(coordinates: [])
            let seconds = Stopwatch.seconds { made = KDTree(coordinates: workload.coordinates) }
            tree = made
            return seconds * 1e3
        }
        report.row("build, \(count) places", build, unit: "ms", goal: .atMost(200), peer: "250 ms")
        report.row(
            "memory per place", Measurement(values: [Double(tree.byteCount) / Double(max(1, count))]), unit: "B",
            goal: .atMost(40))

        var random = SyntheticCatalog.Random(seed: options.seed ^ 0x0BE7)
        let open = (0..<count).map { _ in random.next(below: 10) < 3 }
        let rejected = Double(open.count { !$0 }) / Double(max(1, count))
        var search = NearestSearch(capacity: 10)
        let origins = workload.origins
        for (label, predicate) in [
            ("k = 10 nearest", nil),
            ("k = 10 nearest, \(Int((rejected * 100).rounded())) % rejected by predicate", open),
        ] as [(String, [Bool]?)] {
            let timing = Measurement.repeating(options.repetitions) {
                var total = 0
                let seconds = Stopwatch.seconds {
                    for origin in origins {
                        if let predicate {
                            tree.nearest(to: origin, count: 10, using: &search) { predicate[$0] }
                        } else {
                            tree.nearest(to: origin, count: 10, using: &search)
                        }
                        total &+= search.neighbors.last?.item ?? 0
                    }
                }
                Sink.take(total)
                return seconds / Double(origins.count) * 1e6
            }
            report.row(label, timing, unit: "µs/query", goal: .atMost(5), peer: predicate == nil ? "16 µs" : nil)
        }
        // The same filter as the query engine applies it: the flags stored in the tree's slot order,
        // so the places of one leaf share a cache line of them.
        let openBySlot = tree.itemsInTreeOrder.map { open[Int($0)] }
        let slotTiming = Measurement.repeating(options.repetitions) {
            var total = 0
            let seconds = Stopwatch.seconds {
                for origin in origins {
                    tree.nearest(to: origin, count: 10, using: &search) { slot, _ in openBySlot[slot] }
                    total &+= search.neighbors.last?.item ?? 0
                }
            }
            Sink.take(total)
            return seconds / Double(origins.count) * 1e6
        }
        report.row(
            "k = 10 nearest, same filter kept in tree order (as the query engine does)", slotTiming,
            unit: "µs/query", goal: .atMost(5))
    }
}
