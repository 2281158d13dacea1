import Foundation

/// A figure's target: at most or at least a value, in the figure's unit.
enum Goal {
    case atMost(Double)
    case atLeast(Double)

    func passes(_ value: Double) -> Bool {
        switch self {
        case .atMost(let limit): value <= limit
        case .atLeast(let limit): value >= limit
        }
    }

    func text(unit: String) -> String {
        switch self {
        case .atMost(let limit): "≤ \(Report.format(limit)) \(unit)"
        case .atLeast(let limit): "≥ \(Report.format(limit)) \(unit)"
        }
    }
}

/// Prints the Markdown report as figures come in.
struct Report {
    var misses: [String] = []
    var passes = 0

    /// Starts a section's table.
    func section(_ title: String, note: String? = nil) {
        print("\n## \(title)\n")
        if let note { print("\(note)\n") }
        print("| figure | median (wall) | min – max (wall) | median (CPU) | reps | target | peer | result |")
        print("|---|---:|---:|---:|---:|---:|---:|:---:|")
    }

    /// Prints one row. The result compares the CPU-time median with the target when there is one
    /// (wall time on a shared machine mostly measures the wait for a core), and says when the
    /// wall-clock median disagrees.
    mutating func row(
        _ name: String, _ measurement: Measurement, unit: String, goal: Goal? = nil, peer: String? = nil
    ) {
        let median = measurement.median
        let judged = measurement.judgesWallTime ? median : (measurement.cpuMedian ?? median)
        var result = "—"
        if let goal {
            if goal.passes(judged) {
                result = goal.passes(median) ? "PASS" : "PASS (wall: MISS)"
                passes += 1
            } else {
                result = goal.passes(median) ? "MISS (wall: PASS)" : "MISS"
                misses.append("\(name): \(Report.format(judged)) \(unit), target \(goal.text(unit: unit))")
            }
        }
        let spread =
            measurement.values.count > 1
            ? "\(Report.format(measurement.minimum)) – \(Report.format(measurement.maximum))" : "—"
        let cpu = measurement.cpuMedian.map { "\(Report.format($0)) \(unit)" } ?? "—"
        print(
            "| \(name) | \(Report.format(median)) \(unit) | \(spread) | \(cpu) | \(measurement.values.count) | "
                + "\(goal?.text(unit: unit) ?? "—") | \(peer ?? "—") | \(result) |")
        fflush(nil)
    }

    /// Prints a note line under the current table.
    func note(_ text: String) {
        print("\n\(text)")
        fflush(nil)
    }

    /// Three significant digits, thousands separated by a thin space in large values.
    static func format(_ value: Double) -> String {
        guard value.isFinite else { return "n/a" }
        let magnitude = abs(value)
        if magnitude >= 1_000 {
            let rounded = Int(value.rounded())
            var digits = String(abs(rounded))
            var groups: [String] = []
            while digits.count > 3 {
                groups.insert(String(digits.suffix(3)), at: 0)
                digits.removeLast(3)
            }
            groups.insert(digits, at: 0)
            return (rounded < 0 ? "-" : "") + groups.joined(separator: ",")
        }
        if magnitude >= 100 { return String(format: "%.0f", value) }
        if magnitude >= 10 { return String(format: "%.1f", value) }
        if magnitude >= 1 { return String(format: "%.2f", value) }
        return String(format: "%.3g", value)
    }
}
