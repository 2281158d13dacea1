import Foundation
import PlaceSamples
import TimeZoneBoundaries

/// The embedded time-zone lookup: table size and memory, decoding time, and the cost of one
/// lookup at random points on land and anywhere.
struct ZoneBenchmark {
    let options: BenchOptions

    func run(_ report: inout Report) {
        report.section(
            "Time zones",
            note: "ZoneLookup over the embedded table; 1,000,000 random points uniform by area, on land "
                + "(the lookup answers a zone that is not nautical) and anywhere.")
        let lookup: ZoneLookup
        do {
            lookup = try ZoneLookup.embedded()
        } catch {
            report.note("The embedded table cannot be read: \(error)")
            return
        }
        report.row(
            "table size (resource)", Measurement(values: [Double(lookup.tableByteCount) / 1e6]), unit: "MB",
            goal: .atMost(8))
        report.row("table in memory", Measurement(values: [Double(lookup.memoryByteCount) / 1e6]), unit: "MB")
        if let data = try? Data(contentsOf: Self.resourceURL(lookup)) {
            let load = Measurement.repeating(options.slowRepetitions) {
                var count = 0
                let seconds = Stopwatch.seconds {
                    count = (try? ZoneLookup(tableData: data))?.zoneIdentifiers.count ?? 0
                }
                Sink.take(count)
                return seconds * 1000
            }
            report.row("decode and check the table", load, unit: "ms")
        }
        var random = SyntheticCatalog.Random(seed: options.seed ^ 0x7A0)
        func anywhere() -> (Double, Double) {
            (asin(2 * random.nextUnit() - 1) * 180 / .pi, random.nextUnit() * 360 - 180)
        }
        let count = options.quick ? 200_000 : 1_000_000
        let points = (0..<count).map { _ in anywhere() }
        var land: [(Double, Double)] = []
        land.reserveCapacity(count)
        while land.count < count {
            let point = anywhere()
            if let zone = lookup.zoneIndex(latitude: point.0, longitude: point.1), !lookup.isNautical(zone) {
                land.append(point)
            }
        }
        for (label, sample, goal) in [
            ("lookup, random points on land", land, Goal.atMost(1000)),
            ("lookup, random points anywhere", points, Goal.atMost(1000)),
        ] {
            let timing = Measurement.repeating(options.repetitions) {
                var total = 0
                let seconds = Stopwatch.seconds {
                    for (latitude, longitude) in sample {
                        total &+= lookup.zoneIndex(latitude: latitude, longitude: longitude) ?? 0
                    }
                }
                Sink.take(total & 0xFF)
                return seconds / Double(sample.count) * 1e9
            }
            report.row(label, timing, unit: "ns/lookup", goal: goal)
        }
    }

    /// Where the embedded table is, for timing its decoding from bytes.
    static func resourceURL(_ lookup: ZoneLookup) -> URL {
        ZoneLookup.embeddedTableURL ?? URL(fileURLWithPath: "/nonexistent")
    }
}
