import CarrierFeeds
import CivilCalendar
import CommandLineArguments
import Foundation
import Geodesy
import PickerFormatting
import PlaceReaders

/// An option as a command both declares it (in its ``CommandSpec``) and reads it (with an
/// `OptionReader`): one value carrying the name, placeholder, example and help, and how its text
/// becomes a `Value`. A command that reads an option it did not declare fails (exit 70) rather than
/// reading it as absent.
package struct Option<Value>: Sendable, DeclaredOption {
    /// The name, kind and help, as the parser and `--help` see them.
    package private(set) var spec: OptionSpec
    /// Reads the typed text; the message of its error follows `'--name': `.
    package let parse: @Sendable (String) throws(ValueError) -> Value

    /// An option whose value is read by `parse`.
    ///
    /// - Parameters:
    ///   - name: Long name without dashes.
    ///   - short: One-letter alias.
    ///   - placeholder: Name of the value in help, such as `LAT,LON`.
    ///   - example: A valid value, shown when the value is missing.
    ///   - repeatable: Whether it may be given more than once.
    ///   - help: One line of help.
    ///   - parse: Reads the text.
    package init(
        _ name: String, short: Character? = nil, placeholder: String, example: String, repeatable: Bool = false,
        help: String, parse: @escaping @Sendable (String) throws(ValueError) -> Value
    ) {
        spec = .value(
            name, short: short, placeholder: placeholder, example: example, repeatable: repeatable, help: help)
        self.parse = parse
    }
}

extension Option {
    /// The same option (the same name and reading) with the help, and perhaps the example, that
    /// another command gives it, such as `--at` in `serve`.
    package func described(_ help: String, example: String? = nil) -> Self {
        var copy = self
        copy.spec.help = help
        if let example, case .value(let placeholder, _) = spec.kind {
            copy.spec.kind = .value(placeholder: placeholder, example: example)
        }
        return copy
    }
}

/// A switch with no value, such as `--json`, declared and read as one value.
package struct Flag: Sendable, DeclaredOption {
    /// The name and help.
    package let spec: OptionSpec

    /// A flag.
    ///
    /// - Parameters:
    ///   - name: Long name without dashes.
    ///   - help: One line of help.
    package init(_ name: String, help: String) { spec = .flag(name, help: help) }
}

/// The values of an option that takes one of a fixed set of words (`--units metric|imperial`).
///
/// ``Option/choice(_:placeholder:example:help:)`` declares them: its ``OptionSpec/choices`` are the
/// spellings of `allCases`, which the parser checks (one message for every such option,
/// ``OptionSpec/notOneOf(_:choices:)``) and help lists.
package protocol OptionChoice: CaseIterable, Sendable {
    /// The word typed for this value.
    var spelling: String { get }
}

extension OptionChoice where Self: RawRepresentable, RawValue == String {
    /// The raw value.
    package var spelling: String { rawValue }
}

extension DataFormat: OptionChoice {
    /// The `--from` name.
    package var spelling: String { description }

    /// The `--from` names for help: `geojson, csv, overpass, osm, or a carrier's feed: inpost, …`.
    package static var spelledList: String {
        PlaceFormat.allCases.map(\.rawValue).joined(separator: ", ") + ", or a carrier's feed: "
            + CarrierFormat.allCases.map(\.rawValue).joined(separator: ", ")
    }
}

extension Option where Value: OptionChoice {
    /// Every word the option takes, in the order of `allCases`.
    package static var spellings: [String] { Value.allCases.map(\.spelling) }

    /// An option taking one of `Value.allCases`, in any case.
    ///
    /// - Parameters:
    ///   - name: Long name.
    ///   - placeholder: Name of the value in help; default: the words joined by `|`.
    ///   - example: A valid value; default: the first word.
    ///   - help: One line of help.
    /// - Returns: The option, whose error is `'--NAME': 'BAD' is not one of A, B, C.`
    package static func choice(_ name: String, placeholder: String? = nil, example: String? = nil, help: String) -> Self
    {
        var option = Option(
            name, placeholder: placeholder ?? spellings.joined(separator: "|"), example: example ?? spellings[0],
            help: help
        ) { (text) throws(ValueError) -> Value in
            let folded = text.lowercased()
            guard let value = Value.allCases.first(where: { $0.spelling.lowercased() == folded }) else {
                throw ValueError(OptionSpec.notOneOf(text, choices: spellings))
            }
            return value
        }
        option.spec.choices = spellings
        return option
    }
}

extension Option<String> {
    /// An option whose value is taken as typed.
    package static func text(
        _ name: String, short: Character? = nil, placeholder: String, example: String, repeatable: Bool = false,
        help: String
    ) -> Self {
        Option(
            name, short: short, placeholder: placeholder, example: example, repeatable: repeatable, help: help
        ) { (text) throws(ValueError) -> String in text }
    }

