import CivilCalendar
import Foundation
import Places

/// Why an offers file was refused: where (`dhl.categories.parcel_locker.price`) and why.
public struct OfferError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The member's path in the JSON, dotted.
    public var path: String
    /// What is wrong and how to write it.
    public var reason: String

    /// "dhl.price: '4,90' is not a price; …".
    public var description: String { path.isEmpty ? reason : "\(path): \(reason)" }
}

extension OfferTable {
    /// The members an offer may have.
    package static let offerMembers = ["price", "currency", "delivery", "categories"]

    /// Reads offers from JSON (``OfferTable``'s form). Every member is checked: an unknown one, a
    /// price that is not a plain decimal, a currency that is not three capital letters, a day that
    /// is not `YYYY-MM-DD` or a price without a currency is refused, naming the member.
    ///
    /// - Parameter json: The parsed JSON.
    /// - Throws: ``OfferError`` at the first problem.
    public init(json: JSONValue) throws(OfferError) {
        guard case .object(let members) = json else {
            throw OfferError(
                path: "", reason: "expected an object keyed by carrier, such as {\"dhl\": {\"price\": \"4.90\", …}}")
        }
        var carriers: [String: CarrierOffers] = [:]
        for (key, value) in members.sorted(by: { $0.key < $1.key }) {
            let carrier = key.lowercased()
            guard !carrier.isEmpty, carrier.unicodeScalars.allSatisfy({ $0.isASCII && $0.properties.isAlphabetic })
            else {
                throw OfferError(path: key, reason: "a carrier key is a --from name such as dhl or inpost")
            }
            let (offer, categories) = try Self.offer(value, path: key, inheriting: Offer())
            var byCategory: [String: Offer] = [:]
            if case .object(let categoryMembers)? = categories {
                for (category, categoryValue) in categoryMembers.sorted(by: { $0.key < $1.key }) {
                    let path = "\(key).categories.\(category)"
                    let (categoryOffer, nested) = try Self.offer(categoryValue, path: path, inheriting: offer)
                    if nested != nil { throw OfferError(path: path + ".categories", reason: "categories do not nest") }
                    byCategory[category] = categoryOffer
                }
            } else if categories != nil {
                throw OfferError(
                    path: "\(key).categories",
                    reason: "expected an object keyed by category, such as {\"parcel_locker\": {…}}")
            }
            carriers[carrier] = CarrierOffers(offer: offer, byCategory: byCategory)
        }
        self.carriers = carriers
    }

    /// One offer's members over what it inherits, and its `categories` member if any.
    private static func offer(_ value: JSONValue, path: String, inheriting base: Offer) throws(OfferError) -> (
        Offer, JSONValue?
    ) {
        guard case .object(let members) = value else {
            throw OfferError(
                path: path, reason: "expected an object such as {\"price\": \"4.90\", \"currency\": \"EUR\"}")
        }
        if let unknown = members.keys.sorted().first(where: { !offerMembers.contains($0) }) {
            throw OfferError(
                path: "\(path).\(unknown)",
                reason: "unknown member; an offer has \(offerMembers.joined(separator: ", "))")
        }
        var offer = base
        if let price = members["price"] {
            offer.price = try Self.price(price, path: "\(path).price")
        }
        if let currency = members["currency"] {
            guard case .string(let code) = currency, code.count == 3,
                code.unicodeScalars.allSatisfy({ ("A"..."Z").contains($0) })
            else {
                throw OfferError(path: "\(path).currency", reason: "write an ISO 4217 code such as \"EUR\"")
            }
            offer.currency = code
        }
        if let delivery = members["delivery"] {
            guard case .string(let text) = delivery, text.count == 10, let date = LocalDate(iso: text) else {
                throw OfferError(path: "\(path).delivery", reason: "write the day as \"2026-12-09\"")
            }
            offer.delivery = date
        }
        if offer.price != nil && offer.currency == nil {
            throw OfferError(
                path: "\(path).currency", reason: "a price needs its currency, such as \"currency\": \"EUR\"")
        }
        return (offer, members["categories"])
    }

    /// A price: a string or number with digits, an optional point and at most four fraction
    /// digits, not negative.
    private static func price(_ value: JSONValue, path: String) throws(OfferError) -> Decimal {
        let text: String
        switch value {
        case .string(let string): text = string
        case .number(let number): text = "\(number)"
        default: throw OfferError(path: path, reason: "write the price as a string such as \"4.90\"")
        }
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), !parts[0].isEmpty, parts[0].count <= 9,
            parts.allSatisfy({ $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
            parts.count == 1 || (1...4).contains(parts[1].count),
            let price = Decimal(string: text, locale: Locale(identifier: "en_US_POSIX"))
        else {
            throw OfferError(path: path, reason: "'\(text)' is not a price; write it with a point, such as \"4.90\"")
        }
        return price
    }
}
