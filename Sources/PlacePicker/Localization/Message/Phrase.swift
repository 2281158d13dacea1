/// A message to show or speak: a ``TextKey`` and the values of its placeholders, not yet in a language.
///
/// Build phrases in the model and render them with ``Localizer/string(_:)`` at the edge:
/// ```swift
/// let state = Phrase(.openUntil, ["time": .time(closing)])
/// Localizer(locale: PickerLocale(identifier: "fi") ?? .fallback).string(state)  // "Auki klo 21.00 asti"
/// ```
public struct Phrase: Sendable, Hashable {
    /// Which message.
    public var key: TextKey
    /// Values by placeholder name; the names are ``TextKey/placeholders``.
    public var arguments: [String: PhraseValue]

    /// Creates a phrase.
    ///
    /// - Parameters:
    ///   - key: The message.
    ///   - arguments: Values for its placeholders.
    public init(_ key: TextKey, _ arguments: [String: PhraseValue] = [:]) {
        self.key = key
        self.arguments = arguments
    }
}
