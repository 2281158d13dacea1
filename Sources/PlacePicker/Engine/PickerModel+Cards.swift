import CivilCalendar
import ConcurrencyPrimitives
import Foundation
import Geodesy
import Holidays
import OpeningHours
import PickerFormatting
import PickerLocalization
import PlaceQuery
import PlaceQueryModel
import Places

// Cards and hours: a place's detail card and its week.

extension PickerModel {
    /// A place's detail card at the clock's instant.
    ///
    /// - Parameters:
    ///   - id: The place id.
    ///   - state: The state (origin, selection).
    /// - Returns: The card, or `nil` for an unknown id.
    public func card(for id: String, in state: PickerState) -> PlaceCard? { card(for: id, in: state, at: clock()) }

    /// A place's detail card: the week's hours (today first, holidays marked), address, phone,
    /// website, access, comments from the data, and where it is from the origin.
    ///
    /// - Parameters:
    ///   - id: The place id.
    ///   - state: The state (origin, selection).
    ///   - instant: The instant.
    /// - Returns: The card, or `nil` for an unknown id.
    public func card(for id: String, in state: PickerState, at instant: Date) -> PlaceCard? {
        guard let result = engine.result(forID: id, query: query(for: state, at: instant)) else { return nil }
        let row = self.row(for: result, isSelected: state.selectedID == id, at: instant)
        let place = result.place
        var facts: [LabeledText] = []
        if !place.address.singleLine.isEmpty {
            facts.append(LabeledText(label: text(.cardAddress), value: place.address.singleLine))
        }
        if let carrier = place.carrier {
            facts.append(LabeledText(label: text(.cardCarrier), value: carrierName(carrier)))
        }
        if let offer = offerText(for: place) { facts.append(LabeledText(label: text(.cardPrice), value: offer)) }
        if let phone = place.phone { facts.append(LabeledText(label: text(.cardPhone), value: phone)) }
        if let website = place.website { facts.append(LabeledText(label: text(.cardWebsite), value: website)) }
        facts.append(LabeledText(label: text(.filterStepFree), value: stepFreeValue(place.wheelchair)))
        if let category = place.categories.first {
            facts.append(
                LabeledText(label: text(.categoryLabel), value: localizer.name(of: ServiceCategory(value: category))))
        }
        return PlaceCard(
            id: id, title: row.title, row: row, result: result,
            distanceText: text(Phrase.distanceFromYou(meters: result.distance, direction: result.direction)),
            hoursCaption: text(.cardHours), week: week(for: result, at: instant),
            facts: facts, comments: comments(for: result, at: instant), rawHours: place.openingHours)
    }

    /// Seven days from today in the place's zone, with each day's hours in words.
    ///
    /// - Parameters:
    ///   - result: The place.
    ///   - instant: Now.
    /// - Returns: Seven days, today first.
    public func week(for result: PlaceResult, at instant: Date) -> [PlaceCard.Day] {
        let zone = result.opening.timeZone
        let today = LocalDateTime(instant: instant, in: zone).date
        let calendar = CalendarWords(locale: locale)
        let holidays = engine.evaluationContext(forID: result.id)?.publicHolidays
        return (0..<7).map { offset in
            let day = today.adding(days: offset)
            let holiday = holidays?.holidays(in: day.year).first { $0.date == day }.map(holidayName(_:))
            return PlaceCard.Day(
                label: offset == 0 ? text(.cardToday) : calendar.weekday(day.weekday, style: .capitalized),
                dateText: calendar.date(day, style: .full),
                hoursText: hoursText(for: result.id, on: day, zone: zone) ?? text(.hoursUnknown),
                isToday: offset == 0, holidayName: holiday)
        }
    }

    /// The holiday's name in this language: the data's own name when the holiday has one in it
    /// (Finnish and Swedish for Finland, German for Germany), the English name on an English page,
    /// and otherwise the localized word for a public holiday ("Feiertag" for a Finnish holiday on
    /// a German page) rather than an English name in the middle of the page.
    func holidayName(_ holiday: Holiday) -> String {
        if locale.language == .english { return holiday.name }
        let code = locale.language.code
        let hasOwnName = holiday.names.keys.contains { $0.lowercased().prefix { $0 != "-" } == code }
        return hasOwnName ? holiday.name(for: code) : text(.cardHoliday)
    }

    private func comments(for result: PlaceResult, at instant: Date) -> [String] {
        var comments: [String] = []
        if let comment = result.opening.comment { comments.append(comment) }
        if engine.hasUnreadableHours(id: result.id), let raw = result.place.openingHours {
            comments.append("\(text(.asWrittenInData)): \(raw)")
        }
        if let note = result.place.properties["note"]?.stringValue { comments.append(note) }
        if let description = result.place.properties["description"]?.stringValue { comments.append(description) }
        return comments
    }

    /// One local day's hours of a place in words: "09:00–21:00", "Closed", "Open 24 hours",
    /// "Hours unknown"; `nil` when the place has no readable hours.
    ///
    /// - Parameters:
    ///   - id: The place id.
    ///   - day: The local day.
    ///   - zone: The place's zone.
    /// - Returns: The text.
    public func hoursText(for id: String, on day: LocalDate, zone: TimeZone) -> String? {
        guard let hours = engine.hoursIdentity(forID: id) else { return nil }
        let key = DayHoursMemo.Key(hours: hours, day: day.dayNumber, zone: zone)
        if let known = dayHours.table.withLock({ $0[key] }) { return known }
        // A stretch past midnight belongs to the day it starts on (DaySpans): "Friday 05:00–01:00".
        let window = DaySpans.window(for: day, zone: zone)
        guard let intervals = engine.intervals(forID: id, from: window.start, to: window.end) else { return nil }
        let text = DaySpans(intervals: intervals, day: day, zone: zone).text(localizer)
        dayHours.table.withLock { table in
            if table.count >= DayHoursMemo.capacity { table.removeAll(keepingCapacity: true) }
            table[key] = text
        }
        return text
    }

    func todayHours(for id: String, zone: TimeZone, at instant: Date) -> String? {
        hoursText(for: id, on: LocalDateTime(instant: instant, in: zone).date, zone: zone)
    }
}

/// A day's hours in words by what they are computed from: every row of every page shows today's
/// hours, and the places that share hours (most of a real catalog) share one entry. The words
/// depend only on the hours' identity (``PlaceEngine/hoursIdentity(forID:)``), the local day, the
/// zone and the model's language, so entries never go stale; the table is emptied when it is full.
final class DayHoursMemo: Sendable {
    struct Key: Hashable, Sendable {
        let hours: ObjectIdentifier
        let day: Int
        let zone: TimeZone
    }

    /// The most entries kept.
    static let capacity = 16_384
    let table = Locked<[Key: String]>([:])
}
