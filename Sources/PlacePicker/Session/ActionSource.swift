/// Where an action came from, as far as what happens after it depends on it: where focus goes and
/// how urgently the answer is said.
public enum ActionSource: Sendable, Hashable {
    /// A control that stays where it is after the action: a row, a pin, a filter, a map button,
    /// the search field.
    case control
    /// The summary's suggestion ("Show all?") or the hidden-selection notice's "Show it": both go
    /// away when they work, so focus moves to the summary that replaces them.
    case summary
    /// Not a request of the person's: the device location arriving, the map reporting where a
    /// gesture left it. Said at low priority; focus stays where it is.
    case automatic
}
