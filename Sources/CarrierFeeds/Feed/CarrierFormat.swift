/// A carrier's pickup-point feed, as the carrier publishes it.
public enum CarrierFormat: String, Sendable, Hashable, CaseIterable {
    /// InPost points API v1: `/v1/points` pages (`{"items": […], "page", "total_pages"}`) or one point.
    case inpost
    /// DHL Location Finder Unified: `find-by-address` / `find-by-geo` (`{"locations": […]}`).
    case dhl
    /// Omniva `locations.json`: one array of every parcel machine and post office.
    case omniva
    /// Packeta (Zásilkovna) branch feed, JSON or XML.
    case packeta
    /// Sendcloud service points (`/api/v2/service-points`).
    case sendcloud
    /// PostNord service points (`servicePointInformationResponse.servicePoints`).
    case postnord
    /// GLS parcel shops.
    case gls
    /// Posti pickup points (Finland).
    case posti

    /// The carrier's name as shoppers know it.
    public var carrierName: String {
        switch self {
        case .inpost: "InPost"
        case .dhl: "DHL"
        case .omniva: "Omniva"
        case .packeta: "Packeta"
        case .sendcloud: "Sendcloud"
        case .postnord: "PostNord"
        case .gls: "GLS"
        case .posti: "Posti"
        }
    }

    /// Member names found in this carrier's records and in no other format's (nor GeoJSON's), in
    /// the order they are looked for; a feed is this carrier's when its start holds two of them
    /// (one for names that can be nothing else).
    var signature: (strong: [String], weak: [String]) {
        switch self {
        case .inpost:
            (
                [
                    "location_247", "easy_access_zone", "operating_hours_extended", "payment_point_descr",
                    "location247",
                ],
                ["per_page", "total_pages"]
            )
        case .dhl: (["keywordId", "averageCapacityDayOfWeek", "closurePeriods"], ["serviceTypes", "openingHours"])
        case .omniva: (["X_COORDINATE", "A0_NAME", "SERVICE_HOURS", "TEMP_SERVICE_HOURS_UNTIL"], [])
        case .packeta: (["dressingRoom", "claimAssistant", "wheelchairAccessible"], ["maxWeight", "photos"])
        case .sendcloud: (["formatted_opening_times", "open_tomorrow", "open_upcoming_week", "shop_type"], [])
        case .postnord:
            (["servicePointId", "servicePointInformationResponse", "visitingAddress", "deliveryAddress"], [])
        case .gls:
            (
                [
                    "goldId", "pclshopid", "isparcellocker", "pcl_pickup_time", "lockerSaturation",
                    "hasWheelchairAccess",
                ],
                []
            )
        case .posti: (["pupCode", "publicName", "labelName", "routingServiceCode"], [])
        }
    }
}
