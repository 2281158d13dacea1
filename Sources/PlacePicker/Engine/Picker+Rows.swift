import Foundation
import Geodesy
import OpeningHours
import PlaceQuery
import Places

extension PickerModel {
    /// The rows for results, with names made unique for voice control.
    ///
    /// - Parameters:
    ///   - results: The places, in order.
    ///   - selectedID: The selection.
    ///   - instant: The instant.
    /// - Returns: One row per result.
    public func rows(for results: [PlaceResult], selectedID: String?, at instant: Date) -> [PlaceRow] {
        let names = VoiceNames.unique(for: results, locationText: locationText(for:))
        return zip(results, names).map { result, name in
            row(for: result, uniqueName: name, isSelected: result.id == selectedID, at: instant)
        }
    }

    /// One row.
    ///
    /// - Parameters:
    ///   - result: The place and its computed facts.
    ///   - uniqueName: Its name, made unique among the rows on screen.
    ///   - isSelected: Whether it is the selection.
    ///   - instant: The instant.
    /// - Returns: The row.
    public func row(for result: PlaceResult, uniqueName: String, isSelected: Bool, at instant: Date) -> PlaceRow {
        let state = statePhrase(for: result, at: instant)
        let location = Phrase.location(meters: result.distance, direction: result.direction)
        let detail = text(Phrase.rowDetail(location: location, state: state))
        let address = result.place.address.singleLine
        let actionTitle = text(configuration.action.buttonKey)
        let label = text(Phrase.selectLabel(configuration.action, name: uniqueName))
        let selectable = result.unavailability == nil
        let unavailable = result.unavailability == nil ? nil : text(state)
        var value = [detail]
        if !address.isEmpty { value.append(address) }
        if isSelected { value.insert(text(.selected), at: 0) }
        return PlaceRow(
            id: result.id, title: uniqueName, detail: detail, addressLine: address.isEmpty ? nil : address,
            stateKind: stateKind(for: result, at: instant), actionTitle: actionTitle, accessibilityLabel: label,
            inputLabels: [actionTitle, label, uniqueName], accessibilityValue: value.joined(separator: ", "),
            accessibilityHint: selectable
                ? text(Phrase(.selectHint, ["noun": .noun(configuration.noun)])) : (unavailable ?? ""),
            isSelected: isSelected, isSelectable: selectable, unavailableReason: unavailable,
            customContent: customContent(for: result, at: instant))
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
            return unavailabilityPhrase(unavailable, now: now)
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
        guard let comment = result.opening.comment, !comment.isEmpty else { return base }
        return Phrase(.stateWithComment, ["state": .phrase(base), "comment": .text(comment)])
    }

    private func unavailabilityPhrase(_ unavailable: Unavailability, now: LocalDateTime) -> Phrase {
        let until = unavailable.until.flatMap(LocalDate.init(isoDate:))
        switch (unavailable.reason, until) {
        case (.full, let day?) where day.dayNumber - now.date.dayNumber < 7:
            return Phrase(.fullUntilWeekday, ["weekday": .weekday(day.weekday)])
        case (.full, let day?):
            return Phrase(.fullUntilDate, ["date": .date(day)])
        case (.full, nil):
            return Phrase(.fullNow)
        case (.closed, let day?):
            return Phrase(.closedUntilDate, ["date": .date(day)])
        case (.closed, nil):
            return Phrase(.temporarilyClosed)
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

    func customContent(for result: PlaceResult, at instant: Date) -> [LabeledText] {
        var content: [LabeledText] = []
        let address = result.place.address.singleLine
        if !address.isEmpty { content.append(LabeledText(label: text(.cardAddress), value: address)) }
        if let today = todayHours(for: result.id, zone: result.opening.timeZone, at: instant) {
            content.append(LabeledText(label: text(.cardToday), value: today))
        }
        content.append(LabeledText(label: text(.filterStepFree), value: stepFreeValue(result.place.wheelchair)))
        return content
    }

    func stepFreeValue(_ access: WheelchairAccess) -> String {
        switch access {
        case .yes: text(.answerYes)
        case .limited: text(.answerLimited)
        case .no: text(.answerNo)
        case .unknown: text(.answerUnknown)
        }
    }
}
