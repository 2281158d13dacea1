/// What a screen reader should say after an action (web `role=status`; Apple
/// `AccessibilityNotification.Announcement`).
public struct Announcement: Sendable, Hashable {
    /// The sentence, localized.
    public var text: String

    /// Creates an announcement.
    ///
    /// - Parameter text: The sentence.
    public init(_ text: String) { self.text = text }
}
