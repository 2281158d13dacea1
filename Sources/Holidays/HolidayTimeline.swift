import CivilCalendar
import OpeningHoursSyntax

/// Every holiday of one country or subdivision over the years of the resource, decoded: dates in
/// order, each with its row in the country's name table, an index by year and a bitmap of days.
///
/// Decoded once per ``PublicHolidays`` value and immutable afterwards, so reading it needs no
/// lock: ``contains(dayNumber:)`` is one bit test and ``entries(in:)`` a slice.
struct HolidayTimeline: Sendable {
    /// A holiday: its day number (days since 1970-01-01) and its row in the name table.
    struct Entry: Sendable, Hashable, Comparable {
        /// Days since 1970-01-01.
        var dayNumber: Int32
        /// Row of ``HolidayCountryRecord/rowNames``.
        var row: UInt16

        static func < (lhs: Entry, rhs: Entry) -> Bool {
            lhs.dayNumber != rhs.dayNumber ? lhs.dayNumber < rhs.dayNumber : lhs.row < rhs.row
        }
    }

    /// How a series finds its date in a year (kinds 0–3 of the format).
    enum Rule {
        /// The same month and day.
        case fixed(month: Int, day: Int)
        /// Days from Western Easter Sunday.
        case westernEaster(offset: Int)
        /// Days from Orthodox Easter Sunday.
        case orthodoxEaster(offset: Int)
        /// The first ISO weekday on or after a month and day.
        case weekdayOnOrAfter(month: Int, day: Int, weekday: Int)

        /// The date in `year`, or `nil` when the month has no such day that year.
        func date(in year: Int) -> LocalDate? {
            switch self {
            case .fixed(let month, let day):
                guard day <= LocalDate.daysInMonth(month, year: year) else { return nil }
                return LocalDate(year: year, month: month, day: day)
            case .westernEaster(let offset):
                return Easter.sunday(in: year).adding(days: offset)
            case .orthodoxEaster(let offset):
                return Easter.orthodoxSunday(in: year).adding(days: offset)
            case .weekdayOnOrAfter(let month, let day, let weekday):
                guard day <= LocalDate.daysInMonth(month, year: year) else { return nil }
                let start = LocalDate(year: year, month: month, day: day)
                return start.adding(days: (weekday - start.isoWeekday + 7) % 7)
            }
        }
    }

    /// The first year held.
    let firstYear: Int
    /// Day number of 1 January of ``firstYear``.
    let firstDay: Int
    /// The holidays, by date then row.
    let entries: [Entry]
    /// `entries[yearStarts[y]..<yearStarts[y + 1]]` are the holidays of year `firstYear + y`.
    let yearStarts: [Int32]
    /// Bit *n* is set when day `firstDay + n` is a holiday.
    let bits: [UInt64]

    /// Decodes the days of the country (`subdivision == nil`) or of a subdivision: the country's
    /// own days, plus the days the subdivision adds, less the days it does not keep.
    ///
    /// - Parameters:
    ///   - record: The country.
    ///   - subdivision: A subdivision of it, or `nil`.
    ///   - data: The resource.
    /// - Throws: ``HolidayDataError`` for a damaged timeline.
    /// - Complexity: O(*n* log *n*) for the *n* holidays of all years.
    init(record: HolidayCountryRecord, subdivision: HolidayCountryRecord.Subdivision?, data: HolidayData)
        throws(HolidayDataError)
    {
        let context = "country \(record.code)" + (subdivision.map { ", subdivision \($0.code)" } ?? "")
        var base = try HolidayDataCursor(bytes: data.bytes, range: record.timelines, context: context)
        var entries = try Self.days(&base, record: record, data: data)
        _ = try Self.days(&base, record: record, data: data)  // the country removes nothing
        if let subdivision {
            var cursor = try HolidayDataCursor(
                bytes: data.bytes,
                range: record.timelines.lowerBound + subdivision.timelineOffset..<record.timelines.upperBound,
                context: context)
            let added = try Self.days(&cursor, record: record, data: data)
            let removed = Set(try Self.days(&cursor, record: record, data: data))
            if !removed.isEmpty { entries.removeAll { removed.contains($0) } }
            entries += added
        }
        entries.sort()
        firstYear = data.firstYear
        firstDay = LocalDate(year: data.firstYear, month: 1, day: 1).dayNumber
        let dayCount = LocalDate(year: data.lastYear + 1, month: 1, day: 1).dayNumber - firstDay
        var bits = [UInt64](repeating: 0, count: (dayCount + 63) / 64)
        var yearStarts = [Int32](repeating: 0, count: data.yearCount + 1)
        for entry in entries {
            let index = Int(entry.dayNumber) - firstDay
            bits[index >> 6] |= 1 << UInt64(index & 63)
            yearStarts[LocalDate(dayNumber: Int(entry.dayNumber)).year - firstYear + 1] += 1
        }
        for year in 0..<data.yearCount { yearStarts[year + 1] += yearStarts[year] }
        self.entries = entries
        self.bits = bits
        self.yearStarts = yearStarts
    }

