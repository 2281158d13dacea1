/// The verb on each row's select button, chosen by the app with the ``PlaceNoun``.
public enum ActionWording: String, Sendable, Hashable, CaseIterable, Codable {
    /// "Pick up here" / spoken "Pick up at {name}".
    case pickUp
    /// "Choose" / spoken "Choose {name}".
    case choose

    /// The visible button title.
    public var buttonKey: TextKey {
        switch self {
        case .pickUp: .pickUpHere
        case .choose: .choose
        }
    }

    /// The spoken label, with placeholder `name`: "Pick up at 8 Garden Street".
    public var accessibilityKey: TextKey {
        switch self {
        case .pickUp: .pickUpAtName
        case .choose: .chooseName
        }
    }
}
