import CivilCalendar

/// Opening hours as a carrier meant them: a regular week, temporary weeks with their dates, single
/// dates with other hours, and closures — or the fact that they could not be read.
///
/// Every carrier format is read into this one model, which is then written as an OpenStreetMap
/// `opening_hours` value (``osmValue``) that the engine evaluates like any other. Hours that cannot
/// be read are ``unreadable(_:field:)``: the place's hours are then unknown, never "closed".
enum CarrierHours: Equatable {
    /// The carrier sent no hours.
    case notGiven
    /// Open around the clock, every day.
    case alwaysOpen
    /// A schedule.
    case schedule(HoursSchedule)
    /// Hours were sent but could not be read: the text and the field it came from.
    case unreadable(String, field: String)

    /// The `opening_hours` value, or `nil` when the hours are unknown.
    var osmValue: String? {
        switch self {
        case .notGiven, .unreadable: nil
        case .alwaysOpen: "24/7"
        case .schedule(let schedule): schedule.osmValue
        }
    }
}

/// A stretch of time in one day, in minutes from its midnight; the end may pass the next midnight
/// (`22:00-02:00` is 1320…1560) and is after the start.
struct OpenInterval: Equatable, Hashable {
    /// Minutes from midnight, 0…1439.
    var start: Int
    /// Midnight to midnight.
    static let wholeDay = OpenInterval(uncheckedStart: 0, end: 1440)
    /// Minutes from the same midnight, start + 1 … start + 1440.
    var end: Int

    private init(uncheckedStart start: Int, end: Int) {
        self.start = start
        self.end = end
    }

    /// An interval from two times of day; an end at or before the start runs past midnight
    /// (`00:00-00:00` and `00:00-24:00` are the whole day).
    init?(start: Int, end: Int) {
        guard (0..<1440).contains(start), (0...1440).contains(end) else { return nil }
        self.start = start
        self.end = end > start ? end : end + 1440
    }

    /// `08:00-18:00`, with `24:00` for a midnight end and hours past 24 avoided: an interval that ends
    /// after midnight is written with its end as a time of the next day (`22:00-02:00`).
    var osmText: String {
        "\(WallTime.clockText(minutes: start))-\(WallTime.clockText(minutes: end == 1440 ? 1440 : end % 1440))"
    }
}

/// What a point does on each weekday: `days[0]` is Monday; an empty day is closed.
struct OpenWeek: Equatable {
    /// Monday … Sunday.
    var days: [[OpenInterval]] = Array(repeating: [], count: 7)

    /// Whether no day has hours.
    var isClosedAllWeek: Bool { days.allSatisfy(\.isEmpty) }

    /// Whether every day is open from midnight to midnight.
    var isAlwaysOpen: Bool {
        days.allSatisfy { $0.count == 1 && $0[0].start == 0 && $0[0].end >= 1440 }
    }

    /// Adds an interval to a weekday (0 = Monday), keeping the day's intervals in order.
    mutating func add(_ interval: OpenInterval, weekday: Int) {
        guard days[weekday].contains(interval) == false else { return }
        days[weekday].append(interval)
        days[weekday].sort { $0.start < $1.start }
    }

    /// Whether an interval runs past midnight into a day that has hours of its own.
    var spillsIntoOwnDay: Bool {
        (0..<7).contains { weekday in
            days[weekday].contains { $0.end > 1440 } && !days[(weekday + 1) % 7].isEmpty
        }
    }

    /// The week's rules, days with the same hours joined (`Mo-Fr 08:00-20:00; Sa 10:00-15:00`), each
    /// prefixed by `selector` (a date range); closed days are left out unless `closesOthers`, which
    /// starts with `selector off` so the rules replace every day of the range.
    ///
    /// A later normal rule replaces the whole of each day it names, the hours that spill into it from
    /// the day before included: `Mo-Fr 06:00-01:00; Sa 06:00-21:00` is closed at 00:30 on Saturday.
    /// When an interval runs past midnight into a day with its own hours, the week's rules are
    /// therefore joined as additional rules (`Mo-Fr 06:00-01:00, Sa 06:00-21:00`), which add to a day
    /// instead of replacing it; the week's days never overlap, so nothing else changes.
    func rules(prefix selector: String = "", closesOthers: Bool = false) -> [String] {
        if isAlwaysOpen { return [selector.isEmpty ? "24/7" : "\(selector) 00:00-24:00"] }
        let head: [String] = closesOthers ? ["\(selector) off"] : []
        let own = dayRules(prefix: selector)
        return spillsIntoOwnDay && own.count > 1 ? head + [own.joined(separator: ", ")] : head + own
    }

