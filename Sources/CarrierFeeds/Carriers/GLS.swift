import Places

/// GLS parcel shops and lockers, in the two shapes GLS's map services publish: the delivery-points
/// feed (`{"items": [{"id", "contact", "location": [lat, lng], "hours": [[1, "08:00", "18:00"]], "type"}]}`)
/// and the older list (`[{"pclshopid", "geolat", "geolng", "isparcellocker": "t", "holidaystarts"}]`),
/// whose hours, when present, are `openings` of `{"day": "monday", "open": "08:00-18:00", "midbreak"}`;
/// and the Czech and Slovak `getDropoffPoints` XML (`<DropoffData><Data><DropoffPoint ID="…" Name="…"
/// GeoLat="…">` with `<Openings><Openings Day="Monday" OpenHours="08:00-18:00" MidBreak=""/>`), whose
/// names are lower-cased (`geolat`, `openings`) as in the JSON list.
enum GLS: Carrier {
    static let name = "GLS"
    static let signature = FeedSignature(
        strong: ["goldId", "pclshopid", "isparcellocker", "pcl_pickup_time", "lockerSaturation", "hasWheelchairAccess"])
    static let xml: CarrierXML.Shape? = CarrierXML.Shape(
        record: "DropoffPoint", list: "DropoffData", lowercased: true, root: "DropoffData",
        markers: ["<DropoffData", "<DropoffPoint"], description: "a GLS feed, <DropoffData><Data><DropoffPoint …>")
    static let recordPath = ["items"]
    static let idField = "id"
    static let coordinateField = "location"

    static func point(from fields: inout RecordFields, context: inout RecordContext) -> CarrierPoint {
        var point = CarrierPoint()
        point.ownID = fields.string("id", "pclshopid", "parcelShopId", "ParcelShopId")
        point.name = fields.string("name")
        var contact = fields.nested("contact")
        let (street, number) = AddressText.splitHouseNumber(contact.string("address") ?? fields.string("address"))
        point.address = Address(
            street: street, houseNumber: number, postcode: contact.string("postalCode") ?? fields.string("zipcode"),
            city: contact.string("city") ?? fields.string("city", "cityname"),
            country: (contact.string("countryCode") ?? fields.string("ctrcode"))?.uppercased())
        point.phone = contact.string("phone") ?? fields.string("phone")
        point.website = contact.string("web") ?? fields.string("vendor_url")
        for (key, value) in contact.leftovers { point.extra["contact.\(key)"] = value }
        let location = fields.array("location")
        if location.count == 2 {
            point.latitude = RecordFields.number(of: location[0])
            point.longitude = RecordFields.number(of: location[1])
        } else {
            point.latitude = fields.number("geolat")
            point.longitude = fields.number("geolng")
        }
        let locker = fields.string("type")?.lowercased() == "parcel-locker" || fields.flag("isparcellocker") == true
        point.category = locker ? .parcelLocker : .shopCounter
        let features = fields.array("features").compactMap(RecordFields.text(of:))
        if !features.isEmpty { point.extra["features"] = .array(features.map(JSONValue.string)) }
        if features.contains("wheelchairAccess") || fields.flag("hasWheelchairAccess") == true {
            point.wheelchair = .yes
        } else if fields.object["hasWheelchairAccess"] != nil {
            point.wheelchair = .no
        }
        switch fields.string("lockerSaturation")?.lowercased() {
        case "outoforder"?: point.status = .disabled(reason: StatusReason.outOfOrder.rawValue)
        case "full"?, "highvolume"?: point.capacity = "none"
        case "lowvolume"?: point.capacity = "high"
        case "mediumvolume"?, "medium"?: point.capacity = "low"
        case let other?: point.extra["lockerSaturation"] = .string(other)
        case nil: break
        }
        if !features.isEmpty, fields.object["features"] != nil, !features.contains("delivery"),
            !features.contains("pickup")
        {
            point.status = .disabled(reason: StatusReason.noPickup.rawValue)
        }
        var schedule = HoursSchedule()
        if let first = FieldText.date(fields.value("holidaystarts")) {
            let last = FieldText.date(fields.value("holidayends")) ?? first
            schedule.closures.append((first, max(first, last)))
            if first <= context.today, context.today <= last {
                point.status = .closed(until: last.description, reason: "holiday")
            }
        }
        // The Czech and Slovak XML: `Holidays="29.06.2026"` (days closed, several joined by commas).
        for text in (fields.string("holidays") ?? "").split(whereSeparator: { $0 == "," || $0 == ";" }) {
            guard let day = FieldText.date(String(text).trimmingBlanks) else {
                context.warn("A holiday that is not a date is left out: \(text).", field: "Holidays")
                continue
            }
            schedule.closures.append((day, day))
            if day == context.today {
                point.status = .closed(until: day.description, reason: StatusReason.holiday.rawValue)
            }
        }
        // The XML nests each day as <Openings><Openings Day="…" OpenHours="…" MidBreak="…"/>.
        var openings = fields.array("openings")
        if openings.count == 1, case .object(let inner) = openings[0], inner.count == 1,
            let days = inner["openings"]
        {
            if case .array(let items) = days { openings = items } else { openings = [days] }
        }
        point.hours = hours(fields.array("hours"), openings: openings, schedule: schedule)
        return point
    }

    static func hours(_ tuples: [JSONValue], openings: [JSONValue], schedule: HoursSchedule) -> CarrierHours {
        var week = OpenWeek()
        if !tuples.isEmpty {
            for tuple in tuples {
                // [weekday 1…7, opens, closes] or with a lunch break [weekday, opens, closes, breakStart, breakEnd].
                guard case .array(let parts) = tuple, parts.count == 3 || parts.count == 5,
                    let weekday = FieldText.weekday(parts[0])
                else { return .unreadable("\(tuple)", field: "hours") }
                if case .null = parts[1] { continue }
                guard let interval = FieldText.interval(parts[1], parts[2]) else {
                    return .unreadable("\(tuple)", field: "hours")
                }
                if parts.count == 5, let lunch = FieldText.interval(parts[3], parts[4]) {
                    for piece in [(interval.start, lunch.start), (lunch.end, interval.end)] {
                        if piece.0 < piece.1, let part = OpenInterval(start: piece.0, end: piece.1) {
                            week.add(part, weekday: weekday)
                        }
                    }
                } else {
                    week.add(interval, weekday: weekday)
                }
            }
        } else if !openings.isEmpty {
            for opening in openings {
                var day = RecordFields(opening)
                guard let weekday = FieldText.weekday(day.value("day")) else {
                    return .unreadable("\(opening)", field: "openings")
                }
                guard let text = day.string("open", "openhours") else { continue }
                guard let intervals = TimeRanges.intervals(text) else {
                    return .unreadable(text, field: "openings")
                }
                var pieces = intervals
                if let lunchText = day.string("midbreak"), let lunch = TimeRanges.intervals(lunchText)?.first,
                    let whole = intervals.first, intervals.count == 1
                {
                    pieces = [(whole.start, lunch.start), (lunch.end, whole.end)].compactMap { piece in
                        piece.0 < piece.1 ? OpenInterval(start: piece.0, end: piece.1) : nil
                    }
                }
                for interval in pieces { week.add(interval, weekday: weekday) }
            }
        } else {
            return schedule.closures.isEmpty ? .notGiven : .schedule(schedule)
        }
        if week.isAlwaysOpen, schedule.closures.isEmpty { return .alwaysOpen }
        var schedule = schedule
        schedule.regular = week
        return .schedule(schedule)
    }
}
