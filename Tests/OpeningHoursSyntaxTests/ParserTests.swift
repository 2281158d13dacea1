import TestSupport
import Testing

@testable import OpeningHoursSyntax

@Suite("Parsing opening_hours")
struct ParserTests {
    /// Canonical values: they parse strictly and print back unchanged.
    @Test(arguments: [
        "24/7",
        "Mo-Fr 08:00-18:00",
        "Mo-Fr 08:00-12:00,13:00-17:00; Sa 09:00-12:00; PH off",
        "Mo,We,Fr 10:00-12:00",
        "Fr-Mo 18:00-02:00",
        "Mo-Sa 18:00-26:00",
        "Su[-1] 10:00-12:00",
        "Mo[1,3] 10:00-12:00",
        "Mo[1-2] 10:00-12:00",
        "Sa[-1] -1 day 10:00-12:00",
        "PH +1 day off",
        "SH Mo-Fr 08:00-12:00",
        "PH,Sa 10:00-14:00",
        "Sa,PH 10:00-14:00",
        "2026 10:00-12:00",
        "2026-2030/2 Jan 10:00-12:00",
        "2030+ Mo 10:00-12:00",
        "08:00-20:00, 24/7",
        "2013,2015,2055/2,2060+ Jan 01",
        "Jan 01-31/8",
        "Aug-Jul Su[4]",
        "Dec-Oct Mo[2,4]",
        "Jul Mo[2]-Jul 31 off",
        "Dec 25,Dec 31,Jan 01,easter,Jul Sa[3] closed",
        "2023 Oct 01+ Mo-Sa 08:00-20:00",
        "Jan-Mar Mo-Fr 08:00-12:00",
        "Dec 24-26 off",
        "Dec 25-Jan 06 off",
        "Jan 01 off",
        "2026 Dec 24 10:00-12:00",
        "2021 Mar 28-Apr 16 off",
        "easter off",
        "easter +1 day off",
        "week 01-53/2 Mo 10:00-12:00",
        "week 05,10 Fr 10:00-12:00",
        "17:00+",
        "10:00-17:00+",
        "12:00",
        "10:00-16:00/01:30",
        "sunrise-sunset",
        "(sunrise+01:00)-(sunset-01:00)",
        "dawn-dusk",
        "Mo-Fr 08:00-18:00 open",
        "Mo-Fr 08:00-18:00 unknown",
        "Mo closed",
        "\"by appointment\"",
        "Mo-Fr 08:00-18:00 \"call first\"",
        "Mo-Fr 08:00-18:00, We 12:00-13:00 off",
        "Mo-Fr 08:00-18:00 || \"by appointment\"",
        "Mar Su[-1]-Oct Su[-1] 10:00-18:00",
        "Dec 25 +We 10:00-12:00",
        "Dec 25+ off",
        "Mar 05-Mar 01 off",
    ])
    func canonical(_ text: String) throws {
        let result = Schedule.parse(text, mode: .strict)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.schedule != nil)
        #expect(result.normalized == text)
    }

    /// Tolerated mistakes: a warning each, and the canonical form.
    @Test(arguments: [
        ("8:00-18:00", "08:00-18:00"),
        ("Mo-Fr 8-18", "Mo-Fr 08:00-18:00"),
        // Real values opening-hours-py reads (checks/hours/differential.py found them).
        ("Mo-Sa 07:40-14:00; PHoff", "Mo-Sa 07:40-14:00; PH off"),
        ("Mo-Sa 10:00-19:00; Suoff", "Mo-Sa 10:00-19:00; Su off"),
        ("Apr-Oct We-Su 11:00-16:00; MarSa-Su 12:00-16:00", "Apr-Oct We-Su 11:00-16:00; Mar Sa-Su 12:00-16:00"),
        ("Mo - Fr 08:00-18:00", "Mo-Fr 08:00-18:00"),
        ("mo-fr 08:00-18:00", "Mo-Fr 08:00-18:00"),
        ("Mo-Fr 08.00-18.00", "Mo-Fr 08:00-18:00"),
        ("Mo, Tu 08:00-18:00", "Mo,Tu 08:00-18:00"),
        ("0800-1800", "08:00-18:00"),
        ("Mo-Fr 0800-1800", "Mo-Fr 08:00-18:00"),
        ("24 / 7", "24/7"),
        ("Mon-Fri 08:00-18:00", "Mo-Fr 08:00-18:00"),
        ("Monday-Friday 08:00-18:00", "Mo-Fr 08:00-18:00"),
        ("Di-Do 08:00-18:00", "Tu-Th 08:00-18:00"),
        ("Mo-Fr 8h-18h", "Mo-Fr 08:00-18:00"),
        ("Mo-Fr 8h30-18h", "Mo-Fr 08:30-18:00"),
        ("Mo-Fr 8am-6pm", "Mo-Fr 08:00-18:00"),
        ("Mo-Fr 8:30 a.m.-5 p.m.", "Mo-Fr 08:30-17:00"),
        ("Mo-Fr 12am-12pm", "Mo-Fr 00:00-12:00"),
        // A start without am/pm shares the end's "pm" when that keeps it before the end.
        ("5-9 PM", "17:00-21:00"),
        ("Mo-Fr 5:30-9:30 PM", "Mo-Fr 17:30-21:30"),
        ("Sa 6-11 pm", "Sa 18:00-23:00"),
        ("11-2 PM", "11:00-14:00"),
        ("12-5 PM", "12:00-17:00"),
        ("9-5 pm", "09:00-17:00"),
        ("Su 11 AM-9 PM", "Su 11:00-21:00"),
        ("Mo 11:30-9pm", "Mo 11:30-21:00"),
        ("Mo–Fr 08:00–18:00", "Mo-Fr 08:00-18:00"),
        ("Mo-Fr 08:00-18:00;", "Mo-Fr 08:00-18:00"),
        ("Mo-Fr 08:00 - 18:00", "Mo-Fr 08:00-18:00"),
        ("Mo-Fr:08:00-18:00", "Mo-Fr 08:00-18:00"),
        ("Mo-Fr. 08:00-18:00", "Mo-Fr 08:00-18:00"),
        ("Mo-Fr8:00-18:00", "Mo-Fr 08:00-18:00"),
        ("Mo-Fr 10:00-21:00 Sa 09:00-21:00", "Mo-Fr 10:00-21:00; Sa 09:00-21:00"),
        ("Mo-Fr 09:00-12:00 13:00-17:00", "Mo-Fr 09:00-12:00,13:00-17:00"),
        ("Mo-Fr 08:00-18:00; ph Off", "Mo-Fr 08:00-18:00; PH off"),
        ("Dec 5 off", "Dec 05 off"),
        ("dezember 24 off", "Dec 24 off"),
        ("Mo-Fr 08:00-18:00h", "Mo-Fr 08:00-18:00"),
        ("Mo-Fr “by appointment”", "Mo-Fr \"by appointment\""),
    ])
    func tolerant(_ pair: (text: String, normalized: String)) throws {
        let tolerant = Schedule.parse(pair.text)
        #expect(tolerant.schedule != nil, "\(tolerant.diagnostics)")
        #expect(!tolerant.warnings.isEmpty)
        #expect(tolerant.errors.isEmpty)
        #expect(tolerant.normalized == pair.normalized)
        let strict = Schedule.parse(pair.text, mode: .strict)
        #expect(strict.schedule == nil)
        #expect(!strict.errors.isEmpty)
        let again = Schedule.parse(pair.normalized, mode: .strict)
        #expect(again.diagnostics.isEmpty, "\(again.diagnostics)")
        #expect(again.schedule == tolerant.schedule)
    }

    /// Ambiguous or broken values: an error at the right character offset, with an example.
    @Test(arguments: [
        ("Mo-Fr 8", 7),
        ("Mo-Fr 08:00-18:00 Bar", 18),
        ("Mo-Fr 25:00-26:00", 6),
        ("Mo-Fr 08:75-09:00", 6),
        ("Mo[7] 10:00-12:00", 3),
        ("week 54", 5),
        ("Feb 30 off", 4),
        ("", 0),
        ("zu den Schulzeiten", 0),
        ("Mo-Fr 08:00-", 12),
        ("Sprechzeiten Mo 08:00", 0),
        ("Jun 30-24 off", 7),
        ("Dec 25-2026 Jan 06 off", 0),
        ("2026-2030/0 off", 10),
        ("Mo-Fr 08:00-18:00 ; Ü", 20),
    ])
    func errors(_ pair: (text: String, offset: Int)) throws {
        let result = Schedule.parse(pair.text)
        #expect(result.schedule == nil)
        let error = try #require(result.errors.first)
        #expect(error.offset == pair.offset, "\(error)")
        #expect(error.example != nil)
    }

    /// Offsets count characters: combining marks, `\r\n`, ZWJ and kana sound marks join their
    /// neighbour; spaces and dashes of Google-style values do not.
    @Test(arguments: [
        ("\"cafe\u{301}\" Ü", 7),  // "é" written as e + combining acute: two scalars, one character
        ("\"a\r\nb\" Ü", 6),
        ("\"a\u{200D}b\" Ü", 5),
        ("\"か\u{3099}\" Ü", 4),
        ("Mo 9:30\u{202F}AM\u{2009}–\u{2009}6:00\u{202F}PM Ü", 21),
        ("\"営業時間\" Ü", 7),
    ])
    func offsetsCountCharactersNotScalars(_ pair: (text: String, offset: Int)) throws {
        let result = Schedule.parse(pair.text)
        let error = try #require(result.errors.first)
        #expect(error.offset == pair.offset, "\(result.diagnostics)")
    }

    /// The shortcut that skips counting characters is right for every scalar it accepts, next to
    /// itself and to seeded random neighbours.
    @Test func scalarsTheShortcutAcceptsAreCharacters() {
        let ranges: [ClosedRange<UInt32>] = [
            0...0x6FF, 0x2000...0x206F, 0x3000...0x30FF, 0x4E00...0x4FFF, 0xFF00...0xFF6F,
        ]
        let accepted = ranges.flatMap { $0 }.compactMap(Unicode.Scalar.init).filter {
            OpeningHoursParser.eachScalarIsACharacter([$0])
        }
        var generator = SeededGenerator(seed: 11)
        var checked = 0
        for scalar in accepted {
            let neighbour = accepted[Int.random(in: 0..<accepted.count, using: &generator)]
            let scalars: [Unicode.Scalar] = ["x", scalar, scalar, neighbour, scalar, "x"]
            guard OpeningHoursParser.eachScalarIsACharacter(scalars) else { continue }
            var text = String.UnicodeScalarView()
            text.append(contentsOf: scalars)
            #expect(String(text).count == scalars.count, "U+\(String(scalar.value, radix: 16))")
            checked += 1
        }
        #expect(checked > 1_500)
        #expect(!OpeningHoursParser.eachScalarIsACharacter(["\r", "\n"]))
        #expect(!OpeningHoursParser.eachScalarIsACharacter(["e", "\u{301}"]))
        // Arabic: a vowel mark joins its letter; a number sign joins the digit after it.
        #expect(!OpeningHoursParser.eachScalarIsACharacter(["\u{628}", "\u{64E}"]))
        #expect(!OpeningHoursParser.eachScalarIsACharacter(["\u{600}", "\u{661}"]))
    }

    /// A weekday name in decomposed form (Korean written in jamo) is the same name.
    @Test func decomposedNamesAreTheSameWords() throws {
        let composed = "월요일-금요일 09:00-18:00"
        let decomposed = String(
            String.UnicodeScalarView(
                composed.unicodeScalars.flatMap { scalar in
                    // Hangul syllable → leading, vowel and trailing jamo (Unicode's arithmetic decomposition).
                    let index = Int(scalar.value) - 0xAC00
                    guard (0..<11_172).contains(index) else { return [scalar] }
                    let jamo =
                        [0x1100 + index / 588, 0x1161 + (index % 588) / 28]
                        + (index % 28 == 0 ? [] : [0x11A7 + index % 28])
                    return jamo.compactMap { Unicode.Scalar(UInt32($0)) }
                }))
        #expect(decomposed.unicodeScalars.count > composed.unicodeScalars.count)
        let expected = try #require(Schedule.parse(composed).schedule)
        #expect(Schedule.parse(decomposed).schedule == expected)
    }

    @Test func ruleStructure() throws {
        let schedule = try #require(Schedule.parse("Mo-Fr 08:00-18:00, Sa 10:00-12:00 || \"call\"").schedule)
        #expect(schedule.rules.map(\.separator) == [.normal, .additional, .fallback])
        #expect(schedule.rules[2].isCommentOnly)
        #expect(schedule.rules[0].weekdays == [WeekdayRange(from: 1, to: 5)])
        #expect(schedule.rules[0].times == [TimeSpan(start: .clock(480), end: .clock(1080))])
    }
}