    /// One rule per run of days with the same hours.
    private func dayRules(prefix selector: String) -> [String] {
        var rules: [String] = []
        var weekday = 0
        while weekday < 7 {
            let hours = days[weekday]
            var last = weekday
            while last + 1 < 7, days[last + 1] == hours { last += 1 }
            if !hours.isEmpty {
                let span =
                    last == weekday
                    ? WeekdayNames.osm[weekday]
                    : last == weekday + 1
                        ? "\(WeekdayNames.osm[weekday]),\(WeekdayNames.osm[last])"
                        : "\(WeekdayNames.osm[weekday])-\(WeekdayNames.osm[last])"
                let times = hours.map(\.osmText).joined(separator: ",")
                // `2021 Jun 01+ Mo` would read as "the Monday after 1 June": a colon ends the date.
                let joint = selector.isEmpty ? "" : selector.hasSuffix("+") ? selector + ": " : selector + " "
                rules.append(joint + "\(span) \(times)")
            }
            weekday = last + 1
        }
        return rules
    }
}

/// The dates of carriers' hours as `opening_hours` writes them.
extension LocalDate {
    /// `2026 Dec 24`.
    var osmText: String {
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        return "\(year) \(months[month - 1]) \(day < 10 ? "0" : "")\(day)"
    }

    /// The last day of a range that runs on for good (`2026 Dec 24+`).
    static let forever = LocalDate(year: 9999, month: 12, day: 31)

    /// `2026 Dec 24`, `2026 Dec 20-2027 Jan 06` or `2026 Dec 24+` for the days from `first` through `last`.
    static func osmRange(_ first: LocalDate, _ last: LocalDate) -> String {
        if last == forever { return "\(first.osmText)+" }
        return first == last ? first.osmText : "\(first.osmText)-\(last.osmText)"
    }
}

/// A carrier's schedule: the regular week, then what replaces it on some dates. Later parts win
/// over earlier ones where both speak of a day, as in `opening_hours`.
struct HoursSchedule: Equatable {
    /// A week that holds from one date through another (temporary hours).
    struct Period: Equatable {
        var first: LocalDate
        var last: LocalDate
        var week: OpenWeek
    }

    /// The hours on one date (an empty list is closed).
    struct DateHours: Equatable {
        var date: LocalDate
        var intervals: [OpenInterval]
    }

    /// The regular week, if the carrier gave one.
    var regular: OpenWeek?
    /// Temporary weeks, in the order given.
    var periods: [Period] = []
    /// Single dates with their own hours.
    var dates: [DateHours] = []
    /// Closures: every day from the first through the last is closed.
    var closures: [(first: LocalDate, last: LocalDate)] = []
    /// Days named by the carrier that come back every year (`Dec 24`, `easter -2 days`,
    /// `Oct 31-Nov 06 Sa`), with their hours (none is closed).
    var yearly: [(selector: String, intervals: [OpenInterval])] = []

    static func == (lhs: HoursSchedule, rhs: HoursSchedule) -> Bool {
        lhs.regular == rhs.regular && lhs.periods == rhs.periods && lhs.dates == rhs.dates
            && lhs.yearly.elementsEqual(rhs.yearly) { $0.selector == $1.selector && $0.intervals == $1.intervals }
            && lhs.closures.elementsEqual(rhs.closures) { $0.first == $1.first && $0.last == $1.last }
    }

    /// The `opening_hours` value: the regular week, then each temporary week over its dates, then
    /// the single dates, then the closures, so that each later rule replaces the earlier ones on
    /// the days it names. Without a regular week the days no dated part speaks of are unknown
    /// (`24/7 unknown` first), not closed; a week with no open day and nothing dated is unknown too.
    var osmValue: String? {
        let dated = !periods.isEmpty || !dates.isEmpty || !closures.isEmpty || !yearly.isEmpty
        if regular?.isClosedAllWeek == true, !dated { return nil }
        var rules: [String] = []
        if let regular { rules += regular.rules() } else if dated { rules.append("24/7 unknown") }
        // A shorter period is more particular than a longer one it overlaps (`16.07: 13-18` inside
        // `Kuni 26.07: 11-18`), so it comes later and wins; equal lengths keep the feed's order.
        let ordered = periods.enumerated().sorted { lhs, rhs in
            let (left, right) = (
                lhs.element.last.dayNumber - lhs.element.first.dayNumber,
                rhs.element.last.dayNumber - rhs.element.first.dayNumber
            )
            return left != right ? left > right : lhs.offset < rhs.offset
        }.map(\.element)
        for period in ordered {
            rules += period.week.rules(prefix: LocalDate.osmRange(period.first, period.last), closesOthers: true)
        }
        for date in dates {
            let times = date.intervals.map(\.osmText).joined(separator: ",")
            rules.append("\(date.date.osmText) \(times.isEmpty ? "off" : times)")
        }
        for day in yearly {
            let times = day.intervals.map(\.osmText).joined(separator: ",")
            rules.append("\(day.selector) \(times.isEmpty ? "off" : times)")
        }
        for closure in closures {
            rules.append("\(LocalDate.osmRange(closure.first, closure.last)) off")
        }
        // A regular week with no open day is a point that is closed (until its dated hours say more).
        if rules.isEmpty { return regular == nil ? nil : "off" }
        return rules.joined(separator: "; ")
    }
}
