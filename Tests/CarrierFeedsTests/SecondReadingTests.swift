import Foundation
import Places
import Testing

@testable import CarrierFeeds

/// Real feeds outside the first fixtures (Tests/Fixtures/carriers/SOURCES.md): the town, not the
/// district or county; the aggregator's points under their own carrier; named special days; closures
/// written in words; GLS's Czech XML; another format's XML named, not taken for a cut file.
@Suite struct SecondReadingTests {
    @Test func smartpostiTownsAndHoursPastMidnight() throws {
        let estonia = try FeedFixtures.read("posti/smartposti-locationsEE-2023-07.json", today: "2023-07-31")
        let harbour = try #require(estonia.place("posti/101513203"))
        // `postalCodeName` TALLINN, not `municipality` HARJUMAA (the county).
        #expect(harbour.address.city == "Tallinn")
        #expect(harbour.openingHours == "Mo-Fr 06:00-01:00, Sa 06:00-21:00, Su 07:30-01:00")
        let latvia = try FeedFixtures.read("posti/smartposti-locationsLV-2023-07.json", today: "2023-07-31")
        #expect(latvia.places.contains { $0.address.city == "Liepāja" })
        #expect(latvia.places.allSatisfy { $0.address.city?.uppercased() != $0.address.city })
    }

