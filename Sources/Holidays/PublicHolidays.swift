import CivilCalendar
import OpeningHoursSyntax

/// The public holidays of a country or one of its subdivisions: the `PH` selector of
/// `opening_hours`.
///
/// The dates and names come from the PyPI package `holidays` (MIT licence), its default category
/// (public holidays, observed and substitute days included), for every country and subdivision it
/// covers and the years ``coveredYears`` (2000–2075); `scripts/build_holidays.py` turns them into
/// the resource `holidays.bin` of this module (docs/reference/holidays.md). Names come in English and in the
/// country's own languages.
///
/// ```swift
/// let bavaria = PublicHolidays(country: "DE", region: "BY")
/// bavaria?.isHoliday(LocalDate(year: 2026, month: 6, day: 4))            // true: Corpus Christi
/// bavaria?.holidays(in: 2026).first?.name(for: "de")                      // "Neujahr"
/// ```
///
/// Outside ``coveredYears`` there is no data: ``isHoliday(_:)`` is `false` and
/// ``holidays(in:)`` empty, so callers that look that far should check ``covers(year:)`` and say
/// so (the `hours` command warns).
public struct PublicHolidays: Sendable {
    /// The decoded country and timeline, shared by copies of this value.
    private final class Storage: Sendable {
        let data: HolidayData
        let record: HolidayCountryRecord
        let timeline: HolidayTimeline

        init(data: HolidayData, record: HolidayCountryRecord, timeline: HolidayTimeline) {
            self.data = data
            self.record = record
            self.timeline = timeline
        }
    }

    /// The ISO 3166-1 alpha-2 country code, upper case, e.g. "DE".
    public let country: String
    /// The subdivision whose holidays these are, as the data spells its code (e.g. "BY"); `nil`
    /// for the country-wide set.
    public let region: String?
    private let storage: Storage

    /// Holidays of a country, or of one of its subdivisions.
    ///
    /// Region codes are ISO 3166-2 subdivision codes with or without the country prefix, case
    /// insensitive ("BY" or "de-by"), or the data's other names for them ("Bayern"). A region the
    /// data does not know gives the country-wide holidays (``region`` is then `nil`); use
    /// ``init(validatingCountry:region:)`` to be told instead.
    /// - Parameters:
    ///   - country: ISO 3166-1 alpha-2 code, e.g. "FI"; case-insensitive.
    ///   - region: Optional subdivision, e.g. "BY", "DE-BY", "SCT", "Bayern".
    ///
    /// Fails (`nil`) when the country is not in ``supportedCountries``, or when the resource cannot
    /// be used (then ``dataError`` says why).
    /// - Complexity: O(*n* log *n*) for the *n* holidays of the country or region over all years.
    public init?(country: String, region: String? = nil) {
        do {
            try self.init(validatingCountry: country, region: region, allowsUnknownRegion: true)
        } catch {
            return nil
        }
    }

    /// Holidays of a country or subdivision, or an error that says what is wrong.
    ///
    /// - Parameters:
    ///   - country: ISO 3166-1 alpha-2 code, case-insensitive.
    ///   - region: Optional subdivision, as for ``init(country:region:)``.
    /// - Throws: ``HolidayLookupError`` for an unknown country, a region the country does not
    ///   have, or an unusable resource.
    /// - Complexity: O(*n* log *n*) for the *n* holidays over all years.
    public init(validatingCountry country: String, region: String? = nil) throws(HolidayLookupError) {
        try self.init(validatingCountry: country, region: region, allowsUnknownRegion: false)
    }

    private init(validatingCountry country: String, region: String?, allowsUnknownRegion: Bool)
        throws(HolidayLookupError)
    {
        let data: HolidayData
        switch HolidayData.shared {
        case .success(let loaded): data = loaded
        case .failure(let error): throw .data(error)
        }
        let code = country.uppercased()
        guard data.countries[code] != nil else { throw .unknownCountry(country) }
        do {
            let record = try HolidayCountryRecord(code: code, data: data)
            var subdivision: HolidayCountryRecord.Subdivision?
            if let region, !region.isEmpty {
                subdivision = record.subdivision(named: region)
                if subdivision == nil, !allowsUnknownRegion {
                    throw HolidayLookupError.unknownRegion(
                        region, country: code, known: record.subdivisions.map(\.code).sorted())
                }
            }
            self.country = code
            self.region = subdivision?.code
            self.storage = Storage(
                data: data, record: record,
                timeline: try HolidayTimeline(record: record, subdivision: subdivision, data: data))
        } catch let error as HolidayLookupError {
            throw error
        } catch let error as HolidayDataError {
            throw .data(error)
        } catch {
            throw .data(HolidayDataError(offset: nil, context: "country \(code)", reason: "\(error)"))
        }
    }

