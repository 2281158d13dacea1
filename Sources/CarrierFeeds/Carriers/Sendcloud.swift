import Foundation
import Places

/// Sendcloud service points (`/api/v2/service-points`, a bare array, or one point): every
/// carrier Sendcloud ships with, coordinates as strings, hours as `formatted_opening_times`
/// (`"0"` = Monday … `"6"`, each a list of `"10:00 - 20:00"`).
enum Sendcloud: Carrier {
    static let name = "Sendcloud"
    static let signature = FeedSignature(
        strong: ["formatted_opening_times", "open_tomorrow", "open_upcoming_week", "shop_type"])
    static let recordPath = ["data"]
    static let idField = "id"
    static let coordinateField = "latitude"

    /// The key (`public:secret`) is sent as HTTP Basic authentication.
    static func authorize(_ request: inout FeedRequest, key: String) {
        request.headers.append("Authorization: Basic \(Data(key.utf8).base64EncodedString())")
    }

    static func point(from fields: inout RecordFields, context: inout RecordContext) -> CarrierPoint {
        var point = CarrierPoint()
        point.ownID = fields.string("id")
        point.name = fields.string("name")
        point.address = Address(
            street: fields.string("street"), houseNumber: fields.string("house_number"),
            postcode: fields.string("postal_code"), city: fields.string("city"),
            country: fields.string("country")?.uppercased())
        point.latitude = fields.number("latitude")
        point.longitude = fields.number("longitude")
        point.phone = fields.string("phone")
        point.website = fields.string("homepage")
        if let email = fields.string("email") { point.extra["email"] = .string(email) }
        let carrier = fields.string("carrier")
        if let carrier { point.extra["carrier"] = .string(carrier) }
        // Sendcloud is the aggregator: the point is its carrier's (`carrier`, named in
        // `extra_data.partner_name` when Sendcloud gives the name).
        let rawExtraData = fields.object["extra_data"]
        var extraData = fields.nested("extra_data")
        if let carrier, !carrier.isEmpty {
            let key = carrier.lowercased()
            point.operatingCarrier = (key, extraData.string("partner_name") ?? carrierNames[key] ?? carrier)
        }
        if case .object(let members)? = rawExtraData, !members.isEmpty { point.extra["extra_data"] = .object(members) }
        if let code = fields.string("code") { point.extra["code"] = .string(code) }
        point.category =
            switch fields.string("general_shop_type")?.lowercased() {
            case "locker"?: .parcelLocker
            case "post_office"?: .postOffice
            case "servicepoint"?: .shopCounter
            default: .pickupPoint
            }
        // `is_active` says the data is fresh, not that the point works (Sendcloud's changelog,
        // 6 January 2026): stale data is kept but cannot be chosen.
        if fields.flag("is_active") == false {
            point.status = .disabled(reason: StatusReason.notConfirmed.rawValue)
        } else if fields.flag("open_upcoming_week") == false {
            point.status = .closed(until: nil, reason: StatusReason.closedComingWeek.rawValue)
        }
        point.hours = hours(fields.nested("formatted_opening_times"))
        point.extra["formatted_opening_times"] = fields.value("formatted_opening_times")
        return point
    }

    /// The names of the carriers Sendcloud gives points of, by its `carrier` code.
    static let carrierNames = [
        "postnl": "PostNL", "dhl": "DHL", "dhl_express": "DHL Express", "dpd": "DPD", "ups": "UPS", "gls": "GLS",
        "bpost": "bpost", "colissimo": "Colissimo", "chronopost": "Chronopost", "mondial_relay": "Mondial Relay",
        "correos": "Correos", "correos_express": "Correos Express", "hermes": "Hermes", "evri": "Evri",
        "inpost": "InPost", "budbee": "Budbee", "homerr": "Homerr", "royal_mail": "Royal Mail",
        "poste_italiane":
            "Poste Italiane", "brt": "BRT", "seur": "SEUR", "postat": "Österreichische Post", "dhl_de": "DHL",
    ]

    static func hours(_ days: RecordFields) -> CarrierHours {
        guard !days.object.isEmpty else { return .notGiven }
        var week = OpenWeek()
        for (key, value) in days.object {
            // "0" is Monday, "6" Sunday.
            guard let weekday = Int(key), (0...6).contains(weekday) else {
                return .unreadable("\(key): \(value)", field: "formatted_opening_times")
            }
            let spans: [JSONValue] =
                switch value {
                case .array(let items): items
                case .null: []
                default: [value]
                }
            for span in spans {
                guard let text = RecordFields.text(of: span), let intervals = TimeRanges.intervals(text),
                    intervals.count == 1
                else { return .unreadable("\(span)", field: "formatted_opening_times.\(key)") }
                week.add(intervals[0], weekday: weekday)
            }
        }
        return week.isAlwaysOpen ? .alwaysOpen : .schedule(HoursSchedule(regular: week))
    }
}
