import Geodesy
import Places

/// One pickup point as a carrier's reader understood it, before it becomes OSM-style tags
/// (``tags(carrier:)``) and through them a ``Place`` by the same rules as every other source.
struct CarrierPoint {
    /// The carrier's own id of the point (`8003-4116282`, `KRA010`); the place's id is
    /// `carrier/ownID`.
    var ownID: String?
    /// The name people know the point by.
    var name: String?
    /// Latitude as sent.
    var latitude: Double?
    /// Longitude as sent.
    var longitude: Double?
    /// The postal address.
    var address = Address()
    /// The carrier the shopper meets, when the feed is an aggregator's (Sendcloud's PostNL point):
    /// its key (`postnl`) and name (`PostNL`); the aggregator is kept as `carrier:aggregator`.
    var operatingCarrier: (key: String, name: String)?
    /// The city's district, when the carrier names it beside the town (`addr:suburb`).
    var suburb: String?
    /// Where in or at the building (`Inside the Prisma shop, by the entrance`).
    var directions: String?
    /// The opening hours as the carrier wrote them, converted.
    var hours: CarrierHours = .notGiven
    /// What the carrier says of the point's state.
    var status: PointStatus = .operating
    /// How much room is left now (`none`, `low`, `high`), when the carrier says.
    var capacity: String?
    /// The weekdays (1 = Monday … 7 = Sunday) the carrier says are usually very busy.
    var busyWeekdays: [Int] = []
    /// The largest parcel: weight in kilograms and sides in centimetres.
    var maxWeightKilograms: Double?
    /// The largest parcel's sides in centimetres.
    var maxSidesCentimetres: [Double] = []
    /// Step-free access.
    var wheelchair: WheelchairAccess = .unknown
    /// The kind of point.
    var category: PointCategory?
    /// A telephone number.
    var phone: String?
    /// A web page for the point.
    var website: String?
    /// When the carrier last changed the record, as it wrote it.
    var modified: String?
    /// The carrier's own fields that were not mapped above, verbatim, named by their path.
    var extra: [String: JSONValue] = [:]

    /// The kinds of pickup point carriers run, as OSM-style tags.
    enum PointCategory: String {
        /// An automated locker (`amenity=parcel_locker`).
        case parcelLocker = "parcel_locker"
        /// A post office run by the carrier (`amenity=post_office`).
        case postOffice = "post_office"
        /// A counter in a shop or kiosk that hands out parcels (`amenity=pickup_point` with
        /// `post_office=post_partner`).
        case shopCounter = "post_partner"
        /// Another pickup point (`amenity=pickup_point`).
        case pickupPoint = "pickup_point"
    }

    /// The OSM-style tags of the point, carrier fields under `carrier:` keys (the id is
    /// `carrier/ownID`), as the shared rules take them: each interpreted key named as it is added (a carrier's
    /// own fields, under `carrier:`, are never interpreted ones), so no key is looked up. The record's
    /// fields that no reader read (`leftovers`) follow ``extra``, unless ``extra`` has the same name.
    func tagList(carrier: CarrierFormat, hoursText: String?, leftovers: RecordFields?) -> TagList {
        var tags = TagList()
        tags.reserveCapacity(24 + extra.count + (leftovers?.object.count ?? 0))
        func put(_ key: String, _ text: String?, _ slot: TagInterpreter.Slot? = nil) {
            if let text, !text.isEmpty { tags.appendUnique(key, .string(text), slot: slot) }
        }
        put("name", name, .name)
        put("addr:street", address.street, .street)
        put("addr:housenumber", address.houseNumber, .houseNumber)
        put("addr:postcode", address.postcode, .postcode)
        put("addr:city", address.city, .city)
        put("addr:suburb", suburb)
        put("addr:country", address.country, .country)
        put("description", directions)
        put("opening_hours", hoursText, .openingHours)
        put("phone", phone, .phone)
        put("website", website, .website)
        if wheelchair != .unknown { put("wheelchair", wheelchair.rawValue, .wheelchair) }
        switch category {
        case .parcelLocker?: put("amenity", "parcel_locker", .amenity)
        case .postOffice?: put("amenity", "post_office", .amenity)
        case .shopCounter?:
            put("amenity", "pickup_point", .amenity)
            put("post_office", "post_partner")
        case .pickupPoint?, nil: put("amenity", "pickup_point", .amenity)
        }
        put("carrier", operatingCarrier?.key ?? carrier.rawValue)
        put("carrier:name", operatingCarrier?.name ?? carrier.carrierName)
        if operatingCarrier != nil { put("carrier:aggregator", carrier.carrierName) }
        put("carrier:ref", ownID)
        put("carrier:modified", modified)
        var status: [String: JSONValue] = [:]
        self.status.write(into: &status)
        for key in [Unavailability.statusKey, Unavailability.untilKey, PointStatus.reasonKey] {
            if let value = status[key] { tags.appendUnique(key, value, slot: nil) }
        }
        put(Unavailability.capacityKey, capacity)
        if !busyWeekdays.isEmpty {
            put(PointStatus.busyKey, busyWeekdays.map { WeekdayNames.osm[$0 - 1] }.joined(separator: ","))
        }
        var limit: [String: JSONValue] = [:]
        if let maxWeightKilograms { limit["weight_kg"] = .number(maxWeightKilograms) }
        for (key, side) in zip(["length_cm", "width_cm", "height_cm"], maxSidesCentimetres.sorted(by: >)) {
            limit[key] = .number(side)
        }
        if !limit.isEmpty { tags.appendUnique(Unavailability.maxParcelKey, .object(limit), slot: nil) }
        let prefix = carrier.rawValue + ":"
        for (key, value) in extra { tags.appendUnique(prefix + key, value, slot: nil) }
        leftovers?.forEachLeftover { key, value in
            if extra[key] == nil { tags.appendUnique(prefix + key, value, slot: nil) }
        }
        return tags
    }
}

/// The weekdays as OSM writes them, Monday first.
enum WeekdayNames {
    /// `Mo` … `Su`.
    static let osm = ["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"]
}
