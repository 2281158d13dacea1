import CommandLineArguments
import CommandSupport
import Foundation
import Geodesy
import OpeningHours
import PickerLocalization
import PlacePicker

/// `placepicker hours EXPR`: explains an `opening_hours` value in words (`--lang`), or evaluates a
/// stream of `EXPR<TAB>instant` lines with `--batch`.
enum HoursCommand {
    static let at = PickerSetup.at.described(
        "The instant to evaluate at (default: now); without an offset, a wall time in --timezone.")
    static let timezone = Option.timeZone(
        "timezone", help: "IANA time zone of the place (default: from --coords, else this machine's zone).")
    static let tz = Option.timeZone("tz", help: "The same as --timezone (older name).")
    static let country = Option.country(example: "FI", help: "Country for public holidays (PH).")
    static let region = Option.text(
        "region", placeholder: "R", example: "BY", help: "Region for regional public and school holidays (PH, SH).")
    static let coords = Option.coordinate("coords", example: "60.1699,24.9384", help: "Place, for sunrise and sunset.")
    static let week = Flag("week", help: "Also print the 7 days from the instant's date as a table.")
    static let lang = PickerSetup.lang.described("Language of the explanation (default: en).")
    static let json = Flag("json", help: "Print JSON (state, nextChange, normalized, warnings, errors, week).")
    static let batch = Option.text(
        "batch", placeholder: "FILE|-", example: "lines.tsv",
        help: "Evaluate EXPR<TAB>ISO8601 lines from FILE or standard input (see below).")
    static let horizonDays = Option.integer(
        "horizon-days", in: 1...3660, example: "400", help: "How far ahead to look for the next change."
    ).defaulting(to: 400)

    /// What `hours` accepts.
    static let spec = CommandSpec(
        commandName: "placepicker hours",
        summary: "Explain an opening_hours value: open now?, next change, warnings, the week.",
        options: [
            at, timezone, tz, country, region, coords, SchoolHolidayFile.option, week, lang, json, batch, horizonDays,
            ReferenceOptions.readings, ReferenceOptions.holidays,
        ],
        positionals: [.init("EXPR", help: "An opening_hours value, e.g. \"Mo-Fr 09:00-17:00\".", isOptional: true)],
        discussion: """
            Wall times (no offset) are read in --timezone: a time inside a DST gap moves forward by the gap,
            a time inside an overlap means the first (earlier) occurrence.

            Batch: each input line is EXPR<TAB>ISO8601; each output line, in the same order, is
              ok<TAB>STATE<TAB>NEXT_CHANGE<TAB>NEXT_STATE<TAB>COMMENT_JSON<TAB>NORMALIZED_JSON
              error<TAB>KIND<TAB>-<TAB>-<TAB>MESSAGE_JSON
            STATE is open, closed or unknown; NEXT_CHANGE is YYYY-MM-DDTHH:MM+HH:MM in the zone, or none
            within the horizon (NEXT_STATE is then -); KIND is syntax or input.

            With --coords and no --timezone, the zone is the one at the coordinates (embedded time-zone
            boundaries); --country is never guessed here.

            Exit status: 0 ok, 64 usage, 65 unreadable EXPR (batch: 0 even with error lines),
            66 batch file cannot be opened.

            Examples:
              placepicker hours "Mo-Fr 09:00-21:00; Sa 10:00-18:00" --at 2026-11-30T10:00 --timezone Europe/Helsinki
              printf 'Mo-Fr 09:00-17:00\\t2026-11-30T12:00Z\\n' | placepicker hours --batch - --timezone UTC
            """
    )

