import Foundation
import PlacePicker

/// When text typed into a search field reaches the engine: once typing has paused for ``delay``,
/// or at once when the person submits, never once per keystroke.
///
/// Each search changes the visible set and is answered by a spoken summary. Sending one per
/// keystroke would announce a count for "K", "Ka", "Kam", each cut off by the typing echo of the
/// next letter, and would move the list under the person's finger. The policy is a value with no
/// clock: the view waits ``delay`` after each keystroke (a task that the next keystroke cancels)
/// and reports the pause with the keystroke's generation; only the latest generation searches.
public struct SearchDebounce: Sendable, Hashable {
    /// How long typing must pause before the search is sent: 0.8 s, longer than the gap between
    /// keystrokes of most typists (about 0.2–0.5 s) and short enough to feel like an answer.
    public static let defaultDelay: Duration = .milliseconds(800)

    /// The pause that sends the search.
    public var delay: Duration
    /// What the field shows.
    public private(set) var text: String
    /// What the engine searches for (trimmed), as last sent or as the engine last reported.
    public private(set) var appliedText: String
    /// Counts keystrokes (and submits and outside changes); a pause reported for an older one is stale.
    public private(set) var generation = 0

    /// Creates a policy for a field whose engine already searches for `appliedText`.
    ///
    /// - Parameters:
    ///   - appliedText: The engine's current search text.
    ///   - delay: The pause that sends a search.
    public init(appliedText: String = "", delay: Duration = SearchDebounce.defaultDelay) {
        self.text = appliedText
        self.appliedText = appliedText
        self.delay = delay
    }

    /// The person typed: the field now holds `text`.
    ///
    /// - Parameter text: The field's new text.
    /// - Returns: The generation to report to ``pause(after:)`` once ``delay`` has passed.
    public mutating func type(_ text: String) -> Int {
        guard text != self.text else { return generation }
        self.text = text
        generation += 1
        return generation
    }

    /// Typing paused after the keystroke of `generation`.
    ///
    /// - Parameter generation: The value ``type(_:)`` returned for that keystroke.
    /// - Returns: The search to send, or `nil` when a later keystroke superseded it or the trimmed
    ///   text is what the engine already searches for.
    public mutating func pause(after generation: Int) -> PickerAction? {
        guard generation == self.generation else { return nil }
        let trimmed = Self.trimmed(text)
        guard trimmed != appliedText else { return nil }
        appliedText = trimmed
        return .search(trimmed)
    }

    /// The person submitted the field (the keyboard's Search key): search now, even for the same
    /// text, so that the summary is said again on request. A pending pause becomes stale.
    ///
    /// - Returns: The search to send.
    public mutating func submit() -> PickerAction {
        generation += 1
        appliedText = Self.trimmed(text)
        return .search(appliedText)
    }

    /// The engine's search text changed through another action ("Show it" clears the filters):
    /// the field follows it, and a pending pause becomes stale.
    ///
    /// - Parameter engineText: The screen's ``FilterPanel/searchText``.
    public mutating func follow(_ engineText: String) {
        guard engineText != appliedText else { return }
        appliedText = engineText
        text = engineText
        generation += 1
    }

    private static func trimmed(_ text: String) -> String {
        text.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
