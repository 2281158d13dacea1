/// The result of an action: the next state and what to announce.
public struct PickerUpdate: Sendable, Hashable {
    /// The next state.
    public var state: PickerState
    /// What a screen reader should say, if anything.
    public var announcement: Announcement?

    /// Creates an update.
    ///
    /// - Parameters:
    ///   - state: The next state.
    ///   - announcement: What to say.
    public init(state: PickerState, announcement: Announcement?) {
        self.state = state
        self.announcement = announcement
    }
}