    @Test func omnivaTownDistrictAndClosuresInWords() throws {
        let result = try FeedFixtures.read("omniva/locations-2018-11.json", today: "2018-08-25")
        // A Tallinn (or Kohtla-Järve) district is the suburb; the city is the town.
        let lasnamae = try #require(result.place("omniva/13694"))
        #expect(lasnamae.address.city == "Tallinn")
        #expect(lasnamae.properties["addr:suburb"]?.stringValue == "Lasnamäe linnaosa")
        // "Alates 01.09 alaliselt suletud": closed for good from 1 September.
        let essu = try #require(result.place("omniva/45394"))
        #expect(essu.openingHours == "Mo-Fr 10:00-14:00; 2018 Sep 01+ off")
        // "Haava pk on ajutiselt suletud" until 30.09.2018: closed now, until then.
        let haava = try #require(result.place("omniva/60501"))
        #expect(haava.openingHours?.hasSuffix("; 2018 Aug 02-2018 Sep 30 off") == true)
        #expect(haava.properties["pickup:status"]?.stringValue == "closed")
        #expect(haava.properties["pickup:status_until"]?.stringValue == "2018-09-30")
        // "Alates 01.03.18 suletud" (a two-digit year) through the field's end.
        #expect(result.place("omniva/94494")?.openingHours?.hasSuffix("2018 Mar 01-2018 Dec 31 off") == true)
        // An unreadable week beside a readable closure keeps the closure; the other days are unknown.
        #expect(result.place("omniva/13694")?.openingHours == "24/7 unknown; 2018 Aug 20 off")
        #expect(result.messages.contains { $0.contains("the days outside the dated hours") })
        // "ajutiselt avatud E,T,N,R 10:00-18:00": temporarily open, not closed.
        #expect(
            result.place("omniva/86701")?.openingHours?.contains("2018 Jun 01-2018 Aug 31 Mo,Tu 10:00-18:00") == true)
        // The permanent closure is the state from its first day.
        let later = try FeedFixtures.read("omniva/locations-2018-11.json", today: "2018-09-02")
        #expect(later.place("omniva/45394")?.properties["pickup:status"]?.stringValue == "disabled")
        #expect(later.place("omniva/45394")?.properties["pickup:status_reason"]?.stringValue == "closedForGood")
    }

    @Test(arguments: [
        ("Haava pk on ajutiselt suletud;lähim Raadi Pk", nil as String?, false),
        ("al 5.07 ajutiselt suletud", "5.07", false), ("alates 27.05 alaliselt suletud", "27.05", true),
        ("Alates 01.03.18 suletud;lähim Orissaare pk", "01.03.18", false),
        ("no 5.07 īslaicīgi slēgts", "5.07", false), ("nuo 5.07 laikinai uždaryta", "5.07", false),
        ("nuo 1.09 nuolat uždaryta", "1.09", true),
    ])
    func closureWords(_ text: String, _ from: String?, _ forGood: Bool) throws {
        let closure = try #require(OmnivaClosureText(text))
        #expect(closure.from == from)
        #expect(closure.forGood == forGood)
    }

    @Test func weeksAreNotClosures() {
        #expect(OmnivaClosureText("E-R 10:00-18:00;L,P suletud") == nil)
        #expect(OmnivaClosureText("20.08 suletud") == nil)
        #expect(OmnivaClosureText("1.08-20.08 ajutiselt suletud") == nil)
    }

    @Test func postNordSpecialDaysByName() throws {
        let result = try FeedFixtures.read("postnord/sthyregod-v5-nearest-byaddress-SE.json", today: "2021-10-25")
        #expect(
            result.place("postnord/376031")?.openingHours
                == "Mo-Fr 08:00-09:30,15:00-18:00; Oct 31-Nov 06 Sa off; Dec 24 off; Dec 25 off; Dec 26 off; "
                + "Dec 31 off; Jan 01 off; Jan 06 off")
        let stockholm = try FeedFixtures.read(
            "postnord/sthyregod-v5-nearest-bycoordinates-SE.json", today: "2021-10-25")
        #expect(stockholm.place("postnord/586273")?.openingHours?.contains("Dec 24 10:00-14:00") == true)
        #expect(NamedDay.selector("All Saints' Day", country: "DK") == "Nov 01-07 Su")
        #expect(NamedDay.selector("Midsommarafton", country: "SE") == "Jun 19-25 Fr")
        let unknown = FeedFixtures.read(
            #"{"servicePointInformationResponse": {"servicePoints": [{"servicePointId": "1", "name": "A", "#
                + #""visitingAddress": {"countryCode": "SE", "city": "Gislaved"}, "coordinates": [{"#
                + #""northing": 57.3, "easting": 13.5, "srId": "EPSG:4326"}], "openingHours": {"postalServices": "#
                + #"[{"openDay": "Monday", "openTime": "08:00", "closeDay": "Monday", "closeTime": "18:00"}], "#
                + #""specialDates": [{"reason": "Kanelbullens dag", "isClosed": true}]}}]}}"#, as: .postnord)
        #expect(unknown.place("postnord/1")?.openingHours == "Mo 08:00-18:00")
        #expect(unknown.messages.contains { $0.contains("Kanelbullens dag") })
    }

    @Test func aggregatorPointsAreTheirCarriers() throws {
        let result = try FeedFixtures.read("sendcloud/peterberkenbosch-service-points-list.json")
        let point = try #require(result.places.first)
        #expect(point.properties["carrier"]?.stringValue == "postnl")
        #expect(point.properties["carrier:name"]?.stringValue == "PostNL")
        #expect(point.properties["carrier:aggregator"]?.stringValue == "Sendcloud")
        #expect(point.id.hasPrefix("sendcloud/"))
    }

    @Test func glsCzechXML() throws {
        let result = try FeedFixtures.read("gls/atk14-getDropoffPoints-CZ.xml")
        #expect(result.report.errors.isEmpty, "\(result.messages)")
        let box = try #require(result.place("gls/CZ10000-PARCELLOCK07"))
        #expect(box.openingHours == "24/7")
        #expect(box.address.city == "Praha 10" && box.address.postcode == "10000")
        #expect(box.categories.first == "parcel_locker")
        let shop = FeedFixtures.read(
            """
            <DropoffData><Data><DropoffPoint ID="39301-X" Name="Elektro" Address="Myslotínská 2449" CtrCode="CZ"
             ZipCode="39301" CityName="Pelhřimov" IsParcelLocker="0" GeoLat="49.4139" GeoLng="15.22"
             Holidays="29.06.2026"><Openings><Openings Day="Monday" OpenHours="07:00-16:00" MidBreak="12:00-12:30"/>
            <Openings Day="Saturday" OpenHours="08:00-11:00" MidBreak=""/><Openings Day="Sunday" OpenHours=""
             MidBreak=""/></Openings></DropoffPoint></Data></DropoffData>
            """, as: .gls, today: "2026-06-29")
        let point = try #require(shop.place("gls/39301-X"))
        #expect(point.openingHours == "Mo 07:00-12:00,12:30-16:00; Sa 08:00-11:00; 2026 Jun 29 off")
        #expect(point.properties["pickup:status"]?.stringValue == "closed")
    }

    @Test func anotherXMLIsNamedNotTakenForACutFile() throws {
        let detected = DataFormat.detect(Array(#"<?xml version="1.0"?><Foo><a/></Foo>"#.utf8), pathExtension: "xml")
        guard case .failure(let error) = detected else {
            Issue.record("detected \(detected)")
            return
        }
        #expect(error.message.contains("root element is <Foo>"))
        #expect(!error.message.contains("truncat"))
        // XML read as a JSON carrier's feed is another format, not a download to fetch again.
        let misnamed = FeedFixtures.read(
            String(decoding: try FeedFixtures.data("gls/atk14-getDropoffPoints-CZ.xml"), as: UTF8.self), as: .inpost)
        #expect(misnamed.messages.contains { $0.contains("The file is XML, not InPost's JSON feed") })
        #expect(!misnamed.messages.contains { $0.contains("download it again") })
        #expect(
            try DataFormat.detect(FeedFixtures.data("gls/atk14-getDropoffPoints-CZ.xml"), pathExtension: "xml").get()
                == .carrier(.gls))
    }

    /// InPost's Global Points API. No recorded response exists in the public sources searched
    /// (SOURCES.md), so this page is written for the test from the API's documented members.
    @Test func inpostGlobalPointsAPI() throws {
        let page =
            #"{"count": 2, "page": 1, "perPage": 2, "totalPages": 1, "items": ["#
            + #"{"id": "GB00123", "type": "PARCEL_LOCKER", "country": "GB", "locationType": "OUTDOOR", "#
            + #""coordinates": {"latitude": 51.4631, "longitude": -0.0987}, "location247": true, "#
            + #""address": {"country": "GB", "city": "London", "postalCode": "SE5 8RS", "street": "Denmark Hill", "#
            + #""buildingNumber": "12"}, "description": {"content": "By the car park entrance", "translations": {}}, "#
            + #""operatingHours": {"customer": {}}}, "#
            + #"{"id": "GB00456", "type": "PUDO", "country": "GB", "coordinates": {"latitude": 51.47, "#
            + #""longitude": -0.1}, "location247": false, "address": {"city": "London", "postalCode": "SE5 9AA", "#
            + #""street": "Camberwell Road", "buildingNumber": "3"}, "operatingHours": {"customer": {"#
            + #""monday": [{"start": "08:00", "end": "20:00"}], "saturday": [{"start": "09:00", "end": "01:00"}], "#
            + #""sunday": []}}}]}"#
        #expect(try DataFormat.detect(Array(page.utf8), pathExtension: "json").get() == .carrier(.inpost))
        let result = FeedFixtures.read(page, as: .inpost)
        #expect(result.report.errors.isEmpty, "\(result.messages)")
        let locker = try #require(result.place("inpost/GB00123"))
        #expect(locker.name == "InPost Locker GB00123")
        #expect(locker.openingHours == "24/7")
        #expect(locker.address.singleLine == "12 Denmark Hill, London SE5 8RS")
        #expect(locker.properties["description"]?.stringValue == "By the car park entrance")
        let shop = try #require(result.place("inpost/GB00456"))
        // Saturday runs past midnight into a closed Sunday: nothing to keep, normal rules.
        #expect(shop.openingHours == "Mo 08:00-20:00; Sa 09:00-01:00")
        #expect(shop.categories.first == "pickup_point")
    }
}
