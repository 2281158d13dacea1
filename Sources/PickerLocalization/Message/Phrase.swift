import CivilCalendar
import Geodesy
import OpeningHours
import OpeningHoursSyntax
import PickerFormatting
import Places

/// A message to show or speak: a ``TextKey`` and the values of its placeholders, not yet in a language.
///
/// Build phrases in the model and render them with ``Localizer/string(_:)`` at the edge:
/// ```swift
/// let state = Phrase(.openUntil, ["time": .time(closing)])
/// Localizer(locale: PickerLocale(identifier: "fi") ?? .fallback).string(state)  // "Auki klo 21.00 asti"
/// ```
///
/// The values are kept as a short list of name–value pairs, not a dictionary: a page makes hundreds
/// of phrases of one to four values each, and hashing their names to build and read a dictionary
/// was a tenth of the words' cost. A literal list is kept as it was written (copying it into an
/// array of its own was an allocation and a retain per value, for every phrase). Equality and
/// hashing still treat the values as a dictionary (order does not matter; of repeated names the
/// first counts, and a value set later replaces it).
public struct Phrase: Sendable, Hashable {
    /// Which message.
    public var key: TextKey
    /// The values of the literal list the phrase was made with, in the order given.
    private var given: KeyValuePairs<String, PhraseValue>
    /// Values set since, or given as a dictionary: they come before ``given``.
    private var added: [(name: String, value: PhraseValue)] = []

    /// Values by placeholder name; the names are ``TextKey/placeholders``.
    public var arguments: [String: PhraseValue] {
        get {
            var arguments = Dictionary(given.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
            for (name, value) in added { arguments[name] = value }
            return arguments
        }
        set {
            given = [:]
            added = newValue.map { ($0.key, $0.value) }
        }
    }

    /// Creates a phrase from a literal list of values (`Phrase(.openUntil, ["time": .time(t)])`).
    ///
    /// - Parameters:
    ///   - key: The message.
    ///   - arguments: Values for its placeholders.
    public init(_ key: TextKey, _ arguments: KeyValuePairs<String, PhraseValue> = [:]) {
        self.key = key
        given = arguments
    }

    /// Creates a phrase from a dictionary of values.
    ///
    /// - Parameters:
    ///   - key: The message.
    ///   - arguments: Values for its placeholders.
    public init(_ key: TextKey, arguments: [String: PhraseValue]) {
        self.key = key
        given = [:]
        added = arguments.map { ($0.key, $0.value) }
    }

    /// The value of a placeholder, or `nil` when the phrase has none by that name.
    ///
    /// - Parameter name: The placeholder.
    /// - Returns: Its value (the one set last, or the first given, if repeated).
    public func value(named name: String) -> PhraseValue? {
        for entry in added where entry.name == name { return entry.value }
        for entry in given where entry.key == name { return entry.value }
        return nil
    }

    /// Sets or adds the value of a placeholder.
    ///
    /// - Parameters:
    ///   - value: The value.
    ///   - name: The placeholder.
    public mutating func set(_ value: PhraseValue, named name: String) {
        if let index = added.firstIndex(where: { $0.name == name }) {
            added[index].value = value
        } else {
            added.append((name, value))
        }
    }

    /// Two phrases are equal when their keys and named values are, whatever the
    /// order the values were given in.
    public static func == (lhs: Phrase, rhs: Phrase) -> Bool {
        lhs.key == rhs.key && lhs.arguments == rhs.arguments
    }

    /// Hashes the key and the named values, independent of their order, so equal
    /// phrases hash equally.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(key)
        hasher.combine(arguments)
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
    /// A date with its weekday and its year ("Friday 1 October 2027"), for a date not in this year.
    case dateWithYear(LocalDate)
    /// A duration in seconds: "about 12 min" by default, "12 min" with style `exact`, hours and
    /// minutes rounded down with style `precise` ("1 h 35 min").
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
