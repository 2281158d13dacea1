import CarrierFeeds
import Foundation
import Geodesy
import PlaceReaders
import Places
import Testing

/// Each carrier's recorded responses read as a shop would get them: ids, names, points,
/// addresses, hours, states, sizes and the carrier's other fields kept.
@Suite struct RecordedFeedTests {
    @Test func inpostPageAndSinglePoints() throws {
        let page = try FeedFixtures.read("inpost/points-page.json")
        #expect(page.report.diagnostics.isEmpty, "\(page.messages)")
        let locker = try #require(page.place("inpost/KZY01A"))
        #expect(locker.name == "Paczkomat KZY01A")
        #expect(locker.coordinate.latitude == 49.84569 && locker.coordinate.longitude == 19.17134)
        #expect(locker.address.singleLine == "Gajowa 27, 43-340 Kozy")
        #expect(locker.openingHours == "24/7")
        #expect(locker.categories.first == "parcel_locker")
        #expect(locker.wheelchair == .yes)  // easy_access_zone
        #expect(locker.properties["inpost:agency"] == .string("BBA"))
        #expect(locker.properties["inpost:physical_type_mapped"] == .string("003"))
        #expect(locker.properties["carrier:ref"] == .string("KZY01A"))
        #expect(
            locker.properties[Unavailability.maxParcelKey]
                == .object([
                    "weight_kg": .number(25), "length_cm": .number(64), "width_cm": .number(41),
                    "height_cm": .number(38),
                ]))

        let shop = try #require(try FeedFixtures.read("inpost/point-MALPKA2032.json").place("inpost/MALPKA2032"))
        // "PN-PT 07:00-00:00 SB 07:00-00:00 ND 07:00-00:00": a 00:00 close is midnight.
        #expect(shop.openingHours == "Mo-Su 07:00-24:00")
        #expect(shop.categories.first == "pickup_point")
        #expect(shop.properties["inpost:opening_hours"] == .string("PN-PT 07:00-00:00 SB 07:00-00:00 ND 07:00-00:00"))

