import Foundation
import Geodesy

/// Reads `LAT,LON` option values such as `60.1699,24.9384` (decimal degrees, WGS84).
public enum CoordinateValue {
    /// A valid value, shown in error messages.
    public static let example = "60.1699,24.9384"

    /// Reads a coordinate.
    ///
    /// - Parameter text: `LAT,LON`; spaces around either number are allowed.
    /// - Returns: The coordinate.
    /// - Throws: ``ValueError`` naming the part that is wrong (latitude or longitude) and
    ///   showing an example.
    public static func parse(_ text: String) throws(ValueError) -> Coordinate {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2 else {
            let problem = parts.count < 2 ? "has no comma" : "has \(parts.count - 1) commas"
            throw ValueError(
                "'\(text)' \(problem); write LAT,LON (latitude first, decimal degrees), such as \(example)")
        }
        let latitude = try number(parts[0], name: "latitude", text: text, limit: 90)
        let longitude = try number(parts[1], name: "longitude", text: text, limit: 180)
        return Coordinate(uncheckedLatitude: latitude, longitude: longitude)
    }

    private static func number(_ part: Substring, name: String, text: String, limit: Double) throws(ValueError)
        -> Double
    {
        let trimmed = part.trimmingCharacters(in: .whitespaces)
        if trimmed.isEmpty {
            throw ValueError("the \(name) is missing in '\(text)'; write LAT,LON, such as \(example)")
        }
        guard let value = Double(trimmed), value.isFinite else {
            throw ValueError(
                "the \(name) '\(trimmed)' in '\(text)' is not a number; write LAT,LON in decimal degrees, "
                    + "such as \(example)")
        }
        guard abs(value) <= limit else {
            let range = "-\(Int(limit))…\(Int(limit))"
            throw ValueError(
                "the \(name) \(trimmed) in '\(text)' is outside \(range); write LAT,LON (latitude first), "
                    + "such as \(example)")
        }
        return value
    }
}
