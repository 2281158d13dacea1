import CivilCalendar
import CommandLineArguments
import CommandSupport
import Foundation
import Holidays
import OpeningHours
import Places

/// `placepicker holidays`: the public holidays that `PH` means for a country or region and year,
/// in a language; `--list` shows what is covered and `--dump` prints everything, one line per
/// country, region and year (for the comparison with the `holidays` package in checks/holidays).
enum HolidaysCommand {
    static let country = Option.country(example: "DE", help: "ISO 3166-1 alpha-2 country code.")
    static let region = Option.text(
        "region", placeholder: "R", example: "BY",
        help: "ISO 3166-2 subdivision, with or without the country prefix (default: country-wide).")
    static let year = Option.integer(
        "year", in: PublicHolidays.coveredYears, placeholder: "YYYY", example: "2026",
        help: "The year (default: this year).")
    static let lang = Option.text(
        "lang", placeholder: "L", example: "de", help: "Language of the names, a BCP-47 tag (default: English).")
    static let json = Flag("json", help: "Print JSON: the holidays with their names in every stored language.")
    static let list = Flag("list", help: "List the countries, their languages and their regions instead.")
    static let dump = Flag("dump", help: "Print every country (or --country), region and year as one JSON line each.")

    /// What `holidays` accepts.
    static let spec = CommandSpec(
        commandName: "placepicker holidays",
        summary: "List the public holidays (PH) of a country or region in a year, in its languages.",
        options: [country, region, year, lang, json, list, dump],
        discussion: """
            The dates and names come from the PyPI package `holidays` (MIT licence), its default
            category: public holidays, observed and substitute days included. See docs/reference/holidays.md.
            Years outside the data (2000-2075) have no holidays and are refused here.

            Exit status: 0 ok, 64 usage (unknown country, region or year), 70 holiday data unusable.

            Examples:
              placepicker holidays --country LI --year 2026
              placepicker holidays --country DE --region BY --lang de
              placepicker holidays --country CH --year 2026 --lang fr --json
              placepicker holidays --dump --country FI
            """
    )

    /// Runs `holidays`.
    ///
    /// - Parameters:
    ///   - arguments: The parsed arguments.
    ///   - io: Streams, clock and default zone.
    /// - Returns: The exit status.
    /// - Throws: ``CommandFailure`` for usage errors and unusable data.
    @Sendable
    static func run(_ arguments: ParsedArguments, io: CommandIO) throws(CommandFailure) -> Int32 {
        let options = OptionReader(spec: spec, arguments: arguments)
        if let error = PublicHolidays.dataError {
            throw CommandFailure("\(spec.commandName): \(error)", exitCode: ExitCode.internalError)
        }
        if try options.flag(Self.list) {
            for flag in [dump, json] {
                guard try !options.flag(flag) else {
                    throw options.usage("'--\(flag.spec.name)' cannot be used with --list.")
                }
            }
            for code in PublicHolidays.supportedCountries {
                let holidays = try lookup(code, region: nil, options: options)
                let regions = PublicHolidays.supportedRegions(of: code)
                let regionText = regions.isEmpty ? "" : "  regions: \(regions.joined(separator: ", "))"
                io.print("\(code)  languages: \(holidays.languages.joined(separator: ", "))\(regionText)")
            }
            return ExitCode.ok
        }
        if try options.flag(dump) {
            for option in [region.spec, year.spec, lang.spec, json.spec] {
                guard try !options.isGiven(option) else {
                    throw options.usage(
                        "'--\(option.name)' cannot be used with --dump, which prints every region and year.")
                }
            }
            let countries = try options.value(country).map { [$0] } ?? PublicHolidays.supportedCountries
            for code in countries { try dump(code, options: options, io: io) }
            return ExitCode.ok
        }
        guard let country = try options.value(Self.country) else {
            throw options.usage("missing '--country': give a country code, such as --country DE.")
        }
        let holidays = try lookup(country, region: try options.value(region), options: options)
        let covered = PublicHolidays.coveredYears
        let thisYear = WallTime(io.now(), in: io.defaultTimeZone).date.year
        let year = try options.value(Self.year, default: min(max(thisYear, covered.lowerBound), covered.upperBound))
        let language = try options.value(lang)
        let list = holidays.holidays(in: year)
        if try options.flag(json) {
            io.print(json(holidays, year: year, list: list, language: language).jsonText(indent: 2))
            return ExitCode.ok
        }
        let place = holidays.region.map { "\(holidays.country)-\($0)" } ?? holidays.country
        io.print(
            "Public holidays of \(place) in \(year) (\(PublicHolidays.dataSource); names in "
                + "\(holidays.languages.joined(separator: ", "))):")
        for holiday in list {
            let name = language.map { holiday.name(for: $0) } ?? holiday.name
            io.print("  \(HoursWording.weekday(holiday.date).prefix(3)) \(holiday.date)  \(name)")
        }
        if list.isEmpty { io.print("  (none)") }
        return ExitCode.ok
    }

