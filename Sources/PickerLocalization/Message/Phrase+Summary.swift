import Geodesy
import PickerFormatting

/// Phrases for actions, summaries, clusters and announcements, with their placeholders filled.
extension Phrase {
    /// The spoken name of a row's select action: "Pick up at 8 Garden Street", "Choose Kamppi".
    ///
    /// - Parameters:
    ///   - action: The configured verb.
    ///   - name: The place's name.
    /// - Returns: ``TextKey/pickUpAtName`` or ``TextKey/chooseName``.
    public static func selectLabel(_ action: ActionWording, name: String) -> Phrase {
        Phrase(action.accessibilityKey, ["name": .text(name)])
    }

    /// "5 pickup points, 3 open now."
    ///
    /// - Parameters:
    ///   - count: Places in the visible set.
    ///   - open: How many of them are open now.
    ///   - noun: What the places are called.
    /// - Returns: ``TextKey/summaryCounts``.
    public static func summaryCounts(count: Int, open: Int, noun: PlaceNoun) -> Phrase {
        Phrase(.summaryCounts, ["count": .count(count), "open": .count(open), "noun": .noun(noun)])
    }

    /// "Nearest open pickup point: Kamppi, 350 m north-east."
    ///
    /// - Parameters:
    ///   - name: The nearest open place's name.
    ///   - noun: What the places are called.
    ///   - meters: Its distance from the origin.
    ///   - direction: Its direction from the origin.
    /// - Returns: ``TextKey/summaryNearestOpen``.
    public static func nearestOpen(name: String, noun: PlaceNoun, meters: Double, direction: CompassDirection) -> Phrase
    {
        Phrase(
            .summaryNearestOpen,
            [
                "name": .text(name), "noun": .noun(noun),
                "location": .phrase(location(meters: meters, direction: direction)),
            ])
    }

    /// "No pickup point is open now."
    ///
    /// - Parameter noun: What the places are called.
    /// - Returns: ``TextKey/summaryNoneOpen``.
    public static func noneOpen(noun: PlaceNoun) -> Phrase { Phrase(.summaryNoneOpen, ["noun": .noun(noun)]) }

    /// "3 open tomorrow from 08:00."
    ///
    /// - Parameters:
    ///   - count: How many open tomorrow.
    ///   - time: The earliest opening time tomorrow.
    /// - Returns: ``TextKey/summaryOpenTomorrow``.
    public static func openTomorrow(count: Int, from time: LocalTime) -> Phrase {
        Phrase(.summaryOpenTomorrow, ["count": .count(count), "time": .time(time)])
    }

    /// "3 open later today from 08:00.": said between midnight and the first opening of the day,
    /// when "tomorrow" would name the wrong day.
    ///
    /// - Parameters:
    ///   - count: How many open later on the current date.
    ///   - time: The earliest of those opening times.
    /// - Returns: ``TextKey/summaryOpenLaterToday``.
    public static func openLaterToday(count: Int, from time: LocalTime) -> Phrase {
        Phrase(.summaryOpenLaterToday, ["count": .count(count), "time": .time(time)])
    }

    /// "2 pickup points with unknown hours not shown."
    ///
    /// - Parameters:
    ///   - count: How many were hidden because their hours are unknown.
    ///   - noun: What the places are called.
    /// - Returns: ``TextKey/summaryUnknownHidden``.
    public static func unknownHoursHidden(count: Int, noun: PlaceNoun) -> Phrase {
        Phrase(.summaryUnknownHidden, ["count": .count(count), "noun": .noun(noun)])
    }

    /// A cluster's label: "5 pickup points, 3 open, nearest Kamppi 200 m" (or "none open").
    ///
    /// - Parameters:
    ///   - count: Places in the cluster.
    ///   - open: How many are open now.
    ///   - noun: What the places are called.
    ///   - nearestName: The name of the place nearest the origin.
    ///   - nearestMeters: Its distance.
    /// - Returns: ``TextKey/clusterLabel``, or ``TextKey/clusterLabelNoneOpen`` when `open` is 0.
    public static func cluster(count: Int, open: Int, noun: PlaceNoun, nearestName: String, nearestMeters: Double)
        -> Phrase
    {
        guard open > 0 else {
            return Phrase(
                .clusterLabelNoneOpen,
                [
                    "count": .count(count), "noun": .noun(noun), "name": .text(nearestName),
                    "distance": .distance(meters: nearestMeters),
                ])
        }
        return Phrase(
            .clusterLabel,
            [
                "count": .count(count), "open": .count(open), "noun": .noun(noun), "name": .text(nearestName),
                "distance": .distance(meters: nearestMeters),
            ])
    }

    /// "Selected 8 Garden Street".
    ///
    /// - Parameter name: The place's name.
    /// - Returns: ``TextKey/announceSelected``.
    public static func announceSelected(name: String) -> Phrase { Phrase(.announceSelected, ["name": .text(name)]) }

    /// "Moved north-east" after a pan button.
    ///
    /// - Parameter direction: The direction the map moved.
    /// - Returns: ``TextKey/announceMoved``.
    public static func announceMoved(_ direction: CompassDirection) -> Phrase {
        Phrase(.announceMoved, ["direction": .direction(direction)])
    }

    /// "350 m north-east of your location" on a place card.
    ///
    /// - Parameters:
    ///   - meters: Distance from the origin.
    ///   - direction: Direction from the origin.
    /// - Returns: ``TextKey/cardDistanceFromYou``.
    public static func distanceFromYou(meters: Double, direction: CompassDirection) -> Phrase {
        Phrase(.cardDistanceFromYou, ["distance": .distance(meters: meters), "direction": .direction(direction)])
    }
}
