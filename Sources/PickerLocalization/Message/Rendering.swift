import PickerFormatting

/// The state of rendering one phrase: walks the template and collects diagnostics.
struct Rendering {
    let localizer: Localizer
    let phrase: Phrase
    private(set) var diagnostics: [TextDiagnostic] = []

    init(localizer: Localizer, phrase: Phrase) {
        self.localizer = localizer
        self.phrase = phrase
    }

    private var locale: PickerLocale { localizer.locale }

    mutating func report(_ severity: TextDiagnostic.Severity, _ message: String) {
        diagnostics.append(
            TextDiagnostic(severity: severity, message: message, key: phrase.key, language: locale.language))
    }

    /// Writes a template's parts at the end of `text`.
    mutating func write(_ parts: [MessageTemplate.Part], number: String?, into text: inout String) {
        for part in parts {
            switch part {
            case .literal(let literal): text += literal
            case .number: text += number ?? "#"
            case .argument(let name, let style):
                guard let value = value(name) else {
                    text += "{\(name)}"
                    continue
                }
                switch value {
                case .text(let words): text += words
                case .phrase(let inner): localizer.write(inner, into: &text, diagnostics: &diagnostics)
                default: text += format(value, style: style, name: name)
                }
            case .plural(let name, let cases):
                guard let value = value(name) else {
                    text += "{\(name)}"
                    continue
                }
                guard let operands = localizer.operands(of: value) else {
                    report(.error, "\"\(name)\" is used in a plural but is not a number; pass .count(3)")
                    text += "{\(name)}"
                    continue
                }
                let category = PluralRules.category(of: operands, in: locale.language)
                let choice =
                    (operands.v == 0 ? cases.first { $0.exactNumber == operands.i } : nil)
                    ?? cases.first { $0.key == category.rawValue } ?? cases.first { $0.key == "other" }
                write(choice?.parts ?? [], number: format(value, style: nil, name: name), into: &text)
            case .select(let name, let cases):
                guard let value = value(name) else {
                    text += "{\(name)}"
                    continue
                }
                let word = selectWord(value)
                let choice = cases.first { $0.key == word } ?? cases.first { $0.key == "other" }
                write(choice?.parts ?? [], number: number, into: &text)
            }
        }
    }

    private mutating func value(_ name: String) -> PhraseValue? {
        if let value = phrase.value(named: name) { return value }
        report(.error, "no value for placeholder \"\(name)\"; pass it, e.g. Phrase(.\(phrase.key), [\"\(name)\": …])")
        return nil
    }

    private func selectWord(_ value: PhraseValue) -> String {
        switch value {
        case .noun(let noun): noun.forms(in: locale.language).gender
        case .text(let text): text
        default: "other"
        }
    }

    mutating func format(_ value: PhraseValue, style: String?, name: String) -> String {
        switch value {
        case .text(let text): return text
        case .count(let count): return NumberText(locale: locale).integer(count)
        case .decimal(let number, let digits): return NumberText(locale: locale).decimal(number, fractionDigits: digits)
        case .distance(let meters): return DistanceFormatter(locale: locale).string(meters: meters)
        case .direction(let direction):
            let directionStyle = style.flatMap(DirectionStyle.init(rawValue:)) ?? .position
            if let style, DirectionStyle(rawValue: style) == nil { unknownStyle(style, name: name) }
            return DirectionWords.word(direction, style: directionStyle, in: locale.language)
        case .time(let time): return TimeFormatter(locale: locale).string(time)
        case .timeRange(let start, let end): return TimeFormatter(locale: locale).range(from: start, to: end)
        case .weekday(let weekday):
            return CalendarWords(locale: locale).weekday(weekday, style: weekdayStyle(style, name: name))
        case .date(let date):
            return CalendarWords(locale: locale).date(date, style: weekdayStyle(style, name: name))
        case .dateWithYear(let date):
            return CalendarWords(locale: locale).date(date, style: weekdayStyle(style, name: name), withYear: true)
        case .duration(let seconds):
            let formatter = DurationFormatter(locale: locale)
            switch style {
            case "exact": return formatter.exactString(seconds: seconds)
            case "precise": return formatter.preciseString(seconds: seconds)
            default: return formatter.approximateString(seconds: seconds)
            }
        case .noun(let noun):
            let forms = noun.forms(in: locale.language)
            let form = style ?? "one"
            if let word = forms.forms[form] { return word }
            report(.error, "the noun \(noun.rawValue) has no form \"\(form)\"; known: \(forms.forms.keys.sorted())")
            return forms.forms["one"] ?? noun.rawValue
        case .category(let category): return localizer.string(category.nameKey)
        case .list(let items): return PhraseList(locale: locale).joined(items)
        case .phrase(let inner):
            var text = ""
            localizer.write(inner, into: &text, diagnostics: &diagnostics)
            return text
        }
    }

    private mutating func weekdayStyle(_ style: String?, name: String) -> WeekdayStyle {
        guard let style else { return .full }
        if let known = WeekdayStyle(rawValue: style) { return known }
        unknownStyle(style, name: name)
        return .full
    }

    private mutating func unknownStyle(_ style: String, name: String) {
        report(.error, "unknown style \"\(style)\" for \"\(name)\"; e.g. {weekday, on} or {direction, toward}")
    }
}
