import Foundation
import Geodesy
import HTTPMessage
import MapDrawing
import PickerFormatting
import PlacePicker
import PlacePickerWeb
import Places
import VectorTiles

/// What the ground drawn from vector tiles adds to a map page: the page computed with the
/// basemap and without it, for the same views, in process (docs/internals/benchmarks.md).
struct BasemapBenchmark {
    let options: BenchOptions

    /// The figures of one set of views: µs added per page, and bytes added (plain and gzipped).
    private struct Added {
        var microseconds: [Double] = []
        var bytes: [Double] = []
    }

    func run(_ report: inout Report) {
        let path = options.tilesFile
        let centre = options.tilesCentre
        let source: MBTiles
        do {
            source = try MBTiles(path: path)
        } catch {
            report.section("Basemap from vector tiles")
            report.note("Skipped: \(error.description)")
            return
        }
        report.section(
            "Basemap from vector tiles (WebApp, map page at zoom 16)",
            note: "\(path): \(source.tileCount) tiles (zoom \(source.metadata.minZoom)–\(source.metadata.maxZoom)). "
                + "Map pages `/?view=map&z=16&c=…` over 64 views within 600 m of \(centre.latitude), "
                + "\(centre.longitude) with 300 places around it, each page computed with the ground and without it "
                + "(a new app per repetition, so no answer is kept); the difference is what the ground adds.")
        let picker: PickerModel
        do {
            picker = try Self.picker(around: centre)
        } catch {
            report.note("Skipped: the places could not be made (\(error)).")
            return
        }
        let views = Self.views(around: centre)
        let ground = VectorTileBasemap(source: source)
        let plain = WebConfiguration(fixedInstant: QueryBenchmark.instant)
        var drawn = plain
        drawn.basemap = Basemap(tiles: ground)
        // One repetition: every view's page with and without the ground, interleaved.
        func repetition(_ configuration: WebConfiguration) -> Added {
            let with = WebApp(picker: picker, configuration: configuration)
            let without = WebApp(picker: picker, configuration: plain)
            var added = Added()
            for view in views {
                var body: [UInt8] = []
                let withSeconds = Stopwatch.seconds {
                    body = with.handle(HTTPRequest(method: "GET", target: view)).body
                }
                var bare: [UInt8] = []
                let withoutSeconds = Stopwatch.seconds {
                    bare = without.handle(HTTPRequest(method: "GET", target: view)).body
                }
                added.microseconds.append((withSeconds - withoutSeconds) * 1e6)
                added.bytes.append(Double(body.count - bare.count))
                Sink.take(body.count + bare.count)
            }
            return added
        }
        _ = repetition(drawn)  // reads and decodes the tiles once
        var perPage: [Double] = []
        let warm = Measurement.repeating(options.repetitions) {
            let added = repetition(drawn)
            perPage += added.microseconds
            return Measurement(values: added.microseconds).median
        }
        report.row("added per page, tiles decoded before (p50)", warm, unit: "µs", goal: .atMost(2_000))
        // Cold: a new ground each time, so the view's tiles are read from the file, inflated and decoded.
        let cold = Measurement.repeating(options.slowRepetitions) {
            var fresh = plain
            fresh.basemap = Basemap(tiles: VectorTileBasemap(source: source))
            let app = WebApp(picker: picker, configuration: fresh)
            let bare = WebApp(picker: picker, configuration: plain)
            let view = views[0]
            let withSeconds = Stopwatch.seconds {
                Sink.take(app.handle(HTTPRequest(method: "GET", target: view)).body.count)
            }
            let withoutSeconds = Stopwatch.seconds {
                Sink.take(bare.handle(HTTPRequest(method: "GET", target: view)).body.count)
            }
            return (withSeconds - withoutSeconds) * 1e6
        }
        report.row("added by the first page of its tiles (read, inflate, decode)", cold, unit: "µs")
        let heaviest = weight(picker: picker, views: views, drawn: drawn, plain: plain, report: &report)
        let sorted = perPage.sorted()
        let p90 = sorted.isEmpty ? Double.nan : sorted[min(sorted.count - 1, sorted.count * 9 / 10)]
        report.note(
            "p90 of the time added over all \(sorted.count) pages: \(Report.format(p90)) µs. Heaviest view: "
                + "\(Report.format(heaviest.added)) KB added, \(Report.format(heaviest.page)) KB in all (gzipped).")
        let statistics = ground.cacheStatistics
        report.note(
            "Tiles kept: \(statistics.tiles), \(statistics.bytes / 1024) KiB of the cache's \(ground.cacheCapacity >> 20) MiB."
        )
    }

