/// How distances are measured for a locale.
///
/// See ``DistanceFormatter`` for the exact rounding rules of each system.
public enum MeasurementSystem: String, Sendable, Hashable, CaseIterable {
    /// Metres and kilometres.
    case metric
    /// Feet under a tenth of a mile, miles above (United States, Liberia, Myanmar).
    case us
    /// Yards under a tenth of a mile, miles above (United Kingdom road usage).
    case uk
}
