/// Every message the picker shows or speaks. Templates live in the per-language catalogues.
///
/// Each case documents its English template and its placeholders with the ``PhraseValue`` each
/// expects. ``placeholders`` lists them; the catalogue test checks every language uses exactly these.
///
/// The raw value is the case's position in declaration order (and in ``allCases``), which the
/// language assigns: tables indexed by key read it without hashing. ``name`` is the case's name,
/// which is also what `Codable` writes.
public enum TextKey: Int, Sendable, Hashable, CaseIterable {
    // MARK: Vocabulary and actions

    /// "{noun, heading}"
    ///
    /// Placeholders: `noun` (.noun).
    case listHeading
    /// "Pick up here"
    case pickUpHere
    /// "Choose"
    case choose
    /// "Pick up at {name}"
    ///
    /// Placeholders: `name` (.text).
    case pickUpAtName
    /// "Choose {name}"
    ///
    /// Placeholders: `name` (.text).
    case chooseName
    /// "Selected"
    case selected
    /// "Clear selection"
    case clearSelection
    /// "The selected {noun, one} is hidden by filters"
    ///
    /// Placeholders: `noun` (.noun).
    case selectedHiddenByFilters
    /// "Show it"
    case showIt
    /// "Show all?"
    case showAllQuestion
    // MARK: Rows

    /// "{distance} {direction}"
    ///
    /// Placeholders: `distance` (.distance), `direction` (.direction).
    case distanceDirection
    /// "{location} · {state}"
    ///
    /// Placeholders: `location` (.phrase (a distanceDirection) or .text (a place or address)), `state` (.phrase (an opening state)).
    case rowDetail
    // MARK: Opening state

    /// "Open 24 hours"
    case open24Hours
    /// "Open until {time}"
    ///
    /// Placeholders: `time` (.time).
    case openUntil
    /// "Open until midnight"
    case openUntilMidnight
    /// "Open until {time} tomorrow"
    ///
    /// Placeholders: `time` (.time).
    case openUntilTomorrow
    /// "Open until {weekday, until} {time}"
    ///
    /// Placeholders: `weekday` (.weekday), `time` (.time).
    case openUntilWeekday
    /// "Open until {time} on {date, until}"
    ///
    /// Placeholders: `time` (.time), `date` (.date).
    case openUntilDate
    /// "Closes in {minutes} min"
    ///
    /// Placeholders: `minutes` (.count).
    case closesInMinutes
    /// "Closes in {minutes} min · {walk} away on foot"
    ///
    /// Placeholders: `minutes` (.count), `walk` (.duration).
    case closesInMinutesWalk
    /// "Closes in {duration, precise}" ("Closes in 2 h") and "… · {walk} away on foot", from an hour on.
    ///
    /// Placeholders: `duration` (.duration), and `walk` (.duration) in the second.
    case closesInHours, closesInHoursWalk
    /// "Closed · opens at {time}"
    ///
    /// Placeholders: `time` (.time).
    case closedOpensAt
    /// "Closed · opens tomorrow at {time}"
    ///
    /// Placeholders: `time` (.time).
    case closedOpensTomorrowAt
    /// "Closed · opens {weekday, on} at {time}"
    ///
    /// Placeholders: `weekday` (.weekday), `time` (.time).
    case closedOpensWeekdayAt
    /// "Closed · opens {date, on} at {time}"
    ///
    /// Placeholders: `date` (.date), `time` (.time).
    case closedOpensDateAt
    /// "Closed · not open in the next 7 days"
    case closedNotInNextWeek
    /// "Closed"
    case closed
    /// "Hours unknown"
    case hoursUnknown
    /// "Hours unknown · {comment}"
    ///
    /// Placeholders: `comment` (.text).
    case hoursUnknownWithComment
    /// "{state} · {comment}"
    ///
    /// Placeholders: `state` (.phrase (an opening state)), `comment` (.text).
    case stateWithComment
    /// "Full until {weekday, until}"
    ///
    /// Placeholders: `weekday` (.weekday).
    case fullUntilWeekday
    /// "Closed until {date, until}"
    ///
    /// Placeholders: `date` (.date).
    case closedUntilDate
    // MARK: Summaries

