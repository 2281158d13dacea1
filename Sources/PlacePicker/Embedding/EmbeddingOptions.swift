import Foundation
import PickerLocalization
import Places
import ShopOffers

/// What an app decides when it shows its own places; every field has a default.
public struct EmbeddingOptions: Sendable, Hashable {
    /// The noun for one place (default: pickup point).
    public var noun: PlaceNoun
    /// The select action's wording (default: "Pick up here").
    public var action: ActionWording
    /// Where distances are measured from until the device location or an address is known;
    /// `nil` uses the middle of the places' bounding box, called "the middle of the area".
    public var origin: Origin?
    /// The shopper's address as text (the checkout's shipping address): where distances are
    /// measured from instead, when it is found among the places' addresses. When only the street,
    /// the postcode or the town is found, the picker starts there and its summary says what was
    /// not found; when nothing is, it starts at ``origin`` and says "No address found for “…”".
    public var address: String?
    /// The IANA zone for places whose hours have none (default: the device's current zone, which
    /// is where an app's own pickup points usually are; pass the zone of your data when it is not).
    public var defaultTimeZone: String?
    /// The ISO country whose public holidays `PH` in the hours means; `nil` takes it from the zone.
    public var country: String?
    /// Data attribution to show with the list and the map; empty shows none.
    public var attribution: String
    /// The parcel being sent, when the app knows it: places whose largest parcel (`pickup:max_parcel`)
    /// cannot take it are listed but cannot be chosen, saying "Too small for this parcel".
    public var parcel: ParcelSize?
    /// The shop's price and delivery day per carrier: every row shows its point's, and the order
    /// can be "Cheapest nearby" or "Earliest delivery" (``PickerConfiguration/offers``).
    public var offers = OfferTable()

    /// Creates options.
    ///
    /// - Parameters:
    ///   - noun: Noun.
    ///   - action: Action wording.
    ///   - origin: Starting origin, or `nil` for the middle of the places.
    ///   - address: The shopper's address as text, or `nil`.
    ///   - defaultTimeZone: Zone for hours without one.
    ///   - country: Holiday country.
    ///   - attribution: Attribution.
    ///   - parcel: The parcel being sent.
    public init(
        noun: PlaceNoun = .pickupPoint, action: ActionWording = .pickUp, origin: Origin? = nil, address: String? = nil,
        defaultTimeZone: String? = TimeZone.current.identifier, country: String? = nil, attribution: String = "",
        parcel: ParcelSize? = nil
    ) {
        self.parcel = parcel
        self.noun = noun
        self.action = action
        self.origin = origin
        self.address = address
        self.defaultTimeZone = defaultTimeZone
        self.country = country
        self.attribution = attribution
    }
}
