import CivilCalendar
import Foundation
import Geodesy
import OpeningHours
import PickerFormatting
import PickerLocalization
import PlaceQuery
import PlaceQueryModel
import Places

// Rows and states: one place as a row, its state in words, its select action.

extension PickerModel {
    /// One row: the place's unique name, where it is and its state in words, its address, and its
    /// select action with everything assistive technology says about it.
    ///
    /// - Parameters:
    ///   - result: The place and its computed facts.
    ///   - isSelected: Whether it is the selection.
    ///   - instant: The instant.
    /// - Returns: The row.
    public func row(for result: PlaceResult, isSelected: Bool, at instant: Date) -> PlaceRow {
        row(for: result, isSelected: isSelected, at: instant, words: RowWords(self))
    }

    /// The words every row of a screen shares, rendered once per screen rather than once per row.
    struct RowWords {
        let actionTitle: String
        let selected: String
        let selectHint: String
        let addressLabel: String
        let todayLabel: String
        let stepFreeLabel: String
        let stepFree: StepFreeAnswers<String>
        /// Whether rows get their facts (``PlaceRow/customContent``).
        let facts: Bool
        /// Whether the shop gives offers (every row then says its point's).
        let hasOffers: Bool

        init(_ model: PickerModel, facts: Bool = true) {
            self.facts = facts
            hasOffers = !model.configuration.offers.isEmpty
            actionTitle = model.text(model.configuration.action.buttonKey)
            selected = model.text(.selected)
            selectHint = model.text(Phrase(.selectHint, ["noun": .noun(model.configuration.noun)]))
            addressLabel = model.text(.cardAddress)
            todayLabel = model.text(.cardToday)
            stepFreeLabel = model.text(.filterStepFree)
            stepFree = PickerModel.stepFreeKeys.map { model.text($0) }
        }
    }

    /// One value per answer to "step-free?" (``WheelchairAccess``): the message keys, or a screen's
    /// words rendered from them once.
    struct StepFreeAnswers<Value: Sendable>: Sendable {
        var yes: Value
        var limited: Value
        var no: Value
        var unknown: Value

        /// The value for an answer.
        subscript(access: WheelchairAccess) -> Value {
            switch access {
            case .yes: yes
            case .limited: limited
            case .no: no
            case .unknown: unknown
            }
        }

        /// The same answers, each value transformed.
        func map<Other: Sendable>(_ transform: (Value) -> Other) -> StepFreeAnswers<Other> {
            StepFreeAnswers<Other>(
                yes: transform(yes), limited: transform(limited), no: transform(no), unknown: transform(unknown))
        }
    }

    /// The message of each answer: the one lookup behind a row's words and a card's fact.
    static let stepFreeKeys = StepFreeAnswers<TextKey>(
        yes: .answerYes, limited: .answerLimited, no: .answerNo, unknown: .answerUnknown)

    /// What a row and a map pin both say of a place: its unique name, its state, and the detail
    /// line ("120 m north, open until 18:00"). A pin that is not on the list needs only this, not
    /// a whole row.
    struct Headline {
        /// The unique name.
        let title: String
        /// The state, rendered.
        let stateText: String
        /// Distance, direction and state.
        let detail: String
    }

    func headline(for result: PlaceResult, at instant: Date) -> Headline {
        let state = statePhrase(for: result, at: instant)
        let stateText = text(state)
        let location = Phrase.location(meters: result.distance, direction: result.direction)
        return Headline(
            title: name(of: result), stateText: stateText,
            detail: text(Phrase.rowDetail(location: location, stateText: stateText)))
    }