    /// "{count, plural, one {# {noun, one}} other {# {noun, other}}}, {open} open now."
    ///
    /// Placeholders: `count` (.count), `noun` (.noun), `open` (.count).
    case summaryCounts
    /// "Nearest open {noun, one}: {name}, {location}."
    ///
    /// Placeholders: `noun` (.noun), `name` (.text), `location` (.phrase (a distanceDirection) or .text (a place or address)).
    case summaryNearestOpen
    /// "No {noun, one} is open now."
    ///
    /// Placeholders: `noun` (.noun).
    case summaryNoneOpen
    /// "{count} open tomorrow from {time}."
    ///
    /// Placeholders: `count` (.count), `time` (.time).
    case summaryOpenTomorrow
    /// "{count} open later today from {time}."
    ///
    /// Placeholders: `count` (.count), `time` (.time).
    case summaryOpenLaterToday
    /// "{count, plural, one {# {noun, one}} other {# {noun, other}}} with unknown hours not shown."
    ///
    /// Placeholders: `count` (.count), `noun` (.noun).
    case summaryUnknownHidden
    /// "No {noun, other} match the filters."
    ///
    /// Placeholders: `noun` (.noun).
    case summaryNoMatches
    // MARK: Clusters

    /// "{count, plural, one {# {noun, one}} other {# {noun, other}}}, {open} open, nearest {name}, {distance}"
    ///
    /// Placeholders: `count` (.count), `noun` (.noun), `open` (.count), `name` (.text), `distance` (.distance).
    case clusterLabel
    /// "{count, plural, one {# {noun, one}} other {# {noun, other}}}, none open, nearest {name}, {distance}"
    ///
    /// Placeholders: `count` (.count), `noun` (.noun), `name` (.text), `distance` (.distance).
    case clusterLabelNoneOpen
    /// "Zooms in"
    case clusterHintZoom
    /// "Lists them"
    case clusterHintList
    // MARK: Announcements

    /// "Selected {name}"
    ///
    /// Placeholders: `name` (.text).
    case announceSelected
    /// "Selection cleared"
    case announceSelectionCleared
    /// "Map view"
    case announceMapView
    /// "List view"
    case announceListView
    /// "Zoomed in"
    case announceZoomedIn
    /// "Zoomed out"
    case announceZoomedOut
    /// "Moved {direction, toward}"
    ///
    /// Placeholders: `direction` (.direction).
    case announceMoved
    /// "Showing {count, plural, one {# {noun, one}} other {# {noun, other}}}"
    ///
    /// Placeholders: `count` (.count), `noun` (.noun).
    case announceShowing
    /// "Location set to {name}"
    ///
    /// Placeholders: `name` (.text).
    case announceLocationSet
    /// "Filters cleared"
    case announceFiltersCleared
    // MARK: Map controls

    /// "Zoom in"
    case zoomIn
    /// "Zoom out"
    case zoomOut
    /// "Move map {direction, toward}"
    ///
    /// Placeholders: `direction` (.direction).
    case moveMap
    /// "Map data © {source}"
    ///
    /// Placeholders: `source` (.text).
    case mapAttribution
    /// "{noun, heading}: {carriers}"
    ///
    /// Whose the places are, by the carriers' own names: "Pickup points: DHL, InPost".
    ///
    /// Placeholders: `carriers` (.text), `noun` (.noun).
    case carrierAttribution
    // MARK: Place card

    /// "Address"
    case cardAddress
    /// "Phone"
    case cardPhone
    /// "Website"
    case cardWebsite
    /// "Hours"
    case cardHours
    /// "Today"
    case cardToday
    /// "Holiday"
    case cardHoliday
    /// "{days}: {hours}"
    ///
    /// Placeholders: `days` (.text), `hours` (.timeRange or .text).
    case scheduleLine
    /// "{distance} {direction} of your location"
    ///
    /// Placeholders: `distance` (.distance), `direction` (.direction).
    case cardDistanceFromYou
    // MARK: Filters and sorting

