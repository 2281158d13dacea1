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
