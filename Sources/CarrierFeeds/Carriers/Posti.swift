import Foundation
import Places

/// Posti pickup points (Finland): the location service (`{"locations": [...]}`, names and addresses
/// per language `{"fi", "sv", "en"}`) and the same records flattened to one language. Hours are
/// `openingTimes` (`weekday` "1" = Monday, `timeFrom`, `timeTo`; `00:00` closes at midnight), else
/// the Finnish `availability` text (`ma-pe 8.00 - 20.00, la 10.00 - 15.00`, `24h`), else the compact
/// `V0730-2200L0730-2200S0900-2200` (weekdays, Saturday, Sunday).
enum Posti: Carrier {
    static let name = "Posti"
    static let signature = FeedSignature(strong: ["pupCode", "publicName", "labelName", "routingServiceCode"])
    static let recordPath = ["locations"]
    static let idField = "pupCode"
    static let coordinateField = "location"

    /// The largest Posti parcel locker compartment: 70 × 40 × 40 cm (Posti's published sizes).
    static let lockerSides: [Double] = [70, 40, 40]

    static func point(from fields: inout RecordFields, context: inout RecordContext) -> CarrierPoint {
        var point = CarrierPoint()
        point.ownID = fields.string("pupCode") ?? fields.string("id")
        if let id = fields.string("id") { point.extra["id"] = .string(id) }
        point.name = localized(fields.value("publicName"))
        point.directions = localized(fields.value("locationName"))
        if let info = localized(fields.value("additionalInfo")) { point.extra["additionalInfo"] = .string(info) }
        var address = RecordFields(localizedObject(fields.value("address")))
        point.address = Address(
            street: address.string("streetName") ?? address.string("address"),
            houseNumber: address.string("streetName") == nil ? nil : address.string("streetNumber"),
            postcode: address.string("postalCode") ?? fields.string("postalCode"),
            // The postal town (TALLINN), not the municipality, which is a county in Estonia (HARJUMAA).
            city: (address.string("postalCodeName") ?? address.string("municipality")).map(Posti.titleCased),
            country: fields.string("countryCode")?.uppercased() ?? "FI")
        var location = fields.nested("location")
        point.latitude = location.number("lat")
        point.longitude = location.number("lon")
        let type = fields.string("type")?.uppercased()
        point.category =
            switch type {
            case "SMARTPOST"?, "LOCKER"?, "PARCELLOCKER"?: .parcelLocker
            case "POSTOFFICE"?: .postOffice
            case "PICKUPPOINT"?, "AGENCY"?: .shopCounter
            default: .pickupPoint
            }
        if let type { point.extra["type"] = .string(type) }
        if point.category == .parcelLocker { point.maxSidesCentimetres = lockerSides }
        if let access = fields.flag("wheelChairAccess") { point.wheelchair = access ? .yes : .no }
        point.phone = fields.string("customerServicePhoneNumber")
        let availability = fields.string("availability")
        if let availability { point.extra["availability"] = .string(availability) }
        point.hours = hours(fields.array("openingTimes"), availability: availability)
        return point
    }

    /// A name the feed writes in capitals (`TALLINN`, `KOHTLA-JÄRVE`) as it is written in a sentence;
    /// a name already in mixed case as it is.
    static func titleCased(_ name: String) -> String {
        guard name == name.uppercased(), name.contains(where: \.isLetter) else { return name }
        return name.lowercased().capitalized
    }

    /// A text given per language: Finnish first, then Swedish and English; or a plain text.
    static func localized(_ value: JSONValue?) -> String? {
        guard let value else { return nil }
        if case .object(let languages) = value {
            for code in ["fi", "sv", "en"] {
                if let text = languages[code].flatMap(RecordFields.text(of:)) { return text }
            }
            return nil
        }
        return RecordFields.text(of: value)
    }

    private static func localizedObject(_ value: JSONValue?) -> JSONValue? {
        if case .object(let members)? = value, case .object? = members["fi"] { return members["fi"] }
        return value
    }

    static func hours(_ times: [JSONValue], availability: String?) -> CarrierHours {
        if !times.isEmpty {
            var week = OpenWeek()
            for entry in times {
                var spec = RecordFields(entry)
                guard let weekday = FieldText.weekday(spec.value("weekday")),
                    let interval = FieldText.interval(
                        spec.value("timeFrom") ?? spec.value("timeFromWithPoint"),
                        spec.value("timeTo") ?? spec.value("timeToWithPoint"))
                else { return .unreadable("\(entry)", field: "openingTimes") }
                week.add(interval, weekday: weekday)
            }
            return week.isAlwaysOpen ? .alwaysOpen : .schedule(HoursSchedule(regular: week))
        }
        guard let availability else { return .notGiven }
        if let compact = compactWeek(availability) { return compact }
        switch HoursText(languages: [.finnish, .swedish, .english]).week(availability) {
        case .unreadable(let text, _): return .unreadable(text, field: "availability")
        case let hours: return hours
        }
    }

    /// `V0730-2200L0730-2200S0900-2200`: V the weekdays (Monday–Friday), L Saturday, S Sunday, each
    /// with HHMM-HHMM; a letter left out is a closed day.
    static func compactWeek(_ text: String) -> CarrierHours? {
        let characters = Array(text.filter { $0 != " " })
        guard characters.count >= 10, "VLS".contains(characters[0]) else { return nil }
        var week = OpenWeek()
        var index = 0
        while index < characters.count {
            let days: [Int]
            switch characters[index] {
            case "V": days = Array(0..<5)
            case "L": days = [5]
            case "S": days = [6]
            default: return nil
            }
            guard index + 10 <= characters.count, characters[index + 5] == "-" else { return nil }
            let from = String(characters[(index + 1)..<(index + 5)])
            let to = String(characters[(index + 6)..<(index + 10)])
            guard let interval = FieldText.interval(.string(from), .string(to)) else { return nil }
            for day in days { week.add(interval, weekday: day) }
            index += 10
        }
        return week.isAlwaysOpen ? .alwaysOpen : .schedule(HoursSchedule(regular: week))
    }
}
