import Geodesy
import OpeningHours
import Places

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

// MARK: - Placeholder values

/// A value given to a placeholder, formatted for the locale only when the phrase is rendered.
///
/// Keeping values typed (not pre-formatted strings) lets one ``Phrase`` be rendered in any language,
/// lets plural choices see the number, and lets styles pick the right word form.
public enum PhraseValue: Sendable, Hashable {
    /// Text used as is: a place name, a comment from the data.
    case text(String)
    /// A whole number: grouped digits; usable in `plural`.
    case count(Int)
    /// A decimal shown with fixed fraction digits; usable in `plural`.
    case decimal(Double, fractionDigits: Int)
    /// A distance in metres, written by ``DistanceFormatter``; usable in `plural` (by the shown amount).
    case distance(meters: Double)
    /// A compass direction; styles `position` (default) and `toward` (see ``DirectionStyle``).
    case direction(CompassDirection)
    /// A time of day, written by ``TimeFormatter``.
    case time(LocalTime)
    /// A time range, written by ``TimeFormatter/range(from:to:)``.
    case timeRange(LocalTime, LocalTime)
    /// A weekday; styles are ``WeekdayStyle`` raw values (`full`, `capitalized`, `short`, `on`, `until`).
    case weekday(Weekday)
    /// A date with its weekday; the same styles as a weekday.
    case date(LocalDate)
    /// A duration in seconds: "about 12 min" by default, "12 min" with style `exact`.
    case duration(seconds: Double)
    /// The configured place noun; the style names the form (`one`, `other`, `heading`, and per
    /// language `partitive`, `many` …); in `select` it chooses by grammatical gender.
    case noun(PlaceNoun)
    /// A category's display name.
    case category(ServiceCategory)
    /// Items joined with "and" by ``PhraseList``.
    case list([String])
    /// Another phrase, rendered in the same language (a state inside a row).
    case phrase(Phrase)
}
