/// What a screen reader should say after an action (web `role=status`; Apple
/// `AccessibilityNotification.Announcement`), and how urgently.
public struct Announcement: Sendable, Hashable {
    /// How an announcement competes with other speech.
    public enum Priority: Sendable, Hashable {
        /// Said when nothing else is being said; may be cut off by new speech (typing echo).
        case normal
        /// The answer to the person's own action (a selection, a result count after they asked):
        /// said even while other speech is queued (Apple's high announcement priority; on the web,
        /// an `aria-live="assertive"` region).
        case high
    }

    /// The sentence, localized.
    public var text: String
    /// How urgently to say it.
    public var priority: Priority
    /// Whether the sentence ends with the screen's summary (after a filter, search, sort or origin
    /// change): a page whose status region shows the summary then shows only ``lead`` besides it.
    public var endsWithSummary: Bool
    /// What comes before the summary ("Location set to Kamppi"), when ``endsWithSummary``.
    public var lead: String?
    /// Whether it answers a choice just made: it is then the screen's ``NextStep/announcement``.
    public var isChoice = false

    /// Creates an announcement.
    ///
    /// - Parameters:
    ///   - text: The sentence.
    ///   - priority: How urgently (default: normal).
    ///   - endsWithSummary: Whether it ends with the screen's summary.
    ///   - lead: What comes before the summary.
    public init(_ text: String, priority: Priority = .normal, endsWithSummary: Bool = false, lead: String? = nil) {
        self.text = text
        self.priority = priority
        self.endsWithSummary = endsWithSummary
        self.lead = lead
    }
}