    /// "Filters"
    case filters
    /// "Open now"
    case filterOpenNow
    /// "Step-free access"
    case filterStepFree
    /// "Categories"
    case filterCategories
    /// "Sort by"
    case sortBy
    /// "Distance"
    case sortDistance
    /// "Name"
    case sortName
    /// "Closing time"
    case sortClosingTime
    // MARK: Views and location

    /// "List"
    case viewList
    /// "Map"
    case viewMap
    /// "View"
    case viewSwitch
    /// "Your location"
    case yourLocation
    /// "Use my location"
    case useMyLocation
    /// "Search {noun, other}"
    ///
    /// Placeholders: `noun` (.noun).
    case searchPlaces
    /// "Search for an address"
    case searchAddress
    /// "Entrance notes"
    case entranceNotes
    /// "For example: door code, floor, which entrance"
    case entranceNotesHint
    // MARK: Categories

    /// "Post office"
    case categoryPostOffice
    /// "Parcel locker"
    case categoryParcelLocker
    /// "Supermarket"
    case categorySupermarket
    /// "Convenience store"
    case categoryConvenience
    /// "Kiosk"
    case categoryKiosk
    /// "Department store"
    case categoryDepartmentStore
    /// "Pharmacy"
    case categoryPharmacy
    /// "Bank"
    case categoryBank
    /// "Fuel station"
    case categoryFuel
    /// "Library"
    case categoryLibrary
    /// "Clinic"
    case categoryClinic
    /// "Doctor’s practice"
    case categoryDoctors
    /// "Hospital"
    case categoryHospital
    /// "Hardware store"
    case categoryHardware
    /// "Bookshop"
    case categoryBooks
    /// "Other"
    case categoryOther

    // MARK: PickerModel chrome and pages

