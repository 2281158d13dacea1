/// A unit a distance is shown in, with its symbol (the same in every supported language).
public enum DistanceUnit: String, Sendable, Hashable, CaseIterable {
    /// Metres, "m".
    case meters
    /// Kilometres, "km".
    case kilometers
    /// International feet (0.3048 m), "ft".
    case feet
    /// International yards (0.9144 m), "yd".
    case yards
    /// International miles (1609.344 m), "mi".
    case miles

    /// The symbol written after the number: "m", "km", "ft", "yd", "mi".
    public var symbol: String {
        switch self {
        case .meters: "m"
        case .kilometers: "km"
        case .feet: "ft"
        case .yards: "yd"
        case .miles: "mi"
        }
    }

    /// Metres in one of this unit.
    public var meters: Double {
        switch self {
        case .meters: 1
        case .kilometers: 1000
        case .feet: 0.3048
        case .yards: 0.9144
        case .miles: 1609.344
        }
    }
}
