import Foundation
import Geodesy
import OpeningHours
import OpeningHoursSyntax
import PlaceSamples

/// Opening hours: parsing real values, "open at t" and next change on compiled schedules, and the
/// slowest single expression.
struct HoursBenchmark {
    let options: BenchOptions

    /// The real values, read from the data directory: every file's values, in file order.
    func loadValues() -> [String]? {
        let directory = URL(fileURLWithPath: options.hoursData)
        var values: [String] = []
        for name in ["real-sample.txt", "invalid-but-unambiguous.tsv", "invalid.tsv"] {
            guard let text = try? String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8) else {
                continue
            }
            var lines = text.split(separator: "\n", omittingEmptySubsequences: true).map { line in
                name.hasSuffix(".tsv") ? String(line.split(separator: "\t", maxSplits: 1).last ?? "") : String(line)
            }
            if options.quick { lines = Array(lines.prefix(5_000)) }
            values += lines
        }
        return values.isEmpty ? nil : values
    }

    func run(_ report: inout Report) {
        guard let values = loadValues() else {
            report.section("Opening hours")
            report.note(
                "Skipped: no real values in `\(options.hoursData)` (expected real-sample.txt and *.tsv; pass "
                    + "`--hours-data DIR`).")
            return
        }
        let berlin = TimeZone(identifier: "Europe/Berlin") ?? TimeZone(secondsFromGMT: 3600) ?? .current
        let context = EvaluationContext(
            timeZone: berlin, country: "DE", coordinate: Coordinate(uncheckedLatitude: 52.52, longitude: 13.40))
        let parsed = values.map { Schedule.parse($0) }
        let schedules = parsed.compactMap(\.schedule)
        let sampleCount = values.count
        report.section(
            "Opening hours",
            note: "\(sampleCount) real values (\(schedules.count) readable, \(parsed.count { $0.isClean }) clean); "
                + "evaluated in Europe/Berlin with German holidays and Berlin's sun times, at instants in "
                + "2026-03-23 … 2026-04-06 (crosses the DST change).")

        let parse = Measurement.repeating(options.slowRepetitions, rate: true) {
            var total = 0
            let seconds = Stopwatch.seconds {
                for value in values { total &+= Schedule.parse(value).diagnostics.count }
            }
            Sink.take(total)
            return Double(values.count) / seconds / 1e3
        }
        report.row("parse, all real values", parse, unit: "k/s")

        let compiled = schedules.map { $0.compiled(for: context) }
        var random = SyntheticCatalog.Random(seed: options.seed)
        let start = 1_774_224_000.0  // 2026-03-23T00:00:00Z, a Monday
        let instants = (0..<16).map { _ in Date(timeIntervalSince1970: start + random.nextUnit() * 14 * 86_400) }

        // Indexing reads each schedule in place; `for schedule in compiled` copies each value (a
        // retain and a release of its storage object) per call, which the last row shows.
        let openAt = Measurement.repeating(options.repetitions, rate: true) {
            var open = 0
            let seconds = Stopwatch.seconds {
                for instant in instants {
                    for index in compiled.indices where compiled[index].isOpen(at: instant) { open &+= 1 }
                }
            }
            Sink.take(open)
            return Double(instants.count * compiled.count) / seconds / 1e6
        }
        report.row("open at t, compiled (isOpen)", openAt, unit: "M/s", goal: .atLeast(5))
        let openCopying = Measurement.repeating(options.repetitions, rate: true) {
            var open = 0
            let seconds = Stopwatch.seconds {
                for instant in instants {
                    for schedule in compiled where schedule.isOpen(at: instant) { open &+= 1 }
                }
            }
            Sink.take(open)
            return Double(instants.count * compiled.count) / seconds / 1e6
        }
        let nextInstants = Array(instants.prefix(4))
        let next = Measurement.repeating(options.repetitions, rate: true) {
            var total = 0
            let seconds = Stopwatch.seconds {
                for instant in nextInstants {
                    for index in compiled.indices {
                        if let change = compiled[index].nextChange(after: instant, horizon: 8) {
                            total &+= Int(change.date.timeIntervalSince1970)
                        }
                    }
                }
            }
            Sink.take(total)
            return Double(nextInstants.count * compiled.count) / seconds / 1e6
        }
        report.row("next change (8-day horizon), compiled", next, unit: "M/s", goal: .atLeast(1))
        report.row("open at t, iterating with for-in (copies each schedule)", openCopying, unit: "M/s")

        slowest(values: values, context: context, instant: instants[0], report: &report)
    }

    /// Times every expression on its own and reports the slowest parse, the slowest first
    /// evaluation (compile + state + next change) and the slowest warm evaluation.
    func slowest(values: [String], context: EvaluationContext, instant: Date, report: inout Report) {
        func worst(_ cost: (String) -> Double?) -> (value: String, micros: Double)? {
            var timed: [(String, Double)] = []
            for value in values {
                guard let first = cost(value) else { continue }
                timed.append((value, min(first, cost(value) ?? first, cost(value) ?? first)))
            }
            // Re-time the ten slowest many times, so one preemption does not crown a case.
            let candidates = timed.sorted { $0.1 > $1.1 }.prefix(10).map { candidate in
                (candidate.0, Measurement(values: (0..<15).compactMap { _ in cost(candidate.0) }).median)
            }
            return candidates.max { $0.1 < $1.1 }.map { ($0.0, $0.1) }
        }
        let parseWorst = worst { value in Stopwatch.seconds { Sink.take(Schedule.parse(value).diagnostics.count) } * 1e6
        }
        let schedulesByValue = Dictionary(
            values.compactMap { value in Schedule.parse(value).schedule.map { (value, $0) } },
            uniquingKeysWith: { a, _ in a })
        let coldWorst = worst { value in
            guard let schedule = schedulesByValue[value] else { return nil }
            return Stopwatch.seconds {
                let compiled = schedule.compiled(for: context)
                Sink.take(compiled.isOpen(at: instant) ? 1 : 0)
                Sink.take(Int(compiled.nextChange(after: instant, horizon: 8)?.date.timeIntervalSince1970 ?? 0))
            } * 1e6
        }
        let warmSchedules = schedulesByValue.mapValues { schedule in
            let compiled = schedule.compiled(for: context)
            _ = compiled.nextChange(after: instant, horizon: 8)
            return compiled
        }
        let warmWorst = worst { value in
            guard let compiled = warmSchedules[value] else { return nil }
            return Stopwatch.seconds {
                Sink.take(compiled.isOpen(at: instant) ? 1 : 0)
                Sink.take(Int(compiled.nextChange(after: instant, horizon: 8)?.date.timeIntervalSince1970 ?? 0))
            } * 1e6
        }
        var lines: [String] = []
        for (label, found) in [
            ("slowest parse", parseWorst), ("slowest first evaluation (compile + state + next change)", coldWorst),
            ("slowest warm evaluation (state + next change)", warmWorst),
        ] {
            guard let found else { continue }
            report.row(label, Measurement(values: [found.micros]), unit: "µs", goal: .atMost(50))
            lines.append("- \(label): `\(found.value)`")
        }
        report.note(
            "Slowest cases (median of 15 timings of the 10 slowest after a first pass):\n"
                + lines.joined(separator: "\n"))
    }

    /// Parses one value 10,000 times, then compiles and evaluates it 1,000 times (state and next
    /// change at a fixed instant), for a profiler.
    ///
    /// - Parameter value: The `opening_hours` value.
    /// - Returns: Lines with the mean time per parse and per first evaluation.
    func profile(_ value: String) -> String {
        let parseSeconds = Stopwatch.seconds {
            for _ in 0..<10_000 { Sink.take(Schedule.parse(value).diagnostics.count) }
        }
        let parsed = Schedule.parse(value)
        let parseLine = "\(Report.format(parseSeconds * 1e2)) µs per parse of \"\(value)\"\n"
        guard let schedule = parsed.schedule else { return parseLine + "Cannot read \"\(value)\"." }
        let berlin = TimeZone(identifier: "Europe/Berlin") ?? TimeZone(secondsFromGMT: 3600) ?? .current
        let context = EvaluationContext(
            timeZone: berlin, country: "DE", coordinate: Coordinate(uncheckedLatitude: 52.52, longitude: 13.40))
        let instant = Date(timeIntervalSince1970: 1_774_436_400)
        let seconds = Stopwatch.seconds {
            for _ in 0..<1_000 {
                let compiled = schedule.compiled(for: context)
                Sink.take(compiled.isOpen(at: instant) ? 1 : 0)
                Sink.take(Int(compiled.nextChange(after: instant, horizon: 8)?.date.timeIntervalSince1970 ?? 0))
            }
        }
        return parseLine
            + "\(Report.format(seconds * 1e3)) µs per compile + state + next change of \"\(value)\"\n"
            + "read as \"\(parsed.normalized ?? "")\" with \(parsed.diagnostics.count) warning(s): "
            + parsed.diagnostics.map(\.message).joined(separator: "; ")
    }
}
