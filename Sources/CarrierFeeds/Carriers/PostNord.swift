import Places

/// PostNord service points (`{"servicePointInformationResponse": {"servicePoints": [...]}}`), in the
/// shapes its API versions send: `coordinate` or `coordinates[]` (`northing` is the latitude when
/// `srId` is EPSG:4326), and hours as `{"day": "MO", "from1": "0700", "to1": "2300"}` (HHMM or
/// HH:MM, a second range in `from2`/`to2`) or `{"postalServices": [{"openDay", "openTime",
/// "closeDay", "closeTime"}]}`.
enum PostNord: Carrier {
    static let name = "PostNord"
    static let signature = FeedSignature(
        strong: ["servicePointId", "servicePointInformationResponse", "visitingAddress", "deliveryAddress"])
    static let recordPath = ["servicePointInformationResponse", "servicePoints"]
    static let idField = "servicePointId"
    static let coordinateField = "coordinates"

    /// The key is the `apikey` query parameter.
    static func authorize(_ request: inout FeedRequest, key: String) {
        request.url += (request.url.contains("?") ? "&" : "?") + "apikey=\(key)"
    }

    static func point(from fields: inout RecordFields, context: inout RecordContext) -> CarrierPoint {
        var point = CarrierPoint()
        point.ownID = fields.string("servicePointId")
        point.name = fields.string("name")
        var visiting = fields.nested("visitingAddress")
        point.address = Address(
            street: visiting.string("streetName"), houseNumber: visiting.string("streetNumber"),
            postcode: visiting.string("postalCode"), city: visiting.string("city"),
            country: visiting.string("countryCode")?.uppercased())
        point.directions = visiting.string("additionalDescription")
        for (key, value) in visiting.leftovers { point.extra["visitingAddress.\(key)"] = value }
        var coordinates = fields.array("coordinates")
        if let single = fields.value("coordinate") { coordinates.insert(single, at: 0) }
        if let first = coordinates.first {
            var position = RecordFields(first)
            let system = position.string("srId")?.uppercased()
            if let system, system != "EPSG:4326", system != "WGS84" {
                context.warn(
                    "The coordinates are in \(system), not EPSG:4326 (WGS 84); ask the API for srId=EPSG:4326.",
                    field: "coordinates")
            } else {
                point.latitude = position.number("northing")
                point.longitude = position.number("easting")
            }
        }
        var type = fields.nested("type")
        let typeID = type.string("typeId")
        point.category = typeID == "2" ? .parcelLocker : typeID == "54" || typeID == "24" ? .postOffice : .shopCounter
        if !type.object.isEmpty { point.extra["type"] = .object(type.object) }
        if fields.flag("eligibleParcelOutlet") == false {
            point.status = .disabled(reason: StatusReason.noDropoff.rawValue)
        }
        point.hours = hours(fields.value("openingHours"))
        if case .schedule(var schedule) = point.hours {
            let special = specialDays(fields.value("openingHours"), country: point.address.country)
            for name in special.unknown {
                context.warn(
                    "The special day \"\(name)\" is not one PlacePicker knows the date of; its hours are left out.",
                    field: "openingHours.specialDates")
            }
            schedule.yearly = special.days
            schedule.dates += special.dated
            point.hours = .schedule(schedule)
        }
        point.extra["openingHours"] = fields.object["openingHours"]
        return point
    }

    /// PostNord v5's `specialDates`: `{"reason": "Christmas Eve", "isClosed": true}` or with
    /// `openTime`/`closeTime`, named without a date (or with `date`), each the day of that name in the
    /// point's country every year. Names PlacePicker does not know are returned to be warned of.
    static func specialDays(_ value: JSONValue?, country: String?) -> (
        days: [(selector: String, intervals: [OpenInterval])], dated: [HoursSchedule.DateHours], unknown: [String]
    ) {
        guard case .object(let members)? = value, case .array(let entries)? = members["specialDates"] else {
            return ([], [], [])
        }
        var result:
            (days: [(selector: String, intervals: [OpenInterval])], dated: [HoursSchedule.DateHours], unknown: [String]) =
                ([], [], [])
        for entry in entries {
            var spec = RecordFields(entry)
            let name = spec.string("reason") ?? spec.string("name") ?? ""
            var intervals: [OpenInterval] = []
            if spec.flag("isClosed") != true {
                guard let interval = FieldText.interval(spec.value("openTime"), spec.value("closeTime")) else {
                    result.unknown.append(name.isEmpty ? "\(entry)" : name)
                    continue
                }
                intervals = [interval]
            }
            if let date = FieldText.date(spec.value("date")) {
                result.dated.append(.init(date: date, intervals: intervals))
            } else if let selector = NamedDay.selector(name, country: country) {
                result.days.append((selector, intervals))
            } else {
                result.unknown.append(name.isEmpty ? "\(entry)" : name)
            }
        }
        return result
    }

    static func hours(_ value: JSONValue?) -> CarrierHours {
        var entries: [JSONValue]
        switch value {
        case nil: return .notGiven
        case .array(let items)?: entries = items
        case .object(let members)?:
            guard case .array(let items)? = members["postalServices"] else { return .notGiven }
            entries = items
        case let other?: return .unreadable("\(other)", field: "openingHours")
        }
        if entries.isEmpty { return .notGiven }
        var week = OpenWeek()
        for entry in entries {
            var spec = RecordFields(entry)
            if spec.object["openDay"] != nil {
                guard let day = FieldText.weekday(spec.value("openDay")),
                    let interval = FieldText.interval(spec.value("openTime"), spec.value("closeTime"))
                else { return .unreadable("\(entry)", field: "openingHours.postalServices") }
                week.add(interval, weekday: day)
                continue
            }
            guard let day = FieldText.weekday(spec.value("day")) else {
                return .unreadable("\(entry)", field: "openingHours")
            }
            for (from, to) in [("from1", "to1"), ("from2", "to2"), ("from3", "to3")] where spec.object[from] != nil {
                guard let interval = FieldText.interval(spec.value(from), spec.value(to)) else {
                    return .unreadable("\(entry)", field: "openingHours")
                }
                week.add(interval, weekday: day)
            }
        }
        return week.isAlwaysOpen ? .alwaysOpen : .schedule(HoursSchedule(regular: week))
    }
}
