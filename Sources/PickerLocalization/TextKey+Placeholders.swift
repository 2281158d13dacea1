/// The placeholders of each message.
extension TextKey {
    /// The names of the placeholders a phrase for this key must fill, e.g. `["time"]` for ``openUntil``.
    public var placeholders: Set<String> {
        switch self {
        case .hoursNow: ["status", "time", "weekday", "zone"]
        case .hoursChangeToday, .hoursChangeTomorrow: ["duration", "status", "time"]
        case .hoursChangeWeekday: ["duration", "status", "time", "weekday"]
        case .hoursChangeDate: ["date", "duration", "status", "time", "weekday"]
        case .hoursNoChange: ["horizon"]
        case .summaryByCarrier: ["list"]
        case .carrierCount: ["carrier", "count"]
        case .deliveredOn: ["date"]
        case .hoursComment: ["comment"]
        case .hoursNormalized: ["value"]
        case .hoursWeekFrom: ["date", "weekday", "zone"]
        case .hoursPublicHoliday: ["name"]
        case .listHeading, .selectedHiddenByFilters, .summaryNoneOpen, .summaryNoMatches, .searchPlaces,
            .showAllPlaces:
            ["noun"]
        case .summaryAtOneSpot:
            ["count", "noun", "open", "total"]
        case .pickUpAtName, .chooseName, .announceSelected, .announceLocationSet, .clusterHoldsSelection,
            .addressLookupFailed, .addressStillChosen, .announceAlreadySelected, .continueToNamedShop,
            .announceSelectedNext, .announceSelectedForOrder:
            ["name"]
        case .addressesFound:
            ["count"]
        case .mapShowsCount:
            ["count", "noun", "total"]
        case .summaryUnknownHidden, .announceShowing, .summaryOpenOnly:
            ["count", "noun"]
        case .filtersActive, .announceAddressesFound:
            ["count"]
        case .distanceDirection, .cardDistanceFromYou:
            ["direction", "distance"]
        case .rowDetail:
            ["location", "state"]
        case .openUntil, .openUntilTomorrow, .closedOpensAt, .closedOpensTomorrowAt:
            ["time"]
        case .openUntilWeekday, .closedOpensWeekdayAt:
            ["time", "weekday"]
        case .openUntilDate, .closedOpensDateAt:
            ["date", "time"]
        case .closesInMinutes:
            ["minutes"]
        case .closesInMinutesWalk:
            ["minutes", "walk"]
        case .closesInHours:
            ["duration"]
        case .closesInHoursWalk:
            ["duration", "walk"]
        case .hoursUnknownWithComment:
            ["comment"]
        case .stateWithComment:
            ["comment", "state"]
        case .fullUntilWeekday, .usuallyVeryBusy:
            ["weekday"]
        case .closedUntilDate:
            ["date"]
        case .summaryCounts:
            ["count", "noun", "open"]
        case .summaryNearestOpen:
            ["location", "name", "noun"]
        case .summaryOpenTomorrow, .summaryOpenLaterToday:
            ["count", "time"]
        case .clusterLabel:
            ["count", "distance", "name", "noun", "open"]
        case .clusterLabelNoneOpen:
            ["count", "distance", "name", "noun"]
        case .announceMoved, .moveMap:
            ["direction"]
        case .mapAttribution:
            ["source"]
        case .carrierAttribution:
            ["carriers", "noun"]
        case .scheduleLine:
            ["days", "hours"]
        case .pageTitle:
            ["noun"]
        case .fullUntilDate:
            ["date"]
        case .choiceConfirmed, .distancesFrom, .noAddressFoundFor, .nearAddress:
            ["name"]
        case .summaryNearStreet, .summaryNearArea:
            ["name", "noun"]
        default: []
        }
    }
}
