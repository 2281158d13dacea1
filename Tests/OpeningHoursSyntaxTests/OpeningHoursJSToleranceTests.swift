import Testing

@testable import OpeningHoursSyntax

/// The forms opening_hours.js reads with a warning (and those it rejects), checked against the
/// expected forms of its own test suite (``OpeningHoursJSCases``).
@Suite("opening_hours.js tolerance cases")
struct OpeningHoursJSToleranceTests {
    /// Every accepted value: read in tolerant mode to our canonical form, with a warning per
    /// correction and an error in strict mode; the canonical form is strict and reads back to
    /// itself; where it differs from opening_hours.js's, their form reads to the same rules.
    @Test(arguments: OpeningHoursJSCases.accepted)
    func accepted(_ item: OpeningHoursJSCases.Accepted) throws {
        let tolerant = Schedule.parse(item.value)
        let schedule = try #require(tolerant.schedule, "\(tolerant.diagnostics)")
        #expect(tolerant.errors.isEmpty)
        #expect(tolerant.normalized == item.normalized)
        let strict = Schedule.parse(item.value, mode: .strict)
        if item.corrected {
            #expect(!tolerant.warnings.isEmpty)
            for warning in tolerant.warnings {
                #expect((0...item.value.count).contains(warning.offset), "\(warning)")
                #expect(warning.offset + warning.length <= item.value.count, "\(warning)")
                #expect(warning.example != nil, "\(warning)")
            }
            #expect(strict.schedule == nil)
            #expect(!strict.errors.isEmpty)
        } else {
            #expect(strict.diagnostics.isEmpty, "\(strict.diagnostics)")
            #expect(strict.schedule == schedule)
        }
        let again = Schedule.parse(item.normalized, mode: .strict)
        #expect(again.diagnostics.isEmpty, "\(again.diagnostics)")
        #expect(again.normalized == item.normalized)
        #expect(again.schedule.map(Self.meaning) == Self.meaning(schedule))
        if let theirs = item.ohjs {
            // Their prettified form, read by us, means what ours means.
            let read = try #require(Schedule.parse(theirs).schedule, "\(theirs)")
            #expect(Self.meaning(read) == Self.meaning(schedule), "\(theirs) → \(read)")
        }
    }

    /// Values opening_hours.js rejects are errors with an offset inside the value and an
    /// example, except the few read on purpose (each documented).
    @Test(arguments: OpeningHoursJSCases.rejected)
    func rejected(_ item: OpeningHoursJSCases.Rejected) throws {
        let result = Schedule.parse(item.value)
        if item.readBecause != nil {
            #expect(result.schedule != nil, "\(result.diagnostics)")
            return
        }
        #expect(result.schedule == nil, "read as \(result.normalized ?? "")")
        let error = try #require(result.errors.first)
        #expect((0...item.value.count).contains(error.offset), "\(error)")
        #expect(error.example != nil)
    }

    /// Values we keep as errors on purpose: an error at a place inside the value, with an example.
    @Test(arguments: OpeningHoursJSCases.keptErrors)
    func keptErrors(_ item: OpeningHoursJSCases.KeptError) throws {
        let result = Schedule.parse(item.value)
        #expect(result.schedule == nil, "read as \(result.normalized ?? "")")
        let error = try #require(result.errors.first)
        #expect((0..<item.value.count).contains(error.offset), "\(error)")
        #expect(error.example != nil)
    }

    /// The warning for a correction points at what was written (character offset and length),
    /// has the right kind, and names what to write.
    @Test(arguments: [
        ("Mo 12:00 till 14:00", 9, 4, HoursDiagnostic.Kind.punctuation, "-"),
        ("Mo 12:00→14:00", 8, 1, .punctuation, "-"),
        ("Mo 12:00ー14:00", 8, 1, .punctuation, "-"),
        ("Mo 12:00=14:00", 8, 1, .punctuation, "-"),
        ("Mo 12:00 às 14:00", 9, 2, .punctuation, "-"),
        ("Mo 12°°-14:00", 3, 4, .punctuation, "1200"),
        ("17:00-late", 5, 5, .timeFormat, "+"),
        ("17:00 bis Open End", 6, 12, .timeFormat, "+"),
        ("Montags bis sonntags", 0, 7, .nameFormat, "Mo"),
        ("Mo & Th", 3, 1, .punctuation, ","),
        ("daily", 0, 5, .nameFormat, "Mo-Su"),
        ("24 hours", 0, 8, .timeFormat, "00:00-24:00"),
        ("Mo-Fr 08:00-18:00; public holidays off", 19, 15, .nameFormat, "PH"),
        ("Mo geschl., Tu 14:00-18:00", 3, 7, .nameFormat, "off"),
        ("Mo-Fr nach Vereinbarung", 6, 17, .punctuation, "\"Nach Vereinbarung\""),
        ("Mo-Fr 9-18 Uhr", 11, 3, .unexpected, "Uhr"),
        ("Dec 24.-25.", 6, 1, .punctuation, "."),
        ("Off 14:00-16:00", 0, 3, .missingSeparator, "off"),
        ("We \"call\" 10:00-16:00", 3, 6, .missingSeparator, "comment"),
        ("segunda-feira a sexta-feira 08:00-18:00", 7, 6, .nameFormat, "-feira"),
        ("M-F 09:00-17:00", 0, 1, .nameFormat, "Mo"),
        ("\u{2080}\u{2080}:\u{2083}\u{2080}-14:00", 0, 2, .punctuation, "00"),
    ])
    func warningPointsAtTheWrittenForm(
        _ item: (value: String, offset: Int, length: Int, kind: HoursDiagnostic.Kind, names: String)
    ) throws {
        let result = Schedule.parse(item.value)
        #expect(result.schedule != nil, "\(result.diagnostics)")
        let warning = try #require(result.warnings.first { $0.offset == item.offset }, "\(result.warnings)")
        #expect(warning.length == item.length, "\(warning)")
        #expect(warning.kind == item.kind, "\(warning)")
        #expect(warning.message.contains(item.names), "\(warning)")
        #expect(warning.example != nil)
    }

    /// What a schedule means, without what only changes its spelling: the order holidays and
    /// weekdays were written in, `off` for `closed`, and an `open` that only ends a rule (the
    /// printer writes it to keep two rules apart).
    static func meaning(_ schedule: Schedule) -> Schedule {
        var copy = schedule
        for index in copy.rules.indices {
            copy.rules[index].holidaysFirst = false
            if copy.rules[index].modifier == .closed { copy.rules[index].modifier = .off }
            if copy.rules[index].modifier == .open, copy.rules[index].comment == nil {
                copy.rules[index].modifier = nil
            }
        }
        return copy
    }
}
