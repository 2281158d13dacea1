import CivilCalendar
import Foundation
import PlaceQuery
import Places

/// What the shop offers for delivery to a carrier's points: a price with its currency, and the day
/// it promises the parcel there. Either part may be missing ("Price at checkout").
public struct Offer: Sendable, Hashable {
    /// The price as the shop wrote it (`"4.90"`), exactly: amounts are never floating point.
    public var price: Decimal?
    /// The ISO 4217 code of the price's currency (`EUR`).
    public var currency: String?
    /// The day the shop promises the parcel at the point.
    public var delivery: LocalDate?

    /// Creates an offer.
    ///
    /// - Parameters:
    ///   - price: The price, or `nil`.
    ///   - currency: Its ISO 4217 code (required with a price).
    ///   - delivery: The promised day, or `nil`.
    public init(price: Decimal? = nil, currency: String? = nil, delivery: LocalDate? = nil) {
        self.price = price
        self.currency = currency
        self.delivery = delivery
    }

    /// The price as text in a language's conventions ("€4.90", "4,90 €"), or `nil` without one.
    ///
    /// - Parameter languageTag: A BCP 47 tag (`en-GB`, `fi`).
    /// - Returns: The text, with the currency's symbol or code as CLDR writes it for the language.
    public func priceText(languageTag: String) -> String? {
        guard let price, let currency else { return nil }
        return price.formatted(.currency(code: currency).locale(Locale(identifier: languageTag)))
    }

    /// The price as the API and the token write it: a plain decimal with a point (`"4.90"`).
    public var priceString: String? {
        price.map { price in
            var value = price
            var rounded = Decimal()
            NSDecimalRound(&rounded, &value, 2, .plain)
            return rounded == price && price.exponent >= -2 ? Self.twoDigits(price) : "\(price)"
        }
    }

    /// A price with at least two fraction digits (`4.9` → `"4.90"`).
    private static func twoDigits(_ price: Decimal) -> String {
        let text = "\(price)"
        guard let dot = text.firstIndex(of: ".") else { return text + ".00" }
        let fraction = text.distance(from: text.index(after: dot), to: text.endIndex)
        return fraction >= 2 ? text : text + String(repeating: "0", count: 2 - fraction)
    }
}

/// The shop's offers by carrier, and by category within a carrier (`serve --offers`, the element's
/// `offers` attribute, ``PickerConfiguration/offers``).
///
/// Read from JSON keyed by the carriers' keys (`--from` names):
/// `{"dhl": {"price": "4.90", "currency": "EUR", "delivery": "2026-12-09",
/// "categories": {"parcel_locker": {"price": "3.90"}}}}`. A category's offer takes what it leaves
/// out from its carrier's.
public struct OfferTable: Sendable, Hashable {
    /// One carrier's offer, and its categories' own.
    public struct CarrierOffers: Sendable, Hashable {
        /// The offer for any of the carrier's points.
        public var offer: Offer
        /// Offers for the carrier's points of a category (`parcel_locker`), complete.
        public var byCategory: [String: Offer]
    }

    /// The offers, by carrier key (lowercased).
    public var carriers: [String: CarrierOffers]

    /// No offers: rows show no price.
    public init() { carriers = [:] }

    /// Whether there are no offers at all.
    public var isEmpty: Bool { carriers.isEmpty }

    /// Whether any offer promises a day (the "Earliest delivery" order is then offered).
    public var hasDelivery: Bool {
        carriers.values.contains { $0.offer.delivery != nil || $0.byCategory.values.contains { $0.delivery != nil } }
    }

    /// The offer for a point of a carrier with these categories: the first category with its own
    /// offer, else the carrier's; `nil` when the carrier has none.
    ///
    /// - Parameters:
    ///   - carrier: The point's carrier key, or `nil`.
    ///   - categories: The point's categories, main first.
    /// - Returns: The offer.
    public func offer(carrier: String?, categories: [String]) -> Offer? {
        guard let carrier, let offers = carriers[carrier.lowercased()] else { return nil }
        for category in categories {
            if let offer = offers.byCategory[category] { return offer }
        }
        return offers.offer
    }

    /// The offer for a place.
    ///
    /// - Parameter place: The place.
    /// - Returns: Its carrier's offer, or `nil`.
    public func offer(for place: Place) -> Offer? {
        guard !carriers.isEmpty else { return nil }
        return offer(carrier: place.carrier, categories: place.categories)
    }
}
