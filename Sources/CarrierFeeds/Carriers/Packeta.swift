import Places

/// Packeta (Zásilkovna) branch feeds: v5 JSON (a bare array), v4 JSON (`{"data": {"46": {…}}}`) and
/// v4 XML (`<export><branches><branch>…`, read by ``CarrierXML`` into the same fields). Every value
/// is a string; hours are one text per weekday (`08:00–17:30`, an en dash) with dated exceptions.
enum Packeta: Carrier {
    static let name = "Packeta"
    static let signature = FeedSignature(
        strong: ["dressingRoom", "claimAssistant", "wheelchairAccessible"], weak: ["maxWeight", "photos"])
    static let xml: CarrierXML.Shape? = CarrierXML.Shape(
        record: "branch", list: "branches", lowercased: false, root: "export", markers: ["<branch", "<pickupPoints"],
        description: "a Packeta feed, <export><branches><branch>…</branch>")
    static let recordPath = ["data"]
    static let idField = "id"
    static let coordinateField = "latitude"

    static func records(inEnvelope envelope: [String: JSONValue]) -> [JSONValue] {
        if case .object(let byID)? = envelope["data"] {
            return byID.sorted { $0.key.count != $1.key.count ? $0.key.count < $1.key.count : $0.key < $1.key }
                .map(\.value)
        }
        return envelope["id"] == nil ? [] : [.object(envelope)]
    }

    /// Packeta's status codes: 1 in operation, 2 full, 3 holiday or closed for now, 4 technical
    /// problem (closed for now), 5 closed for good.
    static func status(_ code: String?, description: String?, hidden: Bool, context: RecordContext) -> PointStatus {
        if hidden { return .disabled(reason: description) }
        switch code {
        case nil, "1": return .operating
        case "2": return .full(until: nil, reason: description)
        case "3", "4": return .closed(until: nil, reason: description)
        case "5": return .disabled(reason: description)
        case let other?:
            context.warn(
                "Unknown Packeta status \(other) (\(description ?? "no description")); the point is shown as closed.",
                field: "status")
            return .closed(until: nil, reason: description)
        }
    }

    static func point(from fields: inout RecordFields, context: inout RecordContext) -> CarrierPoint {
        var point = CarrierPoint()
        point.ownID = fields.string("id")
        point.name = fields.string("name")
        let country = fields.string("country")?.uppercased()
        let (street, number) = AddressText.splitHouseNumber(fields.string("street"))
        point.address = Address(
            street: street, houseNumber: number, postcode: fields.string("zip"), city: fields.string("city"),
            country: country)
        point.latitude = fields.number("latitude")
        point.longitude = fields.number("longitude")
        point.directions = fields.string("special")
        point.website = fields.string("url")
        let type = fields.string("type")?.lowercased()
        point.category = type == "zbox" || type == "alzabox" || type == "box" ? .parcelLocker : .shopCounter
        if let type { point.extra["type"] = .string(type) }
        switch fields.string("wheelchairAccessible")?.lowercased() {
        case "yes"?: point.wheelchair = .yes
        case "no"?: point.wheelchair = .no
        case "onrequest"?: point.wheelchair = .limited
        default: break
        }
        point.maxWeightKilograms = fields.number("maxWeight")
        var status = fields.nested("status")
        let code = status.string("statusId")
        let description = status.string("description")
        let hidden = fields.flag("displayFrontend") == false
        point.status = Packeta.status(code, description: description, hidden: hidden, context: context)
        point.extra["status"] = .object(status.object)
        if hidden { point.extra["displayFrontend"] = .string("0") }
        point.modified = fields.string("updated")
        var hours = fields.nested("openingHours")
        point.hours = Packeta.hours(&hours)
        if !hours.object.isEmpty { point.extra["openingHours"] = .object(hours.object) }
        return point
    }

    /// `regular` (one text per weekday, `""` closed) and `exceptions` (dates with their hours, empty
    /// for closed), in any of the shapes the feeds use.
    static func hours(_ fields: inout RecordFields) -> CarrierHours {
        var regular = fields.nested("regular")
        guard !regular.object.isEmpty else { return .notGiven }
        var week = OpenWeek()
        let names = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]
        for (weekday, name) in names.enumerated() {
            // An empty XML element arrives as `{}` in the JSON feeds: closed.
            guard let text = regular.string(name) else { continue }
            guard let intervals = TimeRanges.intervals(text) else {
                return .unreadable(text, field: "openingHours.regular.\(name)")
            }
            for interval in intervals { week.add(interval, weekday: weekday) }
        }
        var schedule = HoursSchedule(regular: week)
        for exception in exceptionList(fields.value("exceptions")) {
            var members = RecordFields(exception)
            guard let date = FieldText.date(members.value("date")) else {
                return .unreadable("\(exception)", field: "openingHours.exceptions")
            }
            let text = members.string("hours") ?? ""
            guard let intervals = text.isEmpty ? [] : TimeRanges.intervals(text) else {
                return .unreadable(text, field: "openingHours.exceptions")
            }
            schedule.dates.append(.init(date: date, intervals: intervals))
        }
        if week.isAlwaysOpen, schedule.dates.isEmpty { return .alwaysOpen }
        return .schedule(schedule)
    }

    /// Exceptions as a list of `{date, hours}`: from an array, `{"exception": […]}`, one object, or a map
    /// of dates to hours.
    private static func exceptionList(_ value: JSONValue?) -> [JSONValue] {
        switch value {
        case .array(let items)?: return items
        case .object(let members)?:
            if let inner = members["exception"] { return exceptionList(inner) }
            if members["date"] != nil { return [.object(members)] }
            return members.sorted { $0.key < $1.key }.map { .object(["date": .string($0.key), "hours": $0.value]) }
        default: return []
        }
    }
}
