import Foundation

/// Reads a duration given in seconds, such as `--head-timeout 10` or `--keep-alive-timeout 2.5`.
public enum SecondsValue {
    /// Reads seconds as a decimal number.
    ///
    /// - Parameters:
    ///   - text: A decimal number of seconds, such as `10` or `0.5`.
    ///   - range: The allowed values, in seconds.
    /// - Returns: The duration.
    /// - Throws: ``ValueError`` stating the range and an example.
    public static func parse(_ text: String, in range: ClosedRange<Double>) throws(ValueError) -> Duration {
        let rangeText = "a number of seconds from \(format(range.lowerBound)) to \(format(range.upperBound))"
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard let value = Double(trimmed), value.isFinite, !trimmed.hasPrefix(".") else {
            throw ValueError("'\(text)' is not \(rangeText), such as 10 or 2.5")
        }
        guard range.contains(value) else {
            throw ValueError("\(format(value)) is out of range; give \(rangeText)")
        }
        return .milliseconds(Int64((value * 1000).rounded()))
    }

    private static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
    }
}
