import Foundation
import Geodesy
import Geography
import PlaceSearch

/// The country-scale geography benchmark (docs/internals/benchmarks.md#geography):
///
/// - `--geography-build N FILE --geography-from A.osm.pbf[,B.osm.pbf…]`: grows N addresses from the
///   real addresses of the extracts and builds a region file from them, timing generation, build
///   and write;
/// - `--geography-serve FILE`: opens the file as `serve` does, times the open, then searches 2,000
///   addresses taken from the file itself (found with `nearestAddress` at random points), written
///   in full, short, folded and with a typo, and prints p50/p99 per search, the hit rate within 30 m,
///   and the process's resident memory.
///
/// How the synthetic country grows from real addresses: ~N/2,000 towns, each at a random point in a
/// Germany-sized box (47.3–55.0° N, 6–15° E), named by a real town name or syllables; each town has
/// streets named by real street names (four in ten with a syllable prefix, so the word list grows
/// as a country's does), each street ~20 real house numbers along a short line, each town one to
/// three five-digit postcodes. The generator is seeded: the same N gives the same file.
enum GeographyBenchmark {
    /// A seeded SplitMix64.
    struct Generator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(max(1, bound))) }
        mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }
    }

    static let syllables = [
        "al", "berg", "dorf", "en", "feld", "hau", "ing", "kirch", "lin", "mar", "neu", "ost", "ried", "stein",
        "tal", "wald", "bach", "brun", "eck", "hof", "hain", "lau", "moos", "rode", "sen", "weil", "zell",
    ]

    static func word(_ generator: inout Generator, parts: Int) -> String {
        var text = ""
        for _ in 0..<parts { text += syllables[generator.below(syllables.count)] }
        return text.prefix(1).uppercased() + text.dropFirst()
    }

    /// Grows `count` addresses from real ones.
    static func grow(_ count: Int, from seeds: GeographyRecords, seed: UInt64 = 60) -> GeographyRecords {
        var generator = Generator(state: seed)
        let streetNames = Array(Set(seeds.addresses.map(\.street).filter { !$0.isEmpty })).sorted()
        let numbers = seeds.addresses.map(\.houseNumber).filter { !$0.isEmpty }
        let townNames = Array(Set(seeds.addresses.map(\.city).filter { !$0.isEmpty })).sorted()
        var records = GeographyRecords()
        records.addresses.reserveCapacity(count)
        var postcode = 10_000
        while records.addresses.count < count {
            let town =
                generator.below(3) == 0 && !townNames.isEmpty
                ? townNames[generator.below(townNames.count)] : word(&generator, parts: 2 + generator.below(2))
            let centre = Coordinate(
                uncheckedLatitude: 47.3 + generator.unit() * 7.7, longitude: 6 + generator.unit() * 9)
            records.places.append(
                .init(name: town, kind: generator.below(10) == 0 ? .town : .village, coordinate: centre))
            let size = min(count - records.addresses.count, 200 + generator.below(3_600))
            let codes = (0..<(1 + generator.below(3))).map { _ -> String in
                postcode = postcode >= 99_999 ? 10_000 : postcode + 1
                return String(postcode)
            }
            var made = 0
            while made < size {
                var street =
                    streetNames.isEmpty
                    ? word(&generator, parts: 2) + "straße" : streetNames[generator.below(streetNames.count)]
                if generator.below(10) < 4 { street = word(&generator, parts: 1) + " " + street }
                let houses = min(size - made, 5 + generator.below(30))
                let start = Coordinate(
                    uncheckedLatitude: centre.latitude + (generator.unit() - 0.5) * 0.03,
                    longitude: centre.longitude + (generator.unit() - 0.5) * 0.045)
                let heading = generator.unit() * 2 * Double.pi
                let code = codes[generator.below(codes.count)]
                for house in 0..<houses {
                    let number =
                        generator.below(5) == 0 ? numbers[generator.below(max(1, numbers.count))] : String(house + 1)
                    let along = Double(house) * 0.00015
                    records.addresses.append(
                        .init(
                            street: street, houseNumber: number, postcode: code, city: town, country: "DE",
                            coordinate: Coordinate(
                                uncheckedLatitude: start.latitude + along * cos(heading),
                                longitude: start.longitude + along * sin(heading) * 1.5)))
                }
                made += houses
            }
        }
        return records
    }

    static func seconds(since start: DispatchTime) -> Double {
        Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
    }

    /// `--geography-build`.
    static func build(count: Int, path: String, from extracts: [String]) -> String {
        var report = "## Geography: build \(count) addresses\n\n"
        var seeds = GeographyRecords()
        for extract in extracts {
            do { seeds.append(contentsOf: try OsmiumExtract.read(extract)) } catch { return "\(error)" }
        }
        var start = DispatchTime.now()
        let records = grow(count, from: seeds)
        report +=
            "- grown from \(seeds.addresses.count) real addresses in \(String(format: "%.1f", seconds(since: start))) s\n"
        start = DispatchTime.now()
        do {
            try GeographyBuilder(defaultCountry: "DE", sources: ["synthetic"]).write(records, to: path)
        } catch {
            return "cannot write \(path): \(error)"
        }
        let built = seconds(since: start)
        let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
        report += "- build and write: \(String(format: "%.1f", built)) s; file \(size / 1_000_000) MB\n"
        report += "- peak resident memory: \(memory("VmHWM")) MB\n"
        return report
    }

    /// The process's memory figure from /proc/self/status, in MB (Linux), or 0.
    static func memory(_ field: String) -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
        for line in status.split(separator: "\n") where line.hasPrefix(field + ":") {
            return (Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0) / 1024
        }
        return 0
    }

    /// `--geography-serve`.
    static func serve(path: String) -> String {
        var report = "## Geography: serve \(path)\n\n"
        let start = DispatchTime.now()
        let geography: Geography
        do { geography = try Geography(path: path) } catch { return "\(error)" }
        let opened = seconds(since: start)
        let counts = geography.counts
        report += "- open and check: \(String(format: "%.2f", opened)) s (\(counts.addresses) addresses, "
        report += "\(counts.streets) streets, \(counts.postcodes) postcodes)\n"
        let bounds = geography.metadata.bounds
        var generator = Generator(state: 7)
        var targets: [AddressMatch] = []
        var tries = 0
        while targets.count < 2_000, tries < 200_000, bounds.count == 4 {
            tries += 1
            let point = Coordinate(
                uncheckedLatitude: bounds[0] + generator.unit() * (bounds[2] - bounds[0]),
                longitude: bounds[1] + generator.unit() * (bounds[3] - bounds[1]))
            if let found = geography.nearestAddress(to: point, within: 2_000),
                found.address.houseNumber?.first?.isNumber == true
            {
                targets.append(found)
            }
        }
        func typo(_ text: String) -> String {
            guard let street = text.split(separator: " ").first(where: { $0.count >= 6 }) else { return text }
            var letters = Array(street)
            letters.remove(at: letters.count / 2)
            return text.replacingOccurrences(of: String(street), with: String(letters))
        }
        var slowestLines: [String] = []
        let sets: [(String, (AddressMatch) -> String)] = [
            ("full", { $0.label }),
            ("short", { "\($0.address.street ?? "") \($0.address.houseNumber ?? "")" }),
            ("folded", { $0.label.lowercased().replacingOccurrences(of: "straße", with: "str.") }),
            ("typo", { typo("\($0.address.street ?? "") \($0.address.houseNumber ?? "") \($0.address.city ?? "")") }),
        ]
        report += "\n| queries | n | p50 ms | p99 ms | max ms | first within 30 m |\n|---|--:|--:|--:|--:|--:|\n"
        for (name, write) in sets {
            var times: [Double] = []
            var slowest: [(Double, String)] = []
            var hits = 0
            for target in targets {
                let text = write(target)
                let begin = DispatchTime.now()
                let found = geography.search(text, limit: 10)
                times.append(seconds(since: begin) * 1_000)
                slowest.append((times[times.count - 1], text))
                if let first = found.first, first.coordinate.distance(to: target.coordinate) <= 30 { hits += 1 }
            }
            times.sort()
            slowestLines += slowest.sorted { $0.0 > $1.0 }.prefix(3).map {
                "- slowest \(name): \(String(format: "%.1f", $0.0)) ms for “\($0.1)”\n"
            }
            func at(_ share: Double) -> String {
                String(
                    format: "%.2f", times.isEmpty ? 0 : times[min(times.count - 1, Int(Double(times.count) * share))])
            }
            report += "| \(name) | \(times.count) | \(at(0.5)) | \(at(0.99)) | \(at(1)) | "
            report += "\(String(format: "%.1f", 100 * Double(hits) / Double(max(1, targets.count)))) % |\n"
        }
        report += "\n" + slowestLines.joined()
        report += "\n- resident memory after the searches: \(memory("VmRSS")) MB (peak \(memory("VmHWM")) MB)\n"
        return report
    }
}
