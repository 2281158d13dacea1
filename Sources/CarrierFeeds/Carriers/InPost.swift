import Foundation
import Places

/// InPost points API v1: `/v1/points` pages (`{"items": [...], "page", "total_pages"}`) and a single
/// point (`/v1/points/{name}`, the bare object). The point's `name` is its id (`KRA010`).
enum InPost: Carrier {
    static let name = "InPost"
    static let signature = FeedSignature(
        strong: ["location_247", "easy_access_zone", "operating_hours_extended", "payment_point_descr", "location247"],
        weak: ["per_page", "total_pages"])
    static let recordPath = ["items"]
    static let idField = "name"
    static let coordinateField = "location"

    /// InPost's largest locker compartment (size C): 41 × 38 × 64 cm, 25 kg, from InPost's published
    /// parcel sizes; a feed does not repeat it per point.
    static let lockerSides: [Double] = [64, 41, 38]
    static let lockerWeight = 25.0

    /// The key is a bearer token.
    static func authorize(_ request: inout FeedRequest, key: String) {
        request.headers.append("Authorization: Bearer \(key)")
    }

    /// The page count a first page states (`{"page": 1, "total_pages": 250, "items": […]}`, `totalPages`
    /// in the Global Points API), if it does; later pages are asked for with `page=N`.
    static func pageCount(firstPage: Data) -> Int? {
        let head = String(decoding: firstPage.prefix(4096), as: UTF8.self)
        guard let range = head.range(of: "\"total_pages\"") ?? head.range(of: "\"totalPages\"") else { return nil }
        let rest = head[range.upperBound...].drop { $0 == ":" || $0 == " " }
        return Int(rest.prefix { $0.isNumber })
    }

    static func point(from fields: inout RecordFields, context: inout RecordContext) -> CarrierPoint {
        // InPost's Global Points API names its members in camelCase (`location247`, `operatingHours`).
        if fields.object["location247"] != nil || fields.object["operatingHours"] != nil {
            return globalPoint(from: &fields)
        }
        var point = CarrierPoint()
        point.ownID = fields.string("name")
        let href = fields.string("href") ?? ""
        let country = fields.string("country")?.uppercased() ?? countryOfHost(href)
        let types = fields.array("type").compactMap(RecordFields.text(of:))
        if types.contains("parcel_locker") {
            point.category = .parcelLocker
        } else if types.contains("pop") || types.contains("pok") {
            point.category = .shopCounter
        } else {
            point.category = .pickupPoint
        }
        let brand =
            point.category == .parcelLocker
            ? (country == "PL" || country == nil ? "Paczkomat" : "InPost Locker")
            : (country == "PL" || country == nil ? "PaczkoPunkt" : "InPost Point")
        point.name = point.ownID.map { "\(brand) \($0)" }
        var location = fields.nested("location")
        point.latitude = location.number("latitude")
        point.longitude = location.number("longitude")
        var details = fields.nested("address_details")
        point.address = Address(
            street: details.string("street"), houseNumber: houseNumber(&details), postcode: details.string("post_code"),
            city: details.string("city"), country: country)
        keep(details.leftovers, as: "address_details", in: &point)
        if point.address.street == nil {
            var lines = fields.nested("address")
            point.address.street = lines.string("line1")
            keep(lines.leftovers, as: "address", in: &point)
        } else {
            point.extra["address"] = fields.value("address")
        }
        let descriptions = ["location_description", "location_description_1", "location_description_2"]
            .compactMap { fields.string($0) }
        point.directions = descriptions.isEmpty ? nil : descriptions.joined(separator: " · ")
        point.phone = fields.string("phone_number")
        point.status = status(fields.string("status"), context: context)
        if case .parcelLocker? = point.category {
            point.maxSidesCentimetres = lockerSides
            point.maxWeightKilograms = lockerWeight
        }
        if let easy = fields.flag("easy_access_zone"), easy { point.wheelchair = .yes }
        var availability = fields.nested("locker_availability")
        switch availability.string("status")?.uppercased() {
        case "FULL", "NONE", "NO_SPACE"?: point.capacity = "none"
        case "LOW", "VERY_LOW"?: point.capacity = "low"
        case "AVAILABLE", "NORMAL", "HIGH"?: point.capacity = "high"
        default: break
        }
        keep(availability.leftovers, as: "locker_availability", in: &point)
        point.hours = hours(&fields, context: context)
        // The fields read into typed ones but not given back by them verbatim stay as they were sent.
        for key in [
            "href", "opening_hours", "operating_hours_extended", "location_247", "status", "type", "easy_access_zone",
        ] {
            if let value = fields.object[key] { point.extra[key] = value }
        }
        return point
    }