    /// Runs `hours`.
    ///
    /// - Parameters:
    ///   - arguments: The parsed arguments.
    ///   - io: Streams, clock and default zone.
    /// - Returns: 0, or 65 for an unreadable expression.
    /// - Throws: ``CommandFailure`` for usage errors and unreadable batch input.
    @Sendable
    static func run(_ arguments: ParsedArguments, io: CommandIO) throws(CommandFailure) -> Int32 {
        let options = OptionReader(spec: spec, arguments: arguments)
        if try options.isGiven(timezone), try options.isGiven(tz) {
            throw options.usage("'--tz' is the older name of '--timezone'; give one of them.")
        }
        let coordinate = try options.value(coords)
        let zone: TimeZone
        if let given = try options.value(timezone) {
            zone = given
        } else if let given = try options.value(tz) {
            zone = given
        } else if let coordinate,
            let found = TimeZone(
                identifier: try BoundaryZoneResolver.embedded(commandName: spec.commandName).lookup.zoneIdentifier(
                    at: coordinate))
        {
            zone = found
        } else {
            zone = io.defaultTimeZone
        }
        var context = EvaluationContext(
            timeZone: zone, country: try options.value(country), region: try options.value(region),
            coordinate: coordinate, schoolHolidays: try SchoolHolidayFile.load(options, timeZone: zone, io: io))
        try ReferenceOptions.apply(options, io: io, to: &context)
        let horizon = try options.value(horizonDays)
        if let source = try options.value(batch) {
            for option in [at.spec, week.spec, json.spec] {
                guard try !options.isGiven(option) else {
                    throw options.usage(
                        "'--\(option.name)' cannot be used with --batch; each batch line has its own instant.")
                }
            }
            if let expression = arguments.positionals.first {
                throw options.usage(
                    "unexpected argument '\(expression)': with --batch, expressions come from the input lines.")
            }
            return try HoursBatch(context: context, horizonDays: horizon, io: io)
                .run(source: source, commandName: spec.commandName)
        }
        guard let expression = arguments.positionals.first else {
            throw options.usage("missing EXPR: give an opening_hours value, such as \"Mo-Fr 09:00-17:00\".")
        }
        let instant = try options.instant(at, zone: zone) ?? io.now()
        let report = HoursReport(
            expression: expression, instant: instant, context: context, horizonDays: horizon)
        let text = Localizer(locale: try options.value(lang) ?? PickerSetup.defaultLocale)
        if try options.flag(json) {
            io.print(HoursJSON.text(report, text: text))
        } else if report.schedule == nil {
            io.printError("\(spec.commandName): cannot read \(HoursWording.quoted(expression)):")
            for diagnostic in report.parse.errors {
                for line in HoursWording.lines(for: diagnostic, input: expression) { io.printError(line) }
            }
        } else {
            for line in textLines(report, week: try options.flag(week), text: text) { io.print(line) }
        }
        return report.schedule == nil ? ExitCode.dataError : ExitCode.ok
    }

    /// The explanation, in the localizer's language (the parser's diagnostics are English).
    static func textLines(_ report: HoursReport, week: Bool, text: Localizer) -> [String] {
        guard let state = report.state else { return [] }
        let zone = report.context.timeZone
        var lines = [
            HoursWording.stateSentence(state, at: report.instant, zone: zone, text: text) + " "
                + HoursWording.changeSentence(
                    report.nextChange, after: report.instant, zone: zone, horizonDays: report.horizonDays, text: text)
        ]
        if let comment = state.comment {
            lines.append(text.string(Phrase(.hoursComment, ["comment": .text(HoursWording.quoted(comment))])))
        }
        lines.append(
            text.string(Phrase(.hoursNormalized, ["value": .text(report.parse.normalized ?? report.expression)])))
        for warning in report.parse.warnings {
            lines += HoursWording.lines(for: warning, input: report.expression)
        }
        for warning in report.contextWarnings {
            lines += HoursWording.lines(for: warning, input: report.expression, showsCaret: false)
        }
        if week {
            let first = report.week[0].date
            lines += [
                "",
                text.string(
                    Phrase(
                        .hoursWeekFrom,
                        ["weekday": .weekday(first.weekday), "date": .text("\(first)"), "zone": .text(zone.identifier)])
                ),
            ]
            let names = report.week.map { text.string(.weekday($0.date.weekday)) }
            let width = max(10, (names.map(\.count).max() ?? 0) + 1)
            for (day, name) in zip(report.week, names) {
                var line =
                    "  \(name.padding(toLength: width, withPad: " ", startingAt: 0)) \(day.date)  \(day.text(text))"
                if let holiday = day.holiday {
                    line += "  " + text.string(Phrase(.hoursPublicHoliday, ["name": .text(holiday)]))
                }
                lines.append(line)
            }
        }
        return lines
    }
}
