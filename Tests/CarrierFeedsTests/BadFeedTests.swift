import CarrierFeeds
import Foundation
import PlaceReaders
import Places
import Testing

/// The feeds shops complain about: nulls, numbers as strings, comma decimals, swapped or zero
/// coordinates, points sent twice, broken diacritics, 24/7 written five ways, a page cut short.
/// Each gets a clear message naming the record, and every good record is kept.
@Suite struct BadFeedTests {
    /// One Sendcloud point: a good one with some members replaced (JSON texts, or `nil` to leave out).
    private func sendcloud(_ overrides: [String: String?] = [:], id: Int = 1) -> String {
        var members: [String: String?] = [
            "id": "\(id)", "name": "\"Kiosk \(id)\"", "street": "\"Main\"", "house_number": "\"1\"",
            "postal_code": "\"1011AA\"", "city": "\"Amsterdam\"", "country": "\"NL\"", "latitude": "\"52.37\"",
            "longitude": "\"4.89\"", "is_active": "true", "formatted_opening_times": #"{"0": ["08:00 - 18:00"]}"#,
        ]
        for (key, value) in overrides { members[key] = value }
        let pairs = members.sorted { $0.key < $1.key }.compactMap { key, value in value.map { "\"\(key)\": \($0)" } }
        return "{" + pairs.joined(separator: ", ") + "}"
    }