    func row(for result: PlaceResult, isSelected: Bool, at instant: Date, words: RowWords) -> PlaceRow {
        let headline = headline(for: result, at: instant)
        let uniqueName = headline.title
        let stateText = headline.stateText
        let detail = headline.detail
        let address = result.place.address.singleLine
        let actionTitle = words.actionTitle
        let label = text(Phrase.selectLabel(configuration.action, name: uniqueName))
        let selectable = result.unavailability == nil
        let unavailable = result.unavailability == nil ? nil : stateText
        let offer = words.hasOffers ? offerText(for: result.place) : nil
        var value = [detail]
        if let offer { value.append(offer) }
        if !address.isEmpty { value.append(address) }
        if isSelected { value.insert(words.selected, at: 0) }
        var row = PlaceRow(
            id: result.id, title: uniqueName, detail: detail, stateText: stateText,
            addressLine: address.isEmpty ? nil : address, stateKind: stateKind(for: result, at: instant),
            actionTitle: actionTitle, accessibilityLabel: label, inputLabels: [actionTitle, label, uniqueName],
            accessibilityValue: value.joined(separator: ", "),
            accessibilityHint: selectable ? words.selectHint : (unavailable ?? ""),
            isSelected: isSelected, isSelectable: selectable, unavailableReason: unavailable,
            customContent: words.facts ? customContent(for: result, at: instant, words: words) : [])
        if names.hasCarriers, let carrier = result.place.carrier {
            row.carrierName = carrierName(carrier)
        }
        if let offer {
            row.offerText = offer
            row.offer = configuration.offers.offer(for: result.place)
        }
        return row
    }

    /// The shop's offer for a place in words ("€4.90 · Delivered Tuesday 9 December", "Price at
    /// checkout"), or `nil` when the shop gives no offers.
    ///
    /// - Parameter place: The place.
    /// - Returns: The text.
    public func offerText(for place: Place) -> String? {
        guard !configuration.offers.isEmpty else { return nil }
        let offer = configuration.offers.offer(for: place)
        var parts = [offer?.priceText(languageTag: locale.identifier) ?? text(.priceAtCheckout)]
        if let day = offer?.delivery { parts.append(text(Phrase(.deliveredOn, ["date": .date(day)]))) }
        return parts.joined(separator: " · ")
    }

    /// The styling kind of a result's state.
    ///
    /// - Parameters:
    ///   - result: The result.
    ///   - instant: The instant.
    /// - Returns: The kind.
    public func stateKind(for result: PlaceResult, at instant: Date) -> OpeningStateKind {
        if result.unavailability != nil { return .unavailable }
        switch result.opening.status {
        case .open:
            if let change = result.opening.nextChange,
                change.timeIntervalSince(instant) <= Double(configuration.closingSoonMinutes) * 60
            {
                return .closingSoon
            }
            return .open
        case .closed: return .closed
        case .unknown: return .unknown
        }
    }