    /// Whether `date` is a public holiday here, observed and substitute days included.
    ///
    /// - Parameter date: The local calendar date.
    /// - Returns: `true` on a holiday; `false` outside ``coveredYears``.
    /// - Complexity: O(1): one bit of a bitmap decoded when this value was made; no lock.
    @inline(__always)
    public func isHoliday(_ date: LocalDate) -> Bool {
        storage.timeline.contains(dayNumber: date.dayNumber)
    }

    /// The holidays of a year, sorted by date (two may share a date, e.g. Ascension Day on 1 May).
    ///
    /// - Parameter year: The Gregorian year.
    /// - Returns: The holidays with their names; empty outside ``coveredYears``.
    /// - Complexity: O(*h* · *l*) for the *h* holidays of the year in *l* languages.
    public func holidays(in year: Int) -> [Holiday] {
        let record = storage.record
        let data = storage.data
        let languageCount = record.languages.count
        return storage.timeline.entries(in: year).map { entry in
            let first = Int(entry.row) * languageCount
            var names: [String: String] = [:]
            for (index, language) in record.languages.enumerated() {
                names[language] = data.string(Int(record.rowNames[first + index]))
            }
            return Holiday(
                date: LocalDate(dayNumber: Int(entry.dayNumber)), name: names[record.languages[0]] ?? "",
                names: names)
        }
    }

    /// The BCP-47 tags of the languages the names come in, English (the one ``Holiday/name``
    /// uses) first, e.g. `["en-US", "de"]` for Germany.
    public var languages: [String] { storage.record.languages }

    /// Whether the data holds `year` (``coveredYears``).
    ///
    /// - Parameter year: The Gregorian year.
    /// - Returns: `true` when holidays of that year are known.
    public func covers(year: Int) -> Bool { Self.coveredYears.contains(year) }

    /// The years the data holds: 2000…2075. Outside them ``isHoliday(_:)`` is `false`.
    public static var coveredYears: ClosedRange<Int> {
        guard case .success(let data) = HolidayData.shared else { return 0...0 }
        return data.firstYear...data.lastYear
    }

    /// Where the data comes from, e.g. "holidays 0.109" (the PyPI package and its version).
    public static var dataSource: String {
        guard case .success(let data) = HolidayData.shared else { return "none" }
        return data.source
    }

    /// Why the holiday resource cannot be used, or `nil` when it loaded. Tests and tools check it
    /// so that a packaging error is reported instead of looking like a country without holidays.
    public static var dataError: HolidayDataError? {
        guard case .failure(let error) = HolidayData.shared else { return nil }
        return error
    }

    /// The ISO 3166-1 alpha-2 codes of the countries with holidays, sorted.
    public static var supportedCountries: [String] {
        guard case .success(let data) = HolidayData.shared else { return [] }
        return data.countries.keys.sorted()
    }

    /// The subdivision codes (without country prefix) a country has holidays for.
    ///
    /// - Parameter country: ISO 3166-1 alpha-2 code, case-insensitive.
    /// - Returns: Sorted codes as the data spells them; empty for an unknown country or one
    ///   without subdivisions.
    public static func supportedRegions(of country: String) -> [String] {
        guard case .success(let data) = HolidayData.shared,
            let record = try? HolidayCountryRecord(code: country.uppercased(), data: data)
        else { return [] }
        return record.subdivisions.map(\.code).sorted()
    }

    /// Other names the data accepts for a subdivision, e.g. `["Bayern"]` for DE-BY.
    ///
    /// - Parameters:
    ///   - region: The subdivision code, as ``supportedRegions(of:)`` gives it.
    ///   - country: ISO 3166-1 alpha-2 code, case-insensitive.
    /// - Returns: The aliases; empty when there are none.
    public static func aliases(ofRegion region: String, in country: String) -> [String] {
        guard case .success(let data) = HolidayData.shared,
            let record = try? HolidayCountryRecord(code: country.uppercased(), data: data)
        else { return [] }
        return record.subdivision(named: region)?.aliases ?? []
    }
}
