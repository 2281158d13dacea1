import CivilCalendar
import Places

/// DHL Location Finder Unified: `find-by-address` / `find-by-geo` (`{"locations": [...]}`) and a
/// single location. Hours are schema.org `OpeningHoursSpecification` objects, closures are
/// `closurePeriods`, and lockers say how full they usually are per weekday
/// (`averageCapacityDayOfWeek`).
enum DHL: Carrier {
    static let name = "DHL"
    static let signature = FeedSignature(
        strong: ["keywordId", "averageCapacityDayOfWeek", "closurePeriods"], weak: ["serviceTypes", "openingHours"])
    static let recordPath = ["locations"]
    static let idField = "location.ids"
    static let coordinateField = "place.geo"

    /// The key goes in DHL's own header.
    static func authorize(_ request: inout FeedRequest, key: String) {
        request.headers.append("DHL-API-Key: \(key)")
    }

    static func records(inEnvelope envelope: [String: JSONValue]) -> [JSONValue] {
        envelope["location"] == nil ? [] : [.object(envelope)]
    }

    static func point(from fields: inout RecordFields, context: inout RecordContext) -> CarrierPoint {
        var point = CarrierPoint()
        var location = fields.nested("location")
        let ids = location.array("ids").map(RecordFields.init)
        // The parcel network's id is the one shops ship to; other providers (express) are kept.
        let parcel = ids.first { $0.object["provider"].flatMap(RecordFields.text(of:)) == "parcel" } ?? ids.first
        point.ownID = parcel?.object["locationId"].flatMap(RecordFields.text(of:))
        if ids.count > 1 { point.extra["location.ids"] = .array(ids.map { .object($0.object) }) }
        let keyword = location.string("keyword")
        let keywordID = location.string("keywordId")
        let type = location.string("type")?.lowercased()
        point.category =
            switch type {
            case "locker", "packstation", "parcelstation": .parcelLocker
            case "postoffice", "postbank", "post-office": .postOffice
            case "servicepoint", "parcelshop", "service-point": .shopCounter
            default: .pickupPoint
            }
        for (key, value) in location.leftovers { point.extra["location.\(key)"] = value }
        if let keyword { point.extra["location.keyword"] = .string(keyword) }
        if let keywordID { point.extra["location.keywordId"] = .string(keywordID) }
        point.name = fields.string("name")
        var place = fields.nested("place")
        var address = place.nested("address")
        let (street, number) = AddressText.splitHouseNumber(address.string("streetAddress"))
        point.address = Address(
            street: street, houseNumber: number, postcode: address.string("postalCode"),
            city: address.string("addressLocality"), country: address.string("countryCode")?.uppercased())
        for (key, value) in address.leftovers { point.extra["place.address.\(key)"] = value }
        var geo = place.nested("geo")
        point.latitude = geo.number("latitude")
        point.longitude = geo.number("longitude")
        var container = place.nested("containedInPlace")
        point.directions = container.string("name")
        for (key, value) in place.leftovers { point.extra["place.\(key)"] = value }
        let services = fields.array("serviceTypes").compactMap(RecordFields.text(of:))
        if services.contains("handicapped-access") { point.wheelchair = .yes }
        point.extra["serviceTypes"] = .array(services.map(JSONValue.string))
        point.busyWeekdays = fields.array("averageCapacityDayOfWeek").compactMap { entry in
            var day = RecordFields(entry)
            let capacity = day.string("capacity")?.lowercased()
            guard capacity == "very-low" || capacity == "very_low",
                let weekday = FieldText.weekday(day.value("dayOfWeek"))
            else { return nil }
            return weekday + 1
        }
        if point.busyWeekdays.isEmpty {
            point.extra["averageCapacityDayOfWeek"] = fields.value("averageCapacityDayOfWeek")
        }
        var schedule = HoursSchedule()
        let closures = fields.array("closurePeriods")
        var closureReason: (until: LocalDate, reason: String?)?
        for closure in closures {
            var period = RecordFields(closure)
            guard let first = FieldText.date(period.value("fromDate")),
                let last = FieldText.date(period.value("toDate"))
            else {
                context.warn(
                    "A closure period without readable dates is left out: \(closure).", field: "closurePeriods")
                continue
            }
            schedule.closures.append((first, max(first, last)))
            if first <= context.today, context.today <= last { closureReason = (last, period.string("type")) }
        }
        if !closures.isEmpty { point.extra["closurePeriods"] = .array(closures) }
        if let closureReason {
            point.status = .closed(until: closureReason.until.description, reason: closureReason.reason)
        }
        point.hours = hours(fields.array("openingHours"), schedule: schedule)
        return point
    }

    /// Reads `[{"opens": "09:00:00", "closes": "19:00:00", "dayOfWeek": "http://schema.org/Monday"}]`.
    static func hours(_ entries: [JSONValue], schedule: HoursSchedule) -> CarrierHours {
        guard !entries.isEmpty else {
            return schedule.closures.isEmpty ? .notGiven : .schedule(schedule)
        }
        var week = OpenWeek()
        for entry in entries {
            var spec = RecordFields(entry)
            guard let weekday = FieldText.weekday(spec.value("dayOfWeek")),
                let interval = FieldText.interval(spec.value("opens"), spec.value("closes"))
            else { return .unreadable("\(entry)", field: "openingHours") }
            week.add(interval, weekday: weekday)
        }
        if week.isAlwaysOpen, schedule.closures.isEmpty { return .alwaysOpen }
        var schedule = schedule
        schedule.regular = week
        return .schedule(schedule)
    }
}
