import CivilCalendar
import Foundation
import JSONWriting
import OpeningHours
import PlaceQuery
import PlaceQueryModel
import Places
import ShopOffers

/// One place of a ``Screen`` in JSON, as the API, `placepicker nearest --json`, the embed's
/// `placeselect` event and the OpenAPI document give it: the data, what the query computed, and
/// the same texts the list shows. This is the one definition of that schema.
public struct PlaceJSON: Codable, Sendable, Hashable {
    /// The opening state in JSON.
    public struct OpeningStateJSON: Codable, Sendable, Hashable {
        /// `open`, `closed` or `unknown`.
        public var state: String
        /// The styling kind: open, closingSoon, closed, unknown, unavailable.
        public var kind: String
        /// When an open place closes (ISO 8601 with the place's offset).
        public var until: String?
        /// When a closed place opens (ISO 8601 with the place's offset).
        public var opensAt: String?
        /// The state in words, as in the row.
        public var text: String
        /// The comment from the data, if any.
        public var comment: String?
    }

    /// The stable id.
    public var id: String
    /// The name in the data.
    public var name: String
    /// The name made unique on this page (what voice labels use).
    public var uniqueName: String
    /// Latitude.
    public var latitude: Double
    /// Longitude.
    public var longitude: Double
    /// Geodesic distance from the origin, metres (rounded to 0.1 m).
    public var distanceMeters: Double
    /// Initial bearing from the origin, degrees.
    public var bearingDegrees: Double
    /// Compass direction from the origin: north, northEast, ….
    public var direction: String
    /// Address on one line.
    public var address: String?
    /// Categories.
    public var categories: [String]
    /// The raw `opening_hours` value.
    public var openingHours: String?
    /// The opening state.
    public var openingState: OpeningStateJSON
    /// The row's detail text: "350 m north-east · Open until 21:00".
    public var text: String
    /// The select action's accessibility label: "Pick up at Alepa".
    public var accessibilityLabel: String
    /// Voice Control input labels.
    public var inputLabels: [String]
    /// Whether the place can be selected now.
    public var selectable: Bool
    /// Why not, when it cannot.
    public var unavailableReason: String?
    /// Step-free access: yes, limited, no, unknown.
    public var wheelchair: String
    /// The carrier whose point this is, by name (`DHL`), for places read from a carrier's feed.
    public var carrier: String?
    /// Why the place cannot be chosen, as data: absent when it can be.
    public var status: StatusJSON?
    /// The weekdays the carrier says the place is usually very busy on (`monday` …), if it says.
    public var usuallyBusyOn: [String]?
    /// The shop's offer for the place, when the shop gives offers (``OfferTable``).
    public var offer: OfferJSON?

    /// A price and a delivery day, as the API writes them.
    public struct OfferJSON: Codable, Sendable, Hashable {
        /// The price, a plain decimal (`"4.90"`), or `nil`: "Price at checkout".
        public var price: String?
        /// Its ISO 4217 currency.
        public var currency: String?
        /// The promised day, `YYYY-MM-DD`.
        public var delivery: String?
        /// The offer in words, in the page's language.
        public var text: String

        /// The JSON of an offer (`nil`: none) with its words.
        public init(_ offer: Offer?, text: String) {
            price = offer?.priceString
            currency = offer?.price == nil ? nil : offer?.currency
            delivery = offer?.delivery?.description
            self.text = text
        }
    }

    /// Why a place cannot be chosen, as data (the words are in ``unavailableReason``).
    public struct StatusJSON: Codable, Sendable, Hashable {
        /// `full`, `closed`, `disabled` or `tooSmall`.
        public var state: String
        /// The last day it lasts, `YYYY-MM-DD` in the place's zone, when known.
        public var until: String?
        /// The data's own words for why, such as a carrier's "holiday".
        public var reason: String?
    }

    /// Builds the JSON for a result and its row.
    ///
    /// - Parameters:
    ///   - result: The query result.
    ///   - row: Its row (the same screen's).
    public init(result: PlaceResult, row: PlaceRow) {
        id = result.id
        name = result.place.name
        uniqueName = row.title
        latitude = result.place.coordinate.latitude
        longitude = result.place.coordinate.longitude
        distanceMeters = (result.distance * 10).rounded() / 10
        bearingDegrees = (result.bearing * 10).rounded() / 10
        direction = result.direction.rawValue
        address = row.addressLine
        categories = result.place.categories
        openingHours = result.place.openingHours
        let zone = result.opening.timeZone
        let change = result.opening.nextChange.map { InstantText.internetDateTime($0, in: zone) }
        openingState = OpeningStateJSON(
            state: result.opening.status.rawValue, kind: row.stateKind.rawValue,
            until: result.opening.status == .open ? change : nil,
            opensAt: result.opening.status == .closed ? change : nil,
            text: row.stateText, comment: result.opening.comment)
        text = row.detail
        accessibilityLabel = row.accessibilityLabel
        inputLabels = row.inputLabels
        selectable = row.isSelectable
        unavailableReason = row.unavailableReason
        wheelchair = result.place.wheelchair.rawValue
        carrier = result.place.properties["carrier:name"]?.stringValue
        status = result.unavailability.map {
            StatusJSON(state: $0.reason.rawValue, until: $0.until, reason: $0.note)
        }
        let busy = Unavailability.busyWeekdays(of: result.place)
        let names = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]
        usuallyBusyOn = busy.isEmpty ? nil : busy.map { names[$0 - 1] }
        offer = row.offerText.map { OfferJSON(row.offer, text: $0) }
    }
}

extension PlaceJSON: JSONWritable {
    /// Writes the place (keys in byte order, as `JSONEncoder`'s `.sortedKeys`).
    public func write(to writer: inout JSONWriter) {
        writer.object { json in
            json.field("accessibilityLabel", accessibilityLabel)
            json.field("address", address)
            json.field("bearingDegrees", bearingDegrees)
            json.field("carrier", carrier)
            json.field("categories", categories)
            json.field("direction", direction)
            json.field("distanceMeters", distanceMeters)
            json.field("id", id)
            json.field("inputLabels", inputLabels)
            json.field("latitude", latitude)
            json.field("longitude", longitude)
            json.field("name", name)
            if let offer { json.field("offer", offer) }
            json.field("openingHours", openingHours)
            json.field("openingState", openingState)
            json.field("selectable", selectable)
            json.field("status", status)
            json.field("text", text)
            json.field("unavailableReason", unavailableReason)
            json.field("uniqueName", uniqueName)
            if let usuallyBusyOn { json.field("usuallyBusyOn", usuallyBusyOn) }
            json.field("wheelchair", wheelchair)
        }
    }
}

extension PlaceJSON.OfferJSON: JSONWritable {
    /// Writes the offer with sorted keys.
    public func write(to writer: inout JSONWriter) {
        writer.object { json in
            json.field("currency", currency)
            json.field("delivery", delivery)
            json.field("price", price)
            json.field("text", text)
        }
    }
}

extension PlaceJSON.StatusJSON: JSONWritable {
    /// Writes the status.
    public func write(to writer: inout JSONWriter) {
        writer.object { json in
            json.field("reason", reason)
            json.field("state", state)
            json.field("until", until)
        }
    }
}

extension PlaceJSON.OpeningStateJSON: JSONWritable {
    /// Writes the opening state.
    public func write(to writer: inout JSONWriter) {
        writer.object { json in
            json.field("comment", comment)
            json.field("kind", kind)
            json.field("opensAt", opensAt)
            json.field("state", state)
            json.field("text", text)
            json.field("until", until)
        }
    }
}
