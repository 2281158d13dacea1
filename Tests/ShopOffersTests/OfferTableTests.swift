import CivilCalendar
import Foundation
import Places
import ShopOffers
import Testing

/// A shop's offers read from its JSON: a category's offer takes what it leaves out from its
/// carrier's, and a value the table cannot read is refused with the member it is in.
@Suite struct OfferTableTests {
    static let json = JSONValue.object([
        "dhl": .object([
            "price": .string("4.90"), "currency": .string("EUR"), "delivery": .string("2026-12-09"),
            "categories": .object(["parcel_locker": .object(["price": .string("3.9")])]),
        ])
    ])

    @Test func aCategoryTakesWhatItLeavesOutFromItsCarrier() throws {
        let table = try OfferTable(json: Self.json)
        let carrier = try #require(table.offer(carrier: "DHL", categories: ["post_office"]))
        #expect(carrier.priceString == "4.90")
        #expect(carrier.delivery == LocalDate(iso: "2026-12-09"))
        let locker = try #require(table.offer(carrier: "dhl", categories: ["parcel_locker"]))
        #expect(locker.priceString == "3.90")
        #expect(locker.currency == "EUR")
        #expect(locker.delivery == carrier.delivery)
        #expect(table.offer(carrier: "inpost", categories: []) == nil)
        #expect(table.offer(carrier: nil, categories: ["parcel_locker"]) == nil)
    }

    @Test(arguments: [
        (#"{"dhl": {"price": "4,90", "currency": "EUR"}}"#, "dhl.price"),
        (#"{"dhl": {"price": "4.90"}}"#, "dhl.currency"),
        (#"{"dhl": {"currency": "euro"}}"#, "dhl.currency"),
        (#"{"dhl": {"delivery": "9.12.2026"}}"#, "dhl.delivery"),
    ])
    func aValueItCannotReadIsRefusedByItsMember(_ text: String, _ path: String) throws {
        let json = try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
        #expect {
            _ = try OfferTable(json: json)
        } throws: { error in
            (error as? OfferError)?.path == path
        }
    }
}