    /// A two-letter ISO 3166-1 country code, any case, read upper-cased.
    package static func country(example: String, help: String) -> Self {
        Option("country", placeholder: "CC", example: example, help: help) { (text) throws(ValueError) -> String in
            let code = text.uppercased()
            guard code.count == 2, code.allSatisfy({ $0.isASCII && $0.isLetter }) else {
                throw ValueError("'\(text)' is not a two-letter ISO 3166-1 country code, such as --country FI")
            }
            return code
        }
    }
}

extension Option<Int> {
    /// A whole number within `range`.
    package static func integer(
        _ name: String, in range: ClosedRange<Int>, placeholder: String = "N", example: String, help: String
    ) -> Self {
        Option(name, placeholder: placeholder, example: example, help: help) { (text) throws(ValueError) -> Int in
            try IntegerValue.parse(text, in: range)
        }
    }
}

extension Option<Duration> {
    /// A number of seconds within `range`.
    package static func seconds(_ name: String, in range: ClosedRange<Double>, example: String, help: String) -> Self {
        Option(name, placeholder: "SECONDS", example: example, help: help) { (text) throws(ValueError) -> Duration in
            try SecondsValue.parse(text, in: range)
        }
    }
}

extension Option<Coordinate> {
    /// A `LAT,LON` point.
    package static func coordinate(_ name: String, example: String, help: String) -> Self {
        Option(name, placeholder: "LAT,LON", example: example, help: help) { (text) throws(ValueError) -> Coordinate in
            do throws(CoordinateSyntaxError) { return try Coordinate(parsing: text) } catch {
                throw ValueError(error.message)
            }
        }
    }
}

extension Option<TimeZone> {
    /// An IANA zone name.
    package static func timeZone(_ name: String, help: String) -> Self {
        Option(name, placeholder: "ZONE", example: "Europe/Helsinki", help: help) {
            (text) throws(ValueError) -> TimeZone in try TimeZoneValue.parse(text)
        }
    }
}

/// An ISO 8601 instant as typed, read once the zone of its wall time is known.
package struct InstantArgument: Sendable {
    /// What was typed.
    package var text: String

    /// The instant, a wall time (no offset) read in `zone`.
    package func date(in zone: TimeZone) throws(ValueError) -> Date {
        do { return try InstantText.parse(text, zone: zone) } catch {
            throw ValueError(error.message)
        }
    }
}

extension Option<InstantArgument> {
    /// `--at ISO8601`, with the help that the command gives it.
    package static func instant(example: String = "2026-11-30T10:00:00+02:00", help: String) -> Self {
        Option("at", placeholder: "ISO8601", example: example, help: help) {
            (text) throws(ValueError) -> InstantArgument in
            InstantArgument(text: text)
        }
    }
}

extension Option<PickerLocale> {
    /// `--lang`: a language PlacePicker speaks, as a BCP-47 tag (`fi`, `en-US`).
    package static func language(help: String) -> Self {
        Option("lang", placeholder: "L", example: "fi", help: help) { (text) throws(ValueError) -> PickerLocale in
            guard let locale = PickerLocale(identifier: text) else {
                let codes = Language.allCases.map(\.rawValue)
                let list = codes.dropLast().joined(separator: ", ") + " or " + (codes.last ?? "")
                throw ValueError("'\(text)' is not a language PlacePicker speaks; use \(list), such as --lang fi")
            }
            return locale
        }
    }
}

/// An option with the value it takes when it is not given, stated once: `--help` shows it after
/// the help (`(default: 8080)`), and the reader's `value(_:)` returns it when the option is absent.
package struct DefaultedOption<Value: Sendable>: Sendable, DeclaredOption {
    /// The option as declared, its help ending with the default.
    package let option: Option<Value>
    /// The value when the option is not given.
    package let fallback: Value
    /// The default as the help shows it.
    let shown: String

    package var spec: OptionSpec { option.spec }

    /// `option` with `help` followed by the default.
    init(_ option: Option<Value>, help: String, fallback: Value, shown: String) {
        let sentence = help.hasSuffix(".") ? String(help.dropLast()) : help
        self.option = option.described(sentence + " (default: \(shown)).")
        self.fallback = fallback
        self.shown = shown
    }

    /// The same option with the help that another command gives it; the default is shown after it.
    package func described(_ help: String) -> Self {
        Self(option, help: help, fallback: fallback, shown: shown)
    }
}

extension Option where Value: Sendable {
    /// This option with a value when it is not given, shown in its help as `shown` (by default the
    /// value as text): `(default: 8080).`
    package func defaulting(to fallback: Value, shown: String? = nil) -> DefaultedOption<Value> {
        DefaultedOption(self, help: spec.help, fallback: fallback, shown: shown ?? "\(fallback)")
    }
}