    /// The holidays of a country or region, or a usage failure that says what is known.
    static func lookup(_ country: String, region: String?, options: OptionReader) throws(CommandFailure)
        -> PublicHolidays
    {
        do {
            return try PublicHolidays(validatingCountry: country, region: region)
        } catch {
            if case .data(let dataError) = error {
                throw CommandFailure("\(options.spec.commandName): \(dataError)", exitCode: ExitCode.internalError)
            }
            let option = if case .unknownRegion = error { Self.region } else { Self.country }
            throw options.usage("'--\(option.spec.name)': \(error).")
        }
    }

    /// One year as JSON: `country`, `region`, `year`, `source`, `languages`, `holidays[]` of
    /// `date`, `name` (in `--lang`, else English) and `names` (every stored language).
    static func json(_ holidays: PublicHolidays, year: Int, list: [Holiday], language: String?) -> JSONValue {
        .object([
            "country": .string(holidays.country),
            "region": holidays.region.map { .string($0) } ?? .null,
            "year": .number(Double(year)),
            "source": .string(PublicHolidays.dataSource),
            "languages": .array(holidays.languages.map { .string($0) }),
            "holidays": .array(
                list.map { holiday in
                    .object([
                        "date": .string(holiday.date.description),
                        "name": .string(language.map { holiday.name(for: $0) } ?? holiday.name),
                        "names": .object(holiday.names.mapValues { .string($0) }),
                    ])
                }),
        ])
    }

    /// Every region and year of a country, one JSON line each (the country-wide set first):
    /// `{"country":…,"region":…,"year":…,"holidays":[{"date":…,"name":…,"names":{…}},…]}`.
    ///
    /// Written directly rather than through ``JSONValue``: a full dump is about 69,000 lines.
    static func dump(_ country: String, options: OptionReader, io: CommandIO) throws(CommandFailure) {
        var output: [UInt8] = []
        output.reserveCapacity(1 << 17)
        for region in [nil] + PublicHolidays.supportedRegions(of: country) {
            let holidays = try lookup(country, region: region, options: options)
            let prefix = Array(
                "{\"country\":\(quoted(holidays.country)),\"region\":\(holidays.region.map(quoted) ?? "null"),\"year\":"
                    .utf8)
            let languages = holidays.languages
            let keys = languages.map { Array((quoted($0) + ":").utf8) }
            for year in PublicHolidays.coveredYears {
                output += prefix
                output += Array("\(year),\"holidays\":[".utf8)
                for (position, holiday) in holidays.holidays(in: year).enumerated() {
                    if position > 0 { output.append(UInt8(ascii: ",")) }
                    output += Array("{\"date\":\"\(holiday.date)\",\"name\":".utf8)
                    output += Array(quoted(holiday.name).utf8)
                    output += Array(",\"names\":{".utf8)
                    for (index, language) in languages.enumerated() {
                        if index > 0 { output.append(UInt8(ascii: ",")) }
                        output += keys[index]
                        output += Array(quoted(holiday.names[language] ?? "").utf8)
                    }
                    output += Array("}}".utf8)
                }
                output += Array("]}\n".utf8)
            }
            if output.count > 1 << 16 {
                io.writeOutput(String(decoding: output, as: UTF8.self))
                output.removeAll(keepingCapacity: true)
            }
        }
        io.writeOutput(String(decoding: output, as: UTF8.self))
    }

    private static func quoted(_ text: String) -> String { JSONValue.string(text).jsonText() }
}
