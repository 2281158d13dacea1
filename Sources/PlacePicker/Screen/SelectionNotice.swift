/// Shown when the selected place is hidden by the current filters: it stays selected, and the
/// person can show it again.
public struct SelectionNotice: Sendable, Hashable {
    /// "Selected place hidden by filters: Posti Kluuvi."
    public var text: String
    /// "Show it".
    public var actionTitle: String
    /// The action that shows it (``PickerAction/showSelected``).
    public var action: PickerAction

    /// Creates a notice.
    ///
    /// - Parameters:
    ///   - text: The sentence.
    ///   - actionTitle: The button label.
    ///   - action: The action.
    public init(text: String, actionTitle: String, action: PickerAction = .showSelected) {
        self.text = text
        self.actionTitle = actionTitle
        self.action = action
    }
}
