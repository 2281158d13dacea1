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
        print("| figure | median | min – max | reps | target | peer | result |")
        print("|---|---:|---:|---:|---:|---:|:---:|")
    }

    /// Prints one row.
    mutating func row(
        _ name: String, _ measurement: Measurement, unit: String, goal: Goal? = nil, peer: String? = nil
    ) {
        let median = measurement.median
        var result = "—"
        if let goal {
            if goal.passes(median) {
                result = "PASS"
                passes += 1
            } else {
                result = "MISS"
                misses.append("\(name): \(Report.format(median)) \(unit), target \(goal.text(unit: unit))")
            }
        }
        let spread =
            measurement.values.count > 1
            ? "\(Report.format(measurement.minimum)) – \(Report.format(measurement.maximum))" : "—"
        print(
            "| \(name) | \(Report.format(median)) \(unit) | \(spread) | \(measurement.values.count) | "
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
