import Places

/// PostNord service points (`{"servicePointInformationResponse": {"servicePoints": [...]}}`), in the
/// shapes its API versions send: `coordinate` or `coordinates[]` (`northing` is the latitude when
/// `srId` is EPSG:4326), and hours as `{"day": "MO", "from1": "0700", "to1": "2300"}` (HHMM or
/// HH:MM, a second range in `from2`/`to2`) or `{"postalServices": [{"openDay", "openTime",
/// "closeDay", "closeTime"}]}`.
enum PostNordReader: CarrierRecordReader {
    static let recordPath = ["servicePointInformationResponse", "servicePoints"]
    static let idField = "servicePointId"
    static let coordinateField = "coordinates"

    static func point(from fields: inout RecordFields, context: inout RecordContext) -> PickupPoint {
        var point = PickupPoint()
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
        point.extra["openingHours"] = fields.object["openingHours"]
        return point
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
        var week = WeekTable()
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
