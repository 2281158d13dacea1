import Foundation

/// Reads whole-number option values within a range, such as `--limit 10`.
public enum IntegerValue {
    /// Reads a whole number.
    ///
    /// - Parameters:
    ///   - text: Decimal digits (a leading `+` is allowed).
    ///   - range: The allowed values.
    /// - Returns: The number.
    /// - Throws: ``ValueError`` stating the range and an example.
    public static func parse(_ text: String, in range: ClosedRange<Int>) throws(ValueError) -> Int {
        let rangeText = "a whole number from \(range.lowerBound) to \(range.upperBound)"
        guard let value = Int(text.trimmingCharacters(in: .whitespaces)) else {
            throw ValueError("'\(text)' is not \(rangeText), such as \(range.lowerBound)")
        }
        guard range.contains(value) else {
            throw ValueError("\(value) is out of range; give \(rangeText)")
        }
        return value
    }
}