@Suite("Ambiguous values stay errors")
struct AmbiguityTests {
    @Test(arguments: [
        ("Mo-Fr 8:00 18:00", 11),
        ("10am Sunday", 5),
        // Times, then a rule of its own whose `;` is missing: not `PH 10:00-12:00 off`.
        ("10:00-12:00 PH off", 12),
    ])
    func rejected(_ pair: (text: String, offset: Int)) throws {
        let result = Schedule.parse(pair.text)
        #expect(result.schedule == nil)
        let error = try #require(result.errors.first)
        #expect(error.offset == pair.offset, "\(error)")
    }
}

@Suite("Selectors out of their order")
struct SelectorOrderTests {
    /// opening_hours.js reads selectors in any order; so do we, each kind once, with a warning, and
    /// the canonical form puts them in order (years, dates, weeks, weekdays, times).
    @Test(arguments: [
        ("00:00-24:00 week 05 Feb", "Feb week 05 00:00-24:00"),
        ("week 05 Feb 2012-2014", "2012-2014 Feb week 05"),
        ("Mo-Su week 05 Feb 00:00-24:00", "Feb week 05 Mo-Su 00:00-24:00"),
        ("00:00-24:00 2012 week 05 Feb", "2012 Feb week 05 00:00-24:00"),
        ("open week 06 Feb", "Feb week 06 open"),
        ("10:00-18:00 Apr-Sep", "Apr-Sep 10:00-18:00"),
        ("10:00-18:00 Apr-Sep; PH off", "Apr-Sep 10:00-18:00; PH off"),
    ])
    func readInOrder(_ pair: (text: String, normalized: String)) throws {
        let result = Schedule.parse(pair.text)
        #expect(result.errors.isEmpty, "\(result.diagnostics)")
        #expect(result.normalized == pair.normalized)
        #expect(result.warnings.contains { $0.message.contains("order years, dates, weeks, days, times") })
    }