    /// "Choose a {noun, one}"
    ///
    /// Placeholders: `noun`.
    case pageTitle
    /// "Selects this place"
    case selectHint
    /// "Full until {date, until}"
    ///
    /// Placeholders: `date`.
    case fullUntilDate
    /// "Full"
    case fullNow
    /// "Temporarily closed"
    case temporarilyClosed
    /// "Out of service"
    case outOfService
    /// "Few compartments left"
    case fewCompartmentsLeft
    /// "Usually very busy {weekday, every}" ("on Mondays"), where the carrier says so.
    ///
    /// Placeholders: `weekday` (.weekday).
    case usuallyVeryBusy
    /// "holiday": a carrier's reason `holiday` for a closure, in the page's language.
    case reasonHoliday
    /// A carrier's reason code (``Places/StatusReason``) in the page's language: "out of service", "temporary
    /// closure", "out of order", "hands out no parcels", "takes no parcels in", "not confirmed by the carrier
    /// lately", "closed all the coming week", "closed for good".
    case reasonOutOfService, reasonClosure, reasonOutOfOrder, reasonNoPickup, reasonNoDropoff, reasonNotConfirmed,
        reasonClosedComingWeek, reasonClosedForGood
    /// "Carriers"
    case filterCarriers
    /// "By carrier: {list}." ("By carrier: InPost 12, DHL 8.")
    case summaryByCarrier
    /// "{carrier} {count}" in the summary's list by carrier
    case carrierCount
    /// "Price at checkout": a carrier's point the shop gave no price for
    case priceAtCheckout
    /// "Delivered {date}" ("Delivered Tuesday 9 December")
    case deliveredOn
    /// "Cheapest nearby"
    case sortPrice
    /// "Earliest delivery"
    case sortDelivery
    /// "Carrier"
    case cardCarrier
    /// "Price"
    case cardPrice
    /// "Too small for this parcel"
    case tooSmallForParcel
    /// "Only places with space"
    case filterWithSpace
    /// "Yes"
    case answerYes
    /// "Limited"
    case answerLimited
    /// "No"
    case answerNo
    /// "Unknown"
    case answerUnknown
    /// "Apply filters"
    case applyFilters
    /// "Find address"
    case findAddress
    /// "Choose your address"
    case chooseAddress
    /// "No address matches. Try a street name and number, such as Mannerheimintie 5."
    case noAddressFound
    /// "Skip to results"
    case skipToResults
    /// "Skip the map"
    case skipMap
    /// "Some choices could not be used"
    case problemsHeading
    /// "Details"
    case details
    /// "Back to the list"
    case backToList
    /// "Your choice"
    case yourChoice
    /// "Confirm"
    case confirm
    /// "Change"
    case change
    /// "Show more"
    case showMore
    /// "Show all on the map"
    case fitAll
    /// "Places on the map"
    case placesOnMap
    /// "You chose {name}."
    ///
    /// Placeholders: `name`.
    case choiceConfirmed
    /// "Hours for the next 7 days"
    case nextSevenDays
    /// "Continue"
    case continueToShop
    /// "Delivery address saved"
    case addressSaved
    /// "Delivery address"
    case deliveryAddress
    /// "Map preview"
    case mapPreview
    /// "Distances from {name}"
    ///
    /// Placeholders: `name`.
    case distancesFrom
    /// "As written in the data"
    case asWrittenInData
    /// "Category"
    case categoryLabel
    /// "Notes from the data"
    case notesFromData
    /// "Your current location"
    case deviceLocation
    /// "Your location is not available. Search for an address instead."
    case locationUnavailable
    /// "Finding your location…"
    case locating
    /// "Not found"
    case notFound
    /// "2 of 37 pickup points at one spot on the map, 1 open now." (a listed cluster's summary)
    ///
    /// Placeholders: `count`, `noun`, `open`, `total`.
    case summaryAtOneSpot
    /// "Show all pickup points" (back from a listed cluster)
    ///
    /// Placeholders: `noun`.
    case showAllPlaces
    /// "Shopping centre"
    case categoryMall
    /// "Grocery"
    case categoryGrocery
    /// "Vending machine"
    case categoryVendingMachine
    /// "Parcel drop-off"
    case categoryParcelDropOff
    /// "Includes the selected place, {name}"
    ///
    /// Placeholders: `name`.
    case clusterHoldsSelection
    /// "{count, plural, one {# {noun, one} open now} other {# {noun, other} open now}}."
    ///
    /// Placeholders: `count`, `noun`.
    case summaryOpenOnly

    // MARK: `placepicker hours`

    /// "{status, select, open {Open now} closed {Closed now} other {Hours unknown now}} ({weekday} {time}, {zone})."
    ///
    /// Placeholders: `status` (`open`, `closed`, `unknown`), `time`, `weekday`, `zone`.
    case hoursNow
    /// "{status, select, open {Opens} closed {Closes} other {Hours become unknown}} at {time} (in {duration})."
    ///
    /// Placeholders: `duration`, `status`, `time`.
    case hoursChangeToday
    /// "… tomorrow at {time} (in {duration})."
    ///
    /// Placeholders: `duration`, `status`, `time`.
    case hoursChangeTomorrow
    /// "… {weekday} at {time} (in {duration})." (within the week)
    ///
    /// Placeholders: `duration`, `status`, `time`, `weekday`.
    case hoursChangeWeekday
    /// "… on {weekday} {date} at {time} (in {duration})." (later)
    ///
    /// Placeholders: `date`, `duration`, `status`, `time`, `weekday`.
    case hoursChangeDate
    /// "No change in the next {horizon, plural, one {# day} other {# days}}."
    ///
    /// Placeholders: `horizon`.
    case hoursNoChange
    /// "Comment: {comment}"
    ///
    /// Placeholders: `comment`.
    case hoursComment
    /// "Normalized: {value}"
    ///
    /// Placeholders: `value`.
    case hoursNormalized
    /// "Week from {weekday} {date} ({zone}):"
    ///
    /// Placeholders: `date`, `weekday`, `zone`.
    case hoursWeekFrom
    /// "[public holiday: {name}]"
    ///
    /// Placeholders: `name`.
    case hoursPublicHoliday