    /// The opening state in words: "Open until 21:00", "Closes in 10 min · about 12 min away on
    /// foot", "Closed · opens Monday at 08:00", "Hours unknown · by appointment", "Full until Friday".
    ///
    /// - Parameters:
    ///   - result: The result.
    ///   - instant: The instant.
    /// - Returns: The phrase.
    public func statePhrase(for result: PlaceResult, at instant: Date) -> Phrase {
        let zone = result.opening.timeZone
        let now = LocalDateTime(instant: instant, in: zone)
        if let unavailable = result.unavailability {
            let phrase = unavailabilityPhrase(unavailable, now: now)
            // The data's own words for why ("holiday"), after the state: "Closed until 12 January · holiday".
            guard let note = unavailable.note, !note.isEmpty else { return phrase }
            // A reason the carriers write as a code is said in the page's language; others as written.
            return Phrase(.stateWithComment, ["state": .phrase(phrase), "comment": Phrase.reason(note)])
        }
        let base: Phrase
        switch result.opening.status {
        case .unknown:
            return Phrase.hoursUnknown(comment: result.opening.comment)
        case .open:
            if result.opening.isAlwaysOpen {
                base = Phrase(.open24Hours)
            } else if let change = result.opening.nextChange {
                let minutes = Int((change.timeIntervalSince(instant) / 60).rounded(.up))
                let walk = result.distance / configuration.walkingSpeed
                if minutes <= configuration.closingSoonMinutes || walk >= change.timeIntervalSince(instant) {
                    base = Phrase.closesIn(
                        minutes: max(1, minutes), walkingSeconds: walk >= change.timeIntervalSince(instant) ? walk : nil
                    )
                } else {
                    base = Phrase.openUntil(LocalDateTime(instant: change, in: zone), now: now)
                }
            } else {
                base = Phrase(.open24Hours)
            }
        case .closed:
            base = Phrase.closedUntil(
                opening: result.opening.nextChange.map { LocalDateTime(instant: $0, in: zone) }, now: now)
        }
        var phrase = base
        if let comment = result.opening.comment, !comment.isEmpty {
            phrase = Phrase(.stateWithComment, ["state": .phrase(base), "comment": .text(comment)])
        }
        // A locker that says it is nearly full (`capacity = 'low'` in the database).
        if result.place.properties[Unavailability.capacityKey]?.stringValue == "low" {
            phrase = Phrase(
                .stateWithComment, ["state": .phrase(phrase), "comment": .phrase(Phrase(.fewCompartmentsLeft))])
        }
        // A carrier that says the place is usually very busy on this weekday (DHL's lockers).
        // (The weekday is worked out only for the few places whose data names busy days.)
        let busy = Unavailability.busyWeekdays(of: result.place)
        if !busy.isEmpty, busy.contains(now.date.isoWeekday), let weekday = Weekday(rawValue: now.date.isoWeekday) {
            phrase = Phrase(
                .stateWithComment,
                [
                    "state": .phrase(phrase),
                    "comment": .phrase(Phrase(.usuallyVeryBusy, ["weekday": .weekday(weekday)])),
                ])
        }
        return phrase
    }

    private func unavailabilityPhrase(_ unavailable: Unavailability, now: LocalDateTime) -> Phrase {
        let until = unavailable.until.flatMap { LocalDate(iso: $0) }
        // A last day in another year than now says its year.
        func date(_ day: LocalDate) -> PhraseValue { day.year == now.date.year ? .date(day) : .dateWithYear(day) }
        switch (unavailable.reason, until) {
        case (.full, let day?) where day.dayNumber - now.date.dayNumber < 7:
            return Phrase(.fullUntilWeekday, ["weekday": .weekday(day.weekday)])
        case (.full, let day?):
            return Phrase(.fullUntilDate, ["date": date(day)])
        case (.full, nil):
            return Phrase(.fullNow)
        case (.closed, let day?):
            return Phrase(.closedUntilDate, ["date": date(day)])
        case (.closed, nil):
            return Phrase(.temporarilyClosed)
        case (.disabled, _):
            return Phrase(.outOfService)
        case (.tooSmall, _):
            return Phrase(.tooSmallForParcel)
        }
    }

    /// Where a place is from the origin, localized: "350 m north-east".
    ///
    /// - Parameter result: The place.
    /// - Returns: The text.
    public func locationText(for result: PlaceResult) -> String {
        text(Phrase.location(meters: result.distance, direction: result.direction))
    }

    /// Distance alone, localized: "350 m".
    ///
    /// - Parameter meters: Metres.
    /// - Returns: The text.
    public func distanceText(meters: Double) -> String { localizer.string(.distance(meters: meters)) }

    func customContent(for result: PlaceResult, at instant: Date, words: RowWords) -> [LabeledText] {
        var content: [LabeledText] = []
        let address = result.place.address.singleLine
        if !address.isEmpty { content.append(LabeledText(label: words.addressLabel, value: address)) }
        if let today = todayHours(for: result.id, zone: result.opening.timeZone, at: instant) {
            content.append(LabeledText(label: words.todayLabel, value: today))
        }
        content.append(LabeledText(label: words.stepFreeLabel, value: words.stepFree[result.place.wheelchair]))
        return content
    }

    func stepFreeValue(_ access: WheelchairAccess) -> String { text(Self.stepFreeKeys[access]) }
}
