/// Step-free access, using OpenStreetMap's `wheelchair` values.
public enum WheelchairAccess: String, Sendable, Hashable, Codable, CaseIterable {
    /// Fully step-free.
    case yes
    /// Partly step-free (e.g. entrance step-free, not all rooms).
    case limited
    /// Not step-free.
    case no
    /// The data does not say.
    case unknown
}
