/// Whether a place can be entered without steps, as the place card says it.
///
/// Maps from OpenStreetMap `wheelchair=yes|limited|no`; anything else is ``unknown``.
public enum StepFreeAccess: String, Sendable, Hashable, CaseIterable, Codable {
    /// `wheelchair=yes`.
    case yes
    /// `wheelchair=limited`.
    case limited
    /// `wheelchair=no`.
    case no
    /// Missing or unrecognised.
    case unknown

    /// The access for an OpenStreetMap `wheelchair` value; ``unknown`` for anything else or `nil`.
    ///
    /// - Parameter tagValue: The tag value, e.g. `"limited"`.
    public init(tagValue: String?) {
        self = tagValue.flatMap(StepFreeAccess.init(rawValue:)) ?? .unknown
    }

    /// The card line: "Step-free access: limited".
    public var key: TextKey {
        switch self {
        case .yes: .stepFreeYes
        case .limited: .stepFreeLimited
        case .no: .stepFreeNo
        case .unknown: .stepFreeUnknown
        }
    }
}