    /// One list of days: its series, then its single days.
    private static func days(_ cursor: inout HolidayDataCursor, record: HolidayCountryRecord, data: HolidayData)
        throws(HolidayDataError) -> [Entry]
    {
        let lastRow = record.rowCount - 1
        guard lastRow >= 0 else { return [] }
        var entries: [Entry] = []
        let seriesCount = try cursor.number(in: 0...1_000_000, "the number of series")
        for _ in 0..<seriesCount {
            let row = UInt16(try cursor.number(in: 0...lastRow, "a series' holiday"))
            let rule: Rule
            switch try cursor.number(in: 0...3, "a series' rule kind") {
            case 0:
                let (month, day) = try monthAndDay(&cursor)
                rule = .fixed(month: month, day: day)
            case 1:
                rule = .westernEaster(offset: try cursor.signedNumber(in: -366...366, "a day offset from Easter"))
            case 2:
                rule = .orthodoxEaster(offset: try cursor.signedNumber(in: -366...366, "a day offset from Easter"))
            default:
                let (month, day) = try monthAndDay(&cursor)
                rule = .weekdayOnOrAfter(month: month, day: day, weekday: try cursor.number(in: 1...7, "a weekday"))
            }
            let first = try cursor.number(in: 0...data.yearCount - 1, "a series' first year")
            let span = try cursor.number(in: 0...data.yearCount - 1 - first, "a series' length")
            for year in data.firstYear + first...data.firstYear + first + span {
                guard let date = rule.date(in: year), date.year == year else {
                    throw cursor.failure("a series gives no date in the year \(year)")
                }
                entries.append(Entry(dayNumber: Int32(date.dayNumber), row: row))
            }
        }
        let singleCount = try cursor.number(in: 0...10_000_000, "the number of single days")
        var dayNumber = LocalDate(year: data.firstYear, month: 1, day: 1).dayNumber
        let lastDay = LocalDate(year: data.lastYear, month: 12, day: 31).dayNumber
        for _ in 0..<singleCount {
            dayNumber += try cursor.number(in: 0...lastDay - dayNumber, "the days to the next holiday")
            entries.append(
                Entry(dayNumber: Int32(dayNumber), row: UInt16(try cursor.number(in: 0...lastRow, "a holiday"))))
        }
        return entries
    }

    private static func monthAndDay(_ cursor: inout HolidayDataCursor) throws(HolidayDataError) -> (Int, Int) {
        let packed = try cursor.number(in: 33...415, "a month and day")
        let month = packed / 32
        let day = packed % 32
        guard (1...12).contains(month), day >= 1, day <= 31 else {
            throw cursor.failure("\(packed) is no month and day")
        }
        return (month, day)
    }

    /// Whether the day number is a holiday; `false` outside the years held.
    ///
    /// - Complexity: O(1).
    @inline(__always)
    func contains(dayNumber: Int) -> Bool {
        let index = dayNumber - firstDay
        guard index >= 0, index < bits.count << 6 else { return false }
        return bits[index >> 6] & (1 << UInt64(index & 63)) != 0
    }

    /// The holidays of a year; empty outside the years held.
    ///
    /// - Complexity: O(1).
    func entries(in year: Int) -> ArraySlice<Entry> {
        let index = year - firstYear
        guard index >= 0, index < yearStarts.count - 1 else { return [] }
        return entries[Int(yearStarts[index])..<Int(yearStarts[index + 1])]
    }
}
