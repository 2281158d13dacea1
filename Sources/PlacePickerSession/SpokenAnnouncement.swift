import PlacePicker

/// How an announcement competes with other speech, in Apple's three levels
/// (`AttributeScopes.AccessibilityAttributes.AnnouncementPriorityAttribute.AnnouncementPriority`).
public enum SpeechPriority: Sendable, Hashable, Comparable {
    /// Queued, and said when other speech has finished.
    case low
    /// Interrupts current speech, and is itself cut off by new speech (typing echo, a switch's new
    /// value): what a plain string announcement gets.
    case `default`
    /// Interrupts other speech and cannot be interrupted once started.
    case high
}

/// What a screen reader says after an action, and at which priority.
///
/// The engine decides the sentence (``Announcement``); this decides how it competes with the speech
/// the person's own action causes. A selection, a search and a filter are answers to the person's
/// request, said while VoiceOver is still echoing the control (a switch's "on", the last typed
/// letter): at default priority that echo cuts them off, so they are high. Camera buttons say
/// nothing of their own, so default is enough; a view switch follows the segmented control's own
/// "Map, selected", and a camera report after a gesture was not a question: both wait their turn.
public struct SpokenAnnouncement: Sendable, Hashable {
    /// The sentence.
    public var text: String
    /// How it competes with other speech.
    public var priority: SpeechPriority

    /// Creates an announcement.
    ///
    /// - Parameters:
    ///   - text: The sentence.
    ///   - priority: Its priority.
    public init(_ text: String, priority: SpeechPriority) {
        self.text = text
        self.priority = priority
    }

    /// What to say after an action that the engine answered with `announcement`; `nil` when the
    /// engine has nothing to say.
    ///
    /// - Parameters:
    ///   - announcement: The engine's announcement for the action, if any.
    ///   - action: The action.
    ///   - source: Where the action came from.
    public init?(_ announcement: Announcement?, after action: PickerAction, from source: ActionSource) {
        guard let announcement, !announcement.text.isEmpty else { return nil }
        self.init(announcement.text, priority: Self.priority(of: announcement, after: action, from: source))
    }

    /// The priority rule described on the type.
    ///
    /// - Parameters:
    ///   - announcement: The engine's announcement.
    ///   - action: The action.
    ///   - source: Where it came from.
    /// - Returns: The priority.
    static func priority(of announcement: Announcement, after action: PickerAction, from source: ActionSource)
        -> SpeechPriority
    {
        if source == .automatic { return .low }
        if announcement.priority == .high { return .high }
        switch action {
        case .select, .clearSelection, .toggleOpenNow, .setCategory, .setCarrier, .setStepFreeOnly, .setWithSpaceOnly,
            .search,
            .setSort,
            .setOrigin, .expandCluster, .collapseCluster, .showSelected, .showMore:
            return .high
        case .zoomIn, .zoomOut, .pan, .resetCamera:
            return .default
        case .switchMode, .setCamera:
            return .low
        }
    }
}