    @Test func numbersAsStringsCommaDecimalsAndNulls() {
        let text =
            "[" + sendcloud(["latitude": #""52,37""#, "longitude": "4.89", "phone": "null", "email": #""""#]) + "]"
        let result = FeedFixtures.read(text, as: .sendcloud)
        let place = result.places.first
        #expect(place?.coordinate.latitude == 52.37 && place?.coordinate.longitude == 4.89)
        #expect(place?.phone == nil)
        #expect(result.report.diagnostics.isEmpty, "\(result.messages)")
    }

    @Test func missingZeroOffGlobeAndSwappedCoordinates() {
        let text =
            "["
            + [
                sendcloud(["latitude": "null"], id: 1), sendcloud(["latitude": #""0""#, "longitude": #""0""#], id: 2),
                sendcloud(["latitude": #""152.3""#, "longitude": #""400""#], id: 3),
                sendcloud(["latitude": #""4.89""#, "longitude": #""52.37""#], id: 4), sendcloud(id: 5),
            ].joined(separator: ",") + "]"
        let result = FeedFixtures.read(text, as: .sendcloud)
        #expect(result.places.map(\.id) == ["sendcloud/4", "sendcloud/5"])
        #expect(result.place("sendcloud/4")?.coordinate.latitude == 52.37)  // swapped back: NL is at 52° N
        let messages = result.messages.joined(separator: "\n")
        #expect(messages.contains("record #0 (sendcloud/1)") && messages.contains("no coordinates"))
        #expect(messages.contains("record #1 (sendcloud/2)") && messages.contains("(0, 0)"))
        #expect(messages.contains("record #2 (sendcloud/3)") && messages.contains("off the globe"))
        #expect(messages.contains("record #3 (sendcloud/4)") && messages.contains("swapped"))
        #expect(result.report.counts.skipped == 3)
    }

    @Test func aPointSentTwiceIsKeptOnceAndTwoPointsWithOneIDAreAnError() {
        let text =
            "["
            + [sendcloud(id: 7), sendcloud(id: 7), sendcloud(["name": #""Other""#], id: 7)]
            .joined(separator: ",") + "]"
        let result = FeedFixtures.read(text, as: .sendcloud)
        #expect(result.places.count == 1)
        #expect(result.report.warnings.count == 1 && result.report.errors.count == 1, "\(result.messages)")
    }

    @Test func brokenDiacriticsAreMended() throws {
        // "Kraków" whose UTF-8 was read as Windows-1252 once: "KrakÃ³w".
        let doubled = "Krak\u{C3}\u{B3}w"
        let text = "[" + sendcloud(["city": "\"\(doubled)\"", "name": "\"\(doubled) kiosk\""]) + "]"
        let result = FeedFixtures.read(text, as: .sendcloud)
        let place = try #require(result.places.first)
        #expect(place.name == "Kraków kiosk")
        #expect(place.address.city == "Kraków")
        #expect(result.report.warnings.count == 2)
        // A whole feed in Windows-1252: "Pärnu" with ä as the byte 0xE4.
        var latin = Array(
            #"[{"ZIP":"1","NAME":"P"#.utf8)
        latin.append(0xE4)
        latin += Array(
            #"rnu pakiautomaat","TYPE":"0","A0_NAME":"EE","X_COORDINATE":"24.5","Y_COORDINATE":"58.38"}]"#.utf8)
        let latinResult = FeedReader.read(Data(latin), format: .carrier(.omniva), today: "2026-12-07")
        #expect(latinResult.places.first?.name == "Pärnu pakiautomaat")
        #expect(latinResult.messages.contains { $0.contains("not UTF-8") })
        // A name that only looks doubled stays as it is.
        #expect(
            FeedFixtures.read("[" + sendcloud(["name": #""Åland Ä""#]) + "]", as: .sendcloud).places.first?.name
                == "Åland Ä")
    }

    @Test(arguments: [
        #"{"location_247": true}"#, #"{"opening_hours": "24/7"}"#, #"{"opening_hours": "24h"}"#,
        #"{"opening_hours": "całodobowo"}"#, #"{"opening_hours": "PN-ND 00:00-24:00"}"#,
        #"{"opening_hours": "Pn-Nd 0:00-0:00"}"#, #"{"opening_hours": "NONSTOP"}"#,
    ])
    func allDayWrittenManyWays(_ members: String) throws {
        let extra = String(members.dropFirst().dropLast())
        let text =
            #"{"name": "KRA01M", "type": ["parcel_locker"], "location": {"latitude": 50.06, "longitude": 19.94}, "#
            + extra + "}"
        let place = try #require(FeedFixtures.read(text, as: .inpost).places.first)
        #expect(place.openingHours == "24/7")
    }

    @Test func unreadableHoursAreUnknownNotClosed() throws {
        let text =
            #"{"name": "KRA02M", "location": {"latitude": 50.06, "longitude": 19.94}, "opening_hours": "zależnie od sklepu"}"#
        let result = FeedFixtures.read(text, as: .inpost)
        let place = try #require(result.places.first)
        #expect(place.openingHours == nil)
        let warning = try #require(result.report.warnings.first)
        #expect(warning.description.contains("inpost/KRA02M"))
        #expect(warning.description.contains("zależnie od sklepu"))
        #expect(warning.location.field == "opening_hours")
    }

    @Test func aPageCutShortKeepsItsWholeRecords() throws {
        let full = try String(
            contentsOf: FeedFixtures.folder.appendingPathComponent("gls/answear-deliverypoints-SI.json"),
            encoding: .utf8)
        // Cut in the middle of the fourth point.
        let cut = try #require(full.range(of: #""id": "1000-PETROL26""#) ?? full.range(of: "1000-PETROL26"))
        let truncated = String(full[..<cut.lowerBound])
        let result = FeedFixtures.read(truncated, as: .gls)
        #expect(result.places.count >= 3)
        let error = try #require(result.report.errors.last)
        #expect(error.description.contains("whole record"))
        #expect(error.location.line != nil)
    }

    @Test func notAFeedOfThatCarrier() {
        let result = FeedFixtures.read(#"{"servicePointInformationResponse": {"compositeFault": {}}}"#, as: .postnord)
        #expect(result.places.isEmpty)
        #expect(result.report.errors.first?.message.contains("PostNord") == true)
        let notAnObject = FeedFixtures.read("[1, \"two\"]", as: .sendcloud)
        #expect(notAnObject.report.errors.count == 2)
        #expect(notAnObject.messages.first?.contains("record #0") == true)
    }

    @Test func statusesBecomeTheFourStates() throws {
        func status(_ code: String) throws -> String? {
            let text = #"{"name": "KRA03M", "status": "\#(code)", "location": {"latitude": 50.06, "longitude": 19.94}}"#
            return try #require(FeedFixtures.read(text, as: .inpost).places.first).properties[Unavailability.statusKey]?
                .stringValue
        }
        #expect(try status("Operating") == nil)
        #expect(try status("Overloaded") == "full")
        #expect(try status("NonOperating") == "closed")
        #expect(try status("Disabled") == "disabled")
        #expect(try status("Removed") == "disabled")
        let unknown = FeedFixtures.read(
            #"{"name": "KRA04M", "status": "Sleeping", "location": {"latitude": 50.06, "longitude": 19.94}}"#,
            as: .inpost)
        #expect(unknown.report.warnings.first?.message.contains("Sleeping") == true)
    }
}

/// A paged API's pages saved one after another read as one feed.
@Suite struct PagedFeedTests {
    @Test func pagesOneAfterAnotherAreOneFeed() throws {
        func page(_ number: Int, _ names: [String]) -> String {
            let items = names.map { name in
                #"{"name": "\#(name)", "type": ["parcel_locker"], "location": {"latitude": 50.06, "longitude": 19.94}, "location_247": true}"#
            }
            return #"{"count": 3, "page": \#(number), "per_page": 2, "total_pages": 2, "items": ["#
                + items.joined(separator: ",") + "]}"
        }
        let result = FeedFixtures.read(page(1, ["KRA01M", "KRA02M"]) + "\n" + page(2, ["KRA03M"]), as: .inpost)
        #expect(result.places.map(\.id) == ["inpost/KRA01M", "inpost/KRA02M", "inpost/KRA03M"])
        #expect(result.report.diagnostics.isEmpty, "\(result.messages)")
        // The second page cut short: the first page's points and the whole ones of the second are kept.
        let cut = FeedFixtures.read(
            page(1, ["KRA01M", "KRA02M"]) + page(2, ["KRA03M", "KRA04M"]).dropLast(40), as: .inpost)
        #expect(cut.places.map(\.id) == ["inpost/KRA01M", "inpost/KRA02M", "inpost/KRA03M"])
        #expect(cut.report.errors.first?.message.contains("3 whole record") == true)
    }
}
