import Geodesy
import Testing

@testable import PickerFormatting
@testable import PickerLocalization

@Suite("Numbers, durations, lists and directions")
struct FormattingWordsTests {
    @Test(arguments: [
        ("en", "1,234,567", "-1.5", "0.0"), ("de", "1.234.567", "-1,5", "0,0"),
        ("fi", "1\u{00A0}234\u{00A0}567", "\u{2212}1,5", "0,0"),
        ("sv", "1\u{00A0}234\u{00A0}567", "\u{2212}1,5", "0,0"),
        ("fr", "1\u{202F}234\u{202F}567", "-1,5", "0,0"), ("de-CH", "1\u{2019}234\u{2019}567", "-1.5", "0.0"),
    ])
    func numbers(_ row: (tag: String, grouped: String, negative: String, zero: String)) throws {
        let numbers = NumberText(locale: try #require(PickerLocale(identifier: row.tag)))
        #expect(numbers.integer(1_234_567) == row.grouped)
        #expect(numbers.decimal(-1.46, fractionDigits: 1) == row.negative)
        #expect(numbers.decimal(-0.01, fractionDigits: 1) == row.zero)
        #expect(numbers.integer(999) == "999")
        #expect(numbers.decimal(.infinity, fractionDigits: 0) == "0")
    }

    @Test(arguments: [
        (0.0, "about 1 min"), (30, "about 1 min"), (60, "about 1 min"), (61, "about 2 min"), (720, "about 12 min"),
        (3540, "about 59 min"), (3541, "about 1 h"), (3900, "about 1 h 5 min"), (4020, "about 1 h 5 min"),
        (7200, "about 2 h"), (-10, "about 1 min"),
    ])
    func walkingTimes(_ row: (seconds: Double, shown: String)) {
        let text = DurationFormatter(locale: PickerLocale(language: .english)).approximateString(seconds: row.seconds)
        let expected = row.shown.replacingNumberUnitSpaces()
        #expect(text == expected, "\(row.seconds) s")
    }

    @Test(arguments: [
        ("de", "etwa 1 Std. 5 Min."), ("fi", "noin 1 h 5 min"), ("sv", "cirka 1 tim 5 min"),
        ("fr", "environ 1 h 5 min"),
    ])
    func durationWords(_ row: (tag: String, shown: String)) throws {
        let formatter = DurationFormatter(locale: try #require(PickerLocale(identifier: row.tag)))
        #expect(formatter.approximateString(seconds: 3900) == row.shown.replacingNumberUnitSpaces())
    }

    @Test(arguments: [
        ("en-GB", "A, B and C"), ("en-US", "A, B, and C"), ("de", "A, B und C"), ("fi", "A, B ja C"),
        ("sv", "A, B och C"), ("fr", "A, B et C"),
    ])
    func lists(_ row: (tag: String, three: String)) throws {
        let list = PhraseList(locale: try #require(PickerLocale(identifier: row.tag)))
        #expect(list.joined(["A", "B", "C"]) == row.three)
        #expect(list.joined(["A"]) == "A")
        #expect(list.joined([]) == "")
        #expect(list.joined(["A", "B"]).hasPrefix("A ") && !list.joined(["A", "B"]).contains(","))
    }

    @Test(arguments: [
        (Language.english, "north-east", "north-east"), (.german, "nordöstlich", "nach Nordosten"),
        (.finnish, "koilliseen", "koilliseen"), (.swedish, "nordost", "åt nordost"),
        (.french, "au nord-est", "vers le nord-est"),
    ])
    func directions(_ row: (language: Language, position: String, toward: String)) {
        #expect(DirectionWords.word(.northEast, in: row.language) == row.position)
        #expect(DirectionWords.word(.northEast, style: .toward, in: row.language) == row.toward)
        let words = CompassDirection.allCases.map { DirectionWords.word($0, in: row.language) }
        #expect(Set(words).count == 8)
    }

    @Test func fullDistancePhrases() {
        let cases: [(Language, String)] = [
            (.english, "350\u{00A0}m north-east"), (.finnish, "350\u{00A0}m koilliseen"),
            (.german, "350\u{00A0}m nordöstlich"), (.swedish, "350\u{00A0}m nordost"),
            (.french, "350\u{00A0}m au nord-est"),
        ]
        for (language, expected) in cases {
            let localizer = Localizer(locale: PickerLocale(language: language, region: "FI"))
            #expect(localizer.string(Phrase.location(meters: 351, direction: .northEast)) == expected)
        }
    }
}

extension String {
    /// Test tables write plain spaces; the formatter puts U+00A0 between a number and its unit.
    fileprivate func replacingNumberUnitSpaces() -> String {
        var result = ""
        var previous: Character = " "
        for character in self {
            result.append(character == " " && previous.isNumber ? "\u{00A0}" : character)
            previous = character
        }
        return result
    }
}