        let old = try #require(try FeedFixtures.read("inpost/point-WAW07AP.json").places.first)
        #expect(old.openingHours == nil)  // `opening_hours: null`: unknown, not closed
        #expect(try FeedFixtures.read("inpost/points-page-empty.json").places.isEmpty)
    }

    @Test func dhlServicePointsClosuresAndLockerLoad() throws {
        let result = try FeedFixtures.read("dhl/find-by-address.json", today: "2024-08-10")
        #expect(result.places.count == 7)
        #expect(result.report.errors.isEmpty, "\(result.messages)")
        let split = try #require(result.place("dhl/8055-ES-0005984"))
        #expect(split.openingHours == "Mo-Fr 09:30-13:30,16:30-19:30; Sa 10:00-14:00")
        #expect(split.address.street == "CARRER JOAN I" && split.address.houseNumber == "8")
        #expect(split.wheelchair == .yes)  // "handicapped-access"
        #expect(split.categories.first == "pickup_point")
        // The express network's id of the same point is kept beside the parcel id.
        #expect(split.properties["dhl:location.ids"] != nil)
        let holiday = try #require(result.place("dhl/8055-ES-0004079"))
        #expect(holiday.openingHours?.hasSuffix("; 2024 Aug 02-2024 Aug 25 off") == true)
        // On 10 August the holiday closure is in force: closed until its last day, with DHL's word.
        #expect(holiday.properties[Unavailability.statusKey] == .string("closed"))
        #expect(holiday.properties[Unavailability.untilKey] == .string("2024-08-25"))
        #expect(holiday.properties[Unavailability.reasonKey] == .string("holiday"))

        let documented = try FeedFixtures.read("dhl/doc-example-find-by-address.json", today: "2026-12-07")
        let packstation = try #require(documented.place("dhl/8007-420095227"))
        #expect(packstation.categories.first == "parcel_locker")
        #expect(packstation.name == "DHL Packstation 227")
        let busy = try #require(packstation.properties[Unavailability.busyDaysKey]?.stringValue)
        #expect(!busy.isEmpty)
        #expect(Unavailability.busyWeekdays(of: packstation).allSatisfy { (1...7).contains($0) })
    }

    @Test func omnivaTextHoursWithDatesAndStates() throws {
        let result = try FeedFixtures.read("omniva/locations.json")
        #expect(result.places.count == 22)
        #expect(result.report.errors.isEmpty, "\(result.messages)")
        let office = try #require(result.place("omniva/69494"))
        // "Alates 21.06.2021: E,T,K,N,R 09:00-17:00 L 09:00-14:00;P SULETUD": from that day on; before it
        // the feed says nothing, so the hours are unknown there, not closed.
        #expect(
            office.openingHours
                == "24/7 unknown; 2021 Jun 21+ off; 2021 Jun 21+: Mo-Fr 09:00-17:00; 2021 Jun 21+: Sa 09:00-14:00")
        #expect(office.categories.first == "post_office")
        // X_COORDINATE is the longitude.
        #expect(
            abs(office.coordinate.longitude - 25.353927) < 1e-9 && abs(office.coordinate.latitude - 58.126151) < 1e-9)
        let locker = try #require(result.place("omniva/96243"))
        #expect(locker.openingHours == nil)  // no hours given: unknown
        #expect(locker.categories.first == "parcel_locker")
        #expect(locker.properties[Unavailability.capacityKey] == .string("low"))  // "(Pikem ooteaeg)"
        let overfilled = try #require(result.place("omniva/55507"))
        #expect(overfilled.properties[Unavailability.capacityKey] == .string("none"))  // "(PERPILDYTAS)"
        let wheelchair = try #require(result.place("omniva/75095"))
        #expect(wheelchair.wheelchair == .yes)  // ";Ligipääs ratastooliga"
        #expect(wheelchair.openingHours == "Mo-Fr 09:00-12:30,13:00-17:00; 2021 Jul 12-2021 Aug 06 off")
    }

    @Test func packetaJSONAndXMLAgree() throws {
        let json = try FeedFixtures.read("packeta/branches.json")
        let xml = try FeedFixtures.read("packeta/branches.xml")
        #expect(json.report.errors.isEmpty && xml.report.errors.isEmpty, "\(json.messages) \(xml.messages)")
        let fromJSON = try #require(json.place("packeta/46"))
        let fromXML = try #require(xml.place("packeta/46"))
        #expect(fromJSON.name == fromXML.name && fromJSON.coordinate == fromXML.coordinate)
        #expect(fromJSON.openingHours?.hasPrefix("Mo-Th 08:00-17:30; Fr 08:00-16:45") == true)
        #expect(fromJSON.address.postcode == "612 00" && fromJSON.address.country == "CZ")
        #expect(fromJSON.wheelchair == .no)
        #expect(fromJSON.properties[Unavailability.maxParcelKey] == .object(["weight_kg": .number(5)]))
        // The XML's exceptions close three dates.
        #expect(fromXML.openingHours?.hasSuffix("2023 Nov 17 off; 2023 Nov 18 off; 2023 Nov 19 off") == true)

        let closed = try #require(try FeedFixtures.read("packeta/branch-closed.xml").places.first)
        #expect(closed.properties[Unavailability.statusKey] == .string("disabled"))
        #expect(closed.properties[Unavailability.reasonKey] == .string("Trvale uzavřeno"))
    }

    @Test func sendcloudPostNordGLSPosti() throws {
        let sendcloud = try #require(
            try FeedFixtures.read("sendcloud/doc-example-retrieve-service-point.json").places.first)
        #expect(sendcloud.id == "sendcloud/26")
        // "0" is Monday; "3" is [] (closed); two ranges make a lunch break.
        #expect(
            sendcloud.openingHours == "Mo 13:30-17:15; Tu,We 09:00-12:00,13:30-17:15; Fr,Sa 09:00-12:00,13:30-17:15")
        #expect(sendcloud.coordinate.latitude == 51.4404)

        let postnord = try FeedFixtures.read("postnord/epinova-v1-servicepoints-with-duplicate-NO.json")
        #expect(postnord.places.count == 4)
        #expect(postnord.report.errors.isEmpty)
        #expect(postnord.report.warnings.count == 1)  // the point sent twice is kept once
        let extra = try #require(
            postnord.places.first { $0.name == "EXTRA HAUGERUD SENTER" }
                ?? (try FeedFixtures.read("postnord/epinova-v1-servicepoints-NO.json").place("postnord/3755659")))
        #expect(extra.openingHours?.contains("07:00-23:00") == true)

        let gls = try FeedFixtures.read("gls/answear-deliverypoints-SI.json")
        #expect(gls.places.count == 16)
        #expect(try #require(gls.place("gls/1000-PETROL08")).openingHours == "24/7")  // 00:00-24:00 every day
        #expect(try #require(gls.place("gls/1000-PETROL27")).openingHours == "Mo-Fr 06:00-22:00; Sa,Su 07:00-21:00")
        #expect(try #require(gls.place("gls/1000-PARCELLOCK16")).categories.first == "parcel_locker")
        let legacy = try FeedFixtures.read("gls/answear-psmap-getlist-SI.json")
        #expect(legacy.places.count == 22)
        #expect(try #require(legacy.place("gls/1000-PETROL08")).openingHours == nil)  // hours come separately

        let posti = try FeedFixtures.read("posti/itella-woocommerce-locationsFI-sample.json")
        #expect(posti.places.count == 9)
        let station = try #require(posti.place("posti/001043208"))
        #expect(station.openingHours == "Mo-Su 04:30-24:00")  // "timeTo": "00:00" closes at midnight
        let raw = try #require(try FeedFixtures.read("posti/andersinno-location-v2-turku.json").places.first)
        #expect(raw.name == "Posti, Keskusta" && raw.address.city == "Turku")
        #expect(raw.openingHours == "Mo-Fr 08:00-20:00; Sa 10:00-15:00")
    }

    /// Every field of a record that no typed field holds is kept, so `convert` loses nothing.
    @Test func nothingIsLost() throws {
        let bytes = try FeedFixtures.data("inpost/points-page.json")
        guard case .object(let page) = try JSONValue.parse(utf8: bytes).get(), case .array(let items)? = page["items"],
            case .object(let record)? = items.first
        else { throw CancellationError() }
        let place = try #require(try FeedFixtures.read("inpost/points-page.json").places.first)
        // Given back verbatim by the typed fields: the id, the point, the address, the directions.
        let mapped: Set<String> = [
            "name", "location", "address_details", "location_description", "location_description_1",
            "location_description_2", "phone_number",
        ]
        for key in record.keys where !mapped.contains(key) {
            #expect(place.properties["inpost:\(key)"] == record[key], "inpost:\(key) not kept")
        }
    }
}