    // MARK: SwiftUI component (issue 16), swiftui branch

    /// "{count, plural, one {# address found} other {# addresses found}}" (address results, spoken
    /// when typing pauses)
    ///
    /// Placeholders: `count`.
    case addressesFound
    /// "{name} could not be found on the map. Choose another address." (a suggestion whose lookup failed)
    ///
    /// Placeholders: `name`.
    case addressLookupFailed
    /// "Still chosen: {name}." (after a failed lookup, the earlier choice stays)
    ///
    /// Placeholders: `name`.
    case addressStillChosen
    /// "the middle of the area" (the origin before a location or an address is known, when the app
    /// gave no default)
    case areaMiddle
    // MARK: - Web picker: issues 14 and 15 (web helper's block; keep together for merges)

    /// "Pickup point" (a shop or desk that hands out parcels)
    case categoryPickupPoint
    /// "Filters ({count} active)"; with none active the plain ``filters`` is used.
    ///
    /// Placeholders: `count`.
    case filtersActive
    /// "More categories" (the disclosure after the first eight)
    case moreCategories
    /// "{count, plural, one {# address found} other {# addresses found}}. Choose one below."
    ///
    /// Placeholders: `count`.
    case announceAddressesFound
    /// "No address found. Try a street name and number."
    case announceNoAddress
    /// "{name} is already selected"
    ///
    /// Placeholders: `name`.
    case announceAlreadySelected
    /// "Selected {name}. Next: Confirm, right after this button." (the web page's select button)
    ///
    /// Placeholders: `name`.
    case announceSelectedNext
    /// "Selected {name} as this order's pickup point." (inside a shop's checkout)
    ///
    /// Placeholders: `name`.
    case announceSelectedForOrder
    /// "{count} of {total} {noun} on the map"
    ///
    /// Placeholders: `count`, `noun`, `total`.
    case mapShowsCount
    /// "Your choice is saved. You can close this page or go back to the shop."
    case choiceSaved
    /// "Continue to {name}" (the shop's name)
    ///
    /// Placeholders: `name`.
    case continueToNamedShop
    /// "Choose a pickup point" (the embedded picker's frame title)
    case embedFrameTitle

    // MARK: The accessibility conformance report (/accessibility)

    /// "Accessibility conformance report"
    case conformanceTitle
    /// "Skip to the tables"
    case conformanceSkip
    /// "How the picker meets WCAG 2.2 levels A and AA on each surface, and the tests behind each claim. The criteria and remarks are in English."
    case conformanceIntro
    /// "Level A success criteria"
    case conformanceLevelA
    /// "Level AA success criteria"
    case conformanceLevelAA
    /// "Limits of this report"
    case conformanceLimits
    /// "For a shop’s accessibility statement"
    case conformanceStatement

    // MARK: Where the shopper is: the origin from an address text (issue 60)

    /// "Showing {noun, other} near {name}: the house number was not found." (the origin is the street)
    ///
    /// Placeholders: `name` (.text), `noun` (.noun).
    case summaryNearStreet
    /// "Showing {noun, other} near {name}: the street was not found." (the origin is the postcode's
    /// area or the town)
    ///
    /// Placeholders: `name` (.text), `noun` (.noun).
    case summaryNearArea
    /// "No address found for “{name}”." (nothing of the text was found: the default origin)
    ///
    /// Placeholders: `name` (.text).
    case noAddressFoundFor
    /// "Near {name}" (the device's location, named by the nearest address)
    ///
    /// Placeholders: `name` (.text).
    case nearAddress
}