    /// Bytes the ground adds to a page, gzipped (`gzip -6`, what a server in front of the picker
    /// sends), and the whole page's.
    @discardableResult
    private func weight(
        picker: PickerModel, views: [String], drawn: WebConfiguration, plain: WebConfiguration, report: inout Report
    ) -> (added: Double, page: Double) {
        let with = WebApp(picker: picker, configuration: drawn)
        let without = WebApp(picker: picker, configuration: plain)
        var added: [Double] = []
        var pages: [Double] = []
        for view in views {
            let body = with.handle(HTTPRequest(method: "GET", target: view)).body
            let bare = without.handle(HTTPRequest(method: "GET", target: view)).body
            guard let zipped = Self.gzipped(body), let bareZipped = Self.gzipped(bare) else {
                report.note("Page weight not measured: gzip could not be run.")
                return (.nan, .nan)
            }
            added.append(Double(zipped - bareZipped) / 1024)
            pages.append(Double(zipped) / 1024)
        }
        var addedWeight = Measurement(values: added)
        addedWeight.judgesWallTime = true
        report.row("added page weight, gzipped", addedWeight, unit: "KB", goal: .atMost(60))
        var pageWeight = Measurement(values: pages)
        pageWeight.judgesWallTime = true
        report.row("whole page weight, gzipped", pageWeight, unit: "KB", goal: .atMost(300))
        return (added.max() ?? .nan, pages.max() ?? .nan)
    }

    /// The size of bytes compressed by the system's `gzip -6`.
    static func gzipped(_ bytes: [UInt8]) -> Int? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["gzip", "-6", "-c"]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        do {
            try process.run()
        } catch {
            return nil
        }
        let writer = Thread {
            input.fileHandleForWriting.write(Data(bytes))
            try? input.fileHandleForWriting.close()
        }
        writer.start()
        let compressed = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return process.terminationStatus == 0 ? compressed.count : nil
    }

    /// 300 places within about 1.5 km of the centre (a city's lockers), English, the fixed instant.
    static func picker(around centre: Coordinate) throws -> PickerModel {
        var random = SplitMix(state: 61)
        let places = (0..<300).map { index -> Place in
            let north = (random.unit() - 0.5) * 0.027
            let east = (random.unit() - 0.5) * 0.027 / max(0.1, cos(centre.latitude * .pi / 180))
            return Place(
                id: "locker/\(index)", name: "Locker \(index)",
                coordinate: Coordinate(uncheckedLatitude: centre.latitude + north, longitude: centre.longitude + east),
                categories: ["parcel_locker"], openingHours: index % 3 == 0 ? "Mo-Fr 08:00-20:00" : "24/7",
                timeZone: "UTC", properties: ["carrier": .string(index % 2 == 0 ? "dhl" : "inpost")])
        }
        var settings = EmbeddingOptions()
        settings.origin = Origin(coordinate: centre, source: .default, label: "Centre")
        settings.attribution = "© OpenStreetMap contributors"
        return try PickerModel(places: places, options: settings, locale: .fallback, clock: { QueryBenchmark.instant })
    }

    /// 64 map views at zoom 16 on an 8 × 8 grid 170 m apart around the centre.
    static func views(around centre: Coordinate) -> [String] {
        (0..<64).map { index in
            let north = (Double(index / 8) - 3.5) * 0.001_53
            let east = (Double(index % 8) - 3.5) * 0.001_53 / max(0.1, cos(centre.latitude * .pi / 180))
            let latitude = String(format: "%.6f", centre.latitude + north)
            let longitude = String(format: "%.6f", centre.longitude + east)
            return "/?view=map&z=16&c=\(latitude),\(longitude)"
        }
    }

    /// One tile read 100 times: the median time of each step, for a profiler to look into.
    static func profile(_ address: String, in path: String) -> String {
        let numbers = address.split(separator: "/").compactMap { Int($0) }
        guard numbers.count == 3 else { return "--profile-tile wants Z/X/Y such as 14/8187/5447" }
        do {
            let source = try MBTiles(path: path)
            guard let stored = try source.tile(zoom: numbers[0], x: numbers[1], y: numbers[2]) else {
                return "\(path) has no tile \(address)"
            }
            let ground = VectorTileBasemap(source: source)
            var inflated: [UInt8] = []
            let inflate = Measurement.repeating(100) {
                Stopwatch.seconds { inflated = (try? Inflate.decompressIfNeeded(stored)) ?? [] } * 1e6
            }
            let decode = Measurement.repeating(100) {
                Stopwatch.seconds { Sink.take((try? VectorTile(protobuf: inflated))?.layers.count ?? 0) } * 1e6
            }
            let id = TileID(zoom: numbers[0], x: numbers[1], y: numbers[2])
            let whole = Measurement.repeating(100) {
                Stopwatch.seconds { Sink.take((try? ground.check(id))?.names ?? 0) } * 1e6
            }
            return "\(address): \(stored.count) bytes stored, \(inflated.count) inflated; medians: inflate "
                + "\(Report.format(inflate.median)) µs, decode \(Report.format(decode.median)) µs, read + inflate + "
                + "decode + sort into kinds \(Report.format(whole.median)) µs"
        } catch {
            return "\(error)"
        }
    }

    /// A small seeded generator for the places (the same run to run).
    struct SplitMix {
        var state: UInt64
        mutating func unit() -> Double {
            state &+= 0x9E37_79B9_7F4A_7C15
            var value = state
            value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
            value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
            value ^= value >> 31
            return Double(value >> 11) / Double(1 << 53)
        }
    }
}