    /// A point of InPost's Global Points API (`/location/v1/points`, `{"items": [...], "totalPages"}`):
    /// `id`, `coordinates {latitude, longitude}`, `address {street, buildingNumber, postalCode, city,
    /// country}`, `description{,2,3}.content`, `location247`, and `operatingHours.customer.monday`
    /// as `[{"start": "08:00", "end": "20:00"}]`.
    private static func globalPoint(from fields: inout RecordFields) -> CarrierPoint {
        var point = CarrierPoint()
        point.ownID = fields.string("id") ?? fields.string("name")
        var address = fields.nested("address")
        let country = (fields.string("country") ?? address.string("country"))?.uppercased()
        let type = (fields.string("type") ?? "").lowercased()
        point.category = type.contains("locker") ? .parcelLocker : type.isEmpty ? .pickupPoint : .shopCounter
        let brand =
            point.category == .parcelLocker
            ? (country == "PL" ? "Paczkomat" : "InPost Locker") : (country == "PL" ? "PaczkoPunkt" : "InPost Point")
        point.name = fields.string("displayName") ?? point.ownID.map { "\(brand) \($0)" }
        var coordinates = fields.nested("coordinates")
        point.latitude = coordinates.number("latitude")
        point.longitude = coordinates.number("longitude")
        point.address = Address(
            street: address.string("street"), houseNumber: address.string("buildingNumber"),
            postcode: address.string("postalCode"), city: address.string("city"), country: country)
        keep(address.leftovers, as: "address", in: &point)
        let descriptions = ["description", "description2", "description3"].compactMap { key -> String? in
            var description = fields.nested(key)
            return description.string("content")
        }
        point.directions = descriptions.isEmpty ? nil : descriptions.joined(separator: " · ")
        if point.category == .parcelLocker {
            point.maxSidesCentimetres = lockerSides
            point.maxWeightKilograms = lockerWeight
        }
        var operating = fields.nested("operatingHours")
        let customer = operating.nested("customer")
        if fields.flag("location247") == true {
            point.hours = .alwaysOpen
        } else if !customer.object.isEmpty {
            point.hours = customerWeek(customer, field: "operatingHours.customer")
        }
        for key in ["operatingHours", "location247", "type"] {
            if let value = fields.object[key] { point.extra[key] = value }
        }
        return point
    }

    /// `customer.monday: [{"start", "end"}]`, in minutes of the day (the points API v1's
    /// `operating_hours_extended`) or as `HH:MM` (the Global Points API's `operatingHours`).
    private static func customerWeek(_ customer: RecordFields, field: String) -> CarrierHours {
        var week = OpenWeek()
        let names = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]
        for (weekday, name) in names.enumerated() {
            guard case .array(let spans)? = customer.object[name] else { continue }
            for span in spans {
                var members = RecordFields(span)
                var interval: OpenInterval?
                if case .number(let start)? = members.value("start"), case .number(let end)? = members.value("end") {
                    interval = OpenInterval(start: Int(start) % 1440, end: Int(end))
                } else {
                    interval = FieldText.interval(members.value("start"), members.value("end"))
                }
                guard let interval else { return .unreadable("\(field).\(name)", field: field) }
                week.add(interval, weekday: weekday)
            }
        }
        return week.isAlwaysOpen ? .alwaysOpen : .schedule(HoursSchedule(regular: week))
    }

    /// `building_number` with `flat_number` after a slash, as Poland writes `12/4`.
    private static func houseNumber(_ details: inout RecordFields) -> String? {
        let building = details.string("building_number")
        guard let flat = details.string("flat_number") else { return building }
        return building.map { "\($0)/\(flat)" } ?? flat
    }

    /// The country of the host that served the point (`api-pl-points…` is Poland), if it says.
    private static func countryOfHost(_ href: String) -> String? {
        for (code, country) in [("-pl-", "PL"), ("-uk-", "GB"), ("-it-", "IT"), ("-fr-", "FR"), ("-es-", "ES")]
        where href.contains(code) {
            return country
        }
        return nil
    }

    private static func keep(_ leftovers: [String: JSONValue], as parent: String, in point: inout CarrierPoint) {
        for (key, value) in leftovers { point.extra["\(parent).\(key)"] = value }
    }

    /// InPost's statuses: `Operating`; `Overloaded` (full); `NonOperating` (closed for now);
    /// `Disabled`, `Created` (not yet in service), `Removed` (never selectable).
    static func status(_ code: String?, context: RecordContext) -> PointStatus {
        switch code?.lowercased() {
        case nil, "operating": return .operating
        case "overloaded": return .full(until: nil, reason: nil)
        case "nonoperating", "non_operating", "maintenance": return .closed(until: nil, reason: nil)
        case "disabled", "created", "removed", "deleted": return .disabled(reason: nil)
        case _?:
            context.warn(
                "Unknown InPost status \"\(code ?? "")\"; the point is shown as operating. Known: Operating, Overloaded, "
                    + "NonOperating, Disabled, Created, Removed.", field: "status")
            return .operating
        }
    }

    /// The hours: `location_247` first, then the structured `operating_hours_extended.customer` (minutes
    /// after midnight per weekday), then the `opening_hours` text (`PN-PT 07:00-00:00 SB 07:00-00:00`).
    private static func hours(_ fields: inout RecordFields, context: RecordContext) -> CarrierHours {
        let allDay = fields.flag("location_247")
        var extended = fields.nested("operating_hours_extended")
        let customer = extended.nested("customer")
        let text = fields.string("opening_hours")
        if allDay == true { return .alwaysOpen }
        if !customer.object.isEmpty { return customerWeek(customer, field: "operating_hours_extended.customer") }
        guard let text else { return .notGiven }
        switch HoursText(languages: [.polish, .english]).week(text) {
        case .unreadable(let text, _): return .unreadable(text, field: "opening_hours")
        case let hours: return hours
        }
    }
}
