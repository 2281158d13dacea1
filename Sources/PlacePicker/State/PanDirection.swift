/// A direction the map can be moved in with a button.
public enum PanDirection: String, Sendable, Hashable, Codable, CaseIterable {
    /// Up.
    case north
    /// Down.
    case south
    /// Right.
    case east
    /// Left.
    case west
}
