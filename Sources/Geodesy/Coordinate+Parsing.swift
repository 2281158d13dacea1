import Foundation

extension Coordinate {
    /// A valid `LAT,LON`, shown in error messages.
    public static let parsingExample = "60.1699,24.9384"

    /// Reads `LAT,LON` in decimal degrees (WGS 84), latitude first, as URLs (`near=`, `c=`) and
    /// the command line (`--near`) write it. Spaces around either number are allowed. The one
    /// reader of coordinates typed by people.
    ///
    /// - Parameter text: `LAT,LON`, such as `60.1699,24.9384`.
    /// - Throws: ``CoordinateSyntaxError`` naming the part that is wrong (the comma, the latitude
    ///   or the longitude) and why, with an example.
    public init(parsing text: String) throws(CoordinateSyntaxError) {
        let example = Coordinate.parsingExample
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2 else {
            let problem = parts.count < 2 ? "has no comma" : "has \(parts.count - 1) commas"
            throw CoordinateSyntaxError(
                "'\(text)' \(problem); write LAT,LON (latitude first, decimal degrees), such as \(example)")
        }
        func number(_ part: Substring, _ name: String, limit: Double) throws(CoordinateSyntaxError) -> Double {
            // Nearly every part starts and ends with a visible ASCII character, and then trimming
            // (Foundation's, 1 % of a computed page) has nothing to remove: every character of
            // `.whitespaces` is a space, a tab or outside ASCII.
            let visibleEnds =
                part.utf8.first.map { (0x21..<0x7F).contains($0) } == true
                && part.utf8.last.map { (0x21..<0x7F).contains($0) } == true
            let trimmed = visibleEnds ? String(part) : part.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty {
                throw CoordinateSyntaxError("the \(name) is missing in '\(text)'; write LAT,LON, such as \(example)")
            }
            guard let value = Double(trimmed), value.isFinite else {
                throw CoordinateSyntaxError(
                    "the \(name) '\(trimmed)' in '\(text)' is not a number; write LAT,LON in decimal degrees, "
                        + "such as \(example)")
            }
            guard abs(value) <= limit else {
                throw CoordinateSyntaxError(
                    "the \(name) \(trimmed) in '\(text)' is outside -\(Int(limit))…\(Int(limit)); write LAT,LON "
                        + "(latitude first), such as \(example)")
            }
            return value
        }
        let latitude = try number(parts[0], "latitude", limit: 90)
        let longitude = try number(parts[1], "longitude", limit: 180)
        self.init(uncheckedLatitude: latitude, longitude: longitude)
    }
}

/// Text that is not a `LAT,LON` coordinate: the message names the part and shows an example.
public struct CoordinateSyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What is wrong, e.g. `the longitude is missing in '60.17'; write LAT,LON, such as …`.
    public var message: String

    /// Creates an error.
    ///
    /// - Parameter message: What is wrong.
    public init(_ message: String) { self.message = message }

    /// The message.
    public var description: String { message }
}

/// Why a pair of numbers is not a valid ``Coordinate``.
public enum CoordinateError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Which half of a coordinate a problem is in.
    public enum Field: String, Sendable {
        /// The latitude.
        case latitude
        /// The longitude.
        case longitude
    }

    /// The value is NaN or infinite.
    case notFinite(field: Field, value: Double)
    /// The latitude is outside −90…90.
    case latitudeOutOfRange(Double)

    /// A message that names the bad value and shows a valid example.
    public var description: String {
        switch self {
        case .notFinite(let field, let value):
            "The \(field.rawValue) \(value) is not a finite number. Use decimal degrees, such as 60.1699."
        case .latitudeOutOfRange(let value):
            "The latitude \(value) is outside −90…90. Use decimal degrees north, such as 60.1699."
        }
    }
}