    /// `week 01,03: 10:00`: the colon after the weeks ends them; `week 01, 03:00` is not read as weeks.
    @Test func weekListBeforeAColon() throws {
        let result = Schedule.parse("week 01,03: 00:00-24:00")
        #expect(result.normalized == "week 01,03 00:00-24:00")
    }
}

@Suite("Pathological inputs stay fast")
struct PathologicalTests {
    @Test func overlongValueIsRejected() throws {
        let text = Array(repeating: "Mo 10:00-11:00", count: 400).joined(separator: "; ")
        let result = Schedule.parse(text)
        #expect(result.schedule == nil)
        #expect(result.errors.first?.kind == .outOfRange)
    }

    /// `01-31/2` after weekdays means "every other day of the month", which the syntax cannot say;
    /// read as hours it was 01:00-31:00 every 2 minutes (and took milliseconds to evaluate).
    @Test(arguments: [
        ("Mo-Fr 01-31/2 09:00-13:00; Mo-Fr 02-30/2 13:00-18:00", 6, "01-31/2"),
        ("Mo-Fr 01-31/2 9:00-15:00; Mo-Fr 02-30/2 14:00-20:00", 6, "01-31/2"),
        ("Sa 1-15/3 10:00-12:00", 3, "1-15/3"),
    ])
    func dayOfMonthStepIsNotATime(_ text: String, offset: Int, written: String) throws {
        let result = Schedule.parse(text)
        #expect(result.schedule == nil)
        let error = try #require(result.errors.first)
        #expect(error.offset == offset)
        #expect(error.length == written.count)
        #expect(error.message.contains("\"\(written)\" is not a time range"))
        #expect(error.example.flatMap { Schedule.parse($0, mode: .strict).schedule } != nil)
    }

    @Test(arguments: ["10:00-16:00/01:30", "Mo 00:00-24:00/00:02", "week 01-53/2 Mo 10:00-12:00"])
    func stepsThatAreStillRead(_ text: String) {
        #expect(Schedule.parse(text).schedule != nil, "\(text)")
    }
}
