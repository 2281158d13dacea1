import Foundation
import Geodesy
import PickerFormatting
import PlacePicker
import PlaceQuery
import Places
import ShopOffers
import Testing

/// One list across carriers: the carrier in every name, the carrier filter and its counts, the
/// shop's offers in words and the orders they allow.
@Suite("Carriers and offers in one list")
struct CarrierListTests {
    static let instant = Date(timeIntervalSince1970: 1_796_025_600)

    /// Lockers of two carriers and a shop without one, on a line going east: place `i` is `i` × 300 m away.
    static func places() -> [Place] {
        (0..<12).map { index in
            let carrier = index == 11 ? nil : (index % 3 == 0 ? "dhl" : "inpost")
            var properties: [String: JSONValue] = [:]
            if let carrier {
                properties["carrier"] = .string(carrier)
                properties["carrier:name"] = .string(carrier == "dhl" ? "DHL" : "InPost")
            }
            return Place(
                id: "\(carrier ?? "shop")/\(index)", name: index == 3 ? "DHL Packstation 3" : "Point \(index)",
                coordinate: Coordinate(uncheckedLatitude: 60.17, longitude: 24.93 + Double(index) * 0.0054),
                categories: [index % 2 == 0 ? "parcel_locker" : "post_office"], openingHours: "24/7",
                timeZone: "Europe/Helsinki", properties: properties)
        }
    }

    static func picker(offers: String? = nil, language: PickerLocale = .fallback) throws -> PickerModel {
        var options = EmbeddingOptions()
        options.origin = Origin(
            coordinate: Coordinate(uncheckedLatitude: 60.17, longitude: 24.93), source: .default, label: "Here")
        if let offers {
            let json = try JSONDecoder().decode(JSONValue.self, from: Data(offers.utf8))
            options.offers = try OfferTable(json: json)
        }
        return try PickerModel(places: places(), options: options, locale: language, clock: { instant })
    }

    @Test func rowsNameTheirCarrierAndTheSummaryCountsEach() throws {
        let picker = try Self.picker()
        let screen = picker.screen(for: picker.initialState(), at: Self.instant)
        #expect(
            screen.rows.map(\.title).prefix(4) == [
                "DHL Point 0", "InPost Point 1", "InPost Point 2", "DHL Packstation 3",
            ])
        #expect(screen.rows.last?.title == "Point 11")
        #expect(screen.rows[0].carrierName == "DHL")
        #expect(screen.summary.text.hasSuffix("By carrier: InPost 7 and DHL 4."), "\(screen.summary.text)")
        #expect(screen.filters.carriers.map(\.label) == ["DHL", "InPost"])
    }

    @Test func theCarrierFilterKeepsOnlyItsPointsAndCountsLikeTheCategories() throws {
        let picker = try Self.picker()
        var state = picker.apply(.setCarrier("dhl", isOn: true), to: picker.initialState(), at: Self.instant).state
        state = picker.apply(.setCategory("parcel_locker", isOn: true), to: state, at: Self.instant).state
        let screen = picker.screen(for: state, at: Self.instant)
        // DHL's lockers: 0, 6 (3 and 9 are post offices).
        #expect(screen.rows.map(\.id) == ["dhl/0", "dhl/6"])
        // Each count ignores its own facet's filter: the carriers' counts are of lockers, the
        // categories' of DHL's points.
        #expect(
            Dictionary(uniqueKeysWithValues: screen.filters.carriers.map { ($0.id, $0.count) }) == [
                "dhl": 2, "inpost": 4,
            ])
        #expect(
            Dictionary(uniqueKeysWithValues: screen.filters.categories.map { ($0.id, $0.count) })
                == ["parcel_locker": 2, "post_office": 2])
    }

    static let offers = #"""
        {"dhl": {"price": "4.90", "currency": "EUR", "delivery": "2026-12-09"},
         "inpost": {"price": "3.50", "currency": "EUR", "delivery": "2026-12-10",
                    "categories": {"post_office": {"price": "2.10"}}}}
        """#

    @Test func offersAreSaidInThePageLanguage() throws {
        let english = try Self.picker(offers: Self.offers)
        let rows = english.screen(for: english.initialState(), at: Self.instant).rows
        #expect(rows[0].offerText == "€4.90 · Delivered Wednesday, December 9")
        #expect(rows[1].offerText == "€2.10 · Delivered Thursday, December 10")
        #expect(rows.last?.offerText == "Price at checkout")
        #expect(rows[0].accessibilityValue.contains("€4.90"))
        let finnish = try Self.picker(offers: Self.offers, language: PickerLocale(identifier: "fi")!)
        let fiRows = finnish.screen(for: finnish.initialState(), at: Self.instant).rows
        #expect(fiRows[0].offerText == "4,90\u{A0}€ · Perillä keskiviikko 9. joulukuuta")
    }

    @Test func cheapestNearbyAndEarliestOrderByTheOffers() throws {
        let picker = try Self.picker(offers: Self.offers)
        var state = picker.initialState()
        state.sort = .price
        // Within 1,000 m (places 0–3): by price, then the rest by distance.
        #expect(
            picker.screen(for: state, at: Self.instant).rows.prefix(6).map(\.id)
                == ["inpost/1", "inpost/2", "dhl/0", "dhl/3", "inpost/4", "inpost/5"])
        state.sort = .delivery
        let earliest = picker.screen(for: state, at: Self.instant).rows.map(\.id)
        #expect(earliest.prefix(4) == ["dhl/0", "dhl/3", "dhl/6", "dhl/9"])
        #expect(earliest.last == "shop/11")
    }

    @Test func badOffersSayWhereAndWhy() {
        func problem(_ text: String) -> String? {
            guard let json = try? JSONDecoder().decode(JSONValue.self, from: Data(text.utf8)) else { return "not JSON" }
            do {
                _ = try OfferTable(json: json)
                return nil
            } catch {
                return error.description
            }
        }
        #expect(
            problem(#"{"dhl": {"price": "4,90", "currency": "EUR"}}"#)?.hasPrefix("dhl.price: '4,90' is not a price")
                == true)
        #expect(problem(#"{"dhl": {"price": "4.90"}}"#)?.hasPrefix("dhl.currency: a price needs its currency") == true)
        #expect(problem(#"{"dhl": {"prise": "4.90"}}"#)?.hasPrefix("dhl.prise: unknown member") == true)
        #expect(problem(#"{"dhl": {"delivery": "9.12.2026"}}"#)?.hasPrefix("dhl.delivery:") == true)
        #expect(problem(#"{"dhl": {"currency": "eur"}}"#)?.hasPrefix("dhl.currency:") == true)
        #expect(problem(#"[1]"#) != nil)
        #expect(problem(#"{"dhl": {"price": "4.90", "currency": "EUR"}}"#) == nil)
    }
}
