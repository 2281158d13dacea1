import CivilCalendar
import Foundation
import JSONWriting
import OpeningHours

/// A ``Screen`` in JSON: what `/api/places` and `placepicker nearest --json` give, the same
/// summary, counts and places (``PlaceJSON``) the page shows. Its JSON Schema
/// (``schemaComponents``) is written here, beside the fields, and the OpenAPI document uses it.
public struct ScreenJSON: Codable, Sendable, Hashable {
    /// How many places the summary counts.
    public struct Counts: Codable, Sendable, Hashable {
        /// Places in the visible set.
        public var matching: Int
        /// Of them, open now.
        public var open: Int
        /// Of them, with unknown hours.
        public var unknownHours: Int
        /// Places with unknown hours that "Open now" hides.
        public var hiddenUnknownHours: Int
    }

    /// Where distances are measured from.
    public struct OriginJSON: Codable, Sendable, Hashable {
        /// Latitude.
        public var latitude: Double
        /// Longitude.
        public var longitude: Double
        /// Its name.
        public var label: String
        /// `default`, `address` or `deviceLocation`.
        public var source: String
        /// What of the address text was not found (``Origin/Fallback``): `houseNumberNotFound`,
        /// `streetNotFound` or `addressNotFound`; absent when nothing was missing.
        public var fallback: String?
    }

    /// The summary sentence (of the listed cluster, when the list shows one).
    public var summary: String
    /// The counts.
    public var counts: Counts
    /// The origin.
    public var origin: OriginJSON
    /// The instant of the opening states, ISO 8601 in UTC.
    public var instant: String
    /// The BCP 47 language of the texts.
    public var language: String
    /// Data attribution.
    public var attribution: String
    /// Whether more places follow the list.
    public var hasMore: Bool
    /// The listed places, in order.
    public var places: [PlaceJSON]
    /// The selected place, whether or not it is listed.
    public var selected: PlaceJSON?

    /// The JSON form of a screen.
    ///
    /// - Parameter screen: The screen.
    public init(screen: Screen) {
        let origin = screen.state.origin
        summary = screen.clusterScope?.summary ?? screen.summary.text
        counts = Counts(
            matching: screen.summary.matchingCount, open: screen.summary.openCount,
            unknownHours: screen.summary.unknownCount, hiddenUnknownHours: screen.summary.hiddenUnknownCount)
        self.origin = OriginJSON(
            latitude: origin.coordinate.latitude, longitude: origin.coordinate.longitude, label: origin.label,
            source: origin.source.rawValue, fallback: origin.fallback.map(Self.name))
        instant = InstantText.internetDateTime(screen.instant, in: .gmt)
        language = screen.languageTag
        attribution = screen.attribution
        hasMore = screen.hasMore
        places = screen.jsonPlaces
        selected = screen.selectedJSON
    }

    /// A fallback's name in the JSON.
    static func name(_ fallback: Origin.Fallback) -> String {
        switch fallback {
        case .houseNumberNotFound: "houseNumberNotFound"
        case .streetNotFound: "streetNotFound"
        case .addressNotFound: "addressNotFound"
        }
    }

    /// The JSON Schema (2020-12, as OpenAPI 3.1 uses it) of ``ScreenJSON`` (`Places`), ``PlaceJSON``
    /// (`Place`) and its opening state (`OpeningState`): three members of an OpenAPI
    /// `components.schemas` object, without the braces around them. A test checks that the
    /// properties and required lists match the encoded types.
    public static let schemaComponents = #"""
        "OpeningState": {
          "type": "object", "required": ["state", "kind", "text"], "additionalProperties": false,
          "properties": {
            "state": {"type": "string", "enum": ["open", "closed", "unknown"]},
            "kind": {"type": "string", "enum": ["open", "closingSoon", "closed", "unknown", "unavailable"]},
            "until": {"type": "string", "format": "date-time"},
            "opensAt": {"type": "string", "format": "date-time"},
            "text": {"type": "string"},
            "comment": {"type": "string"}
          }
        },
        "Place": {
          "type": "object", "additionalProperties": false,
          "required": ["id", "name", "uniqueName", "latitude", "longitude", "distanceMeters", "bearingDegrees", "direction", "categories", "openingState", "text", "accessibilityLabel", "inputLabels", "selectable", "wheelchair"],
          "properties": {
            "id": {"type": "string"}, "name": {"type": "string"}, "uniqueName": {"type": "string"},
            "latitude": {"type": "number"}, "longitude": {"type": "number"},
            "distanceMeters": {"type": "number"}, "bearingDegrees": {"type": "number"},
            "direction": {"type": "string", "enum": ["north", "northEast", "east", "southEast", "south", "southWest", "west", "northWest"]},
            "address": {"type": "string"}, "categories": {"type": "array", "items": {"type": "string"}},
            "openingHours": {"type": "string"}, "openingState": {"$ref": "#/components/schemas/OpeningState"},
            "text": {"type": "string"}, "accessibilityLabel": {"type": "string"},
            "inputLabels": {"type": "array", "items": {"type": "string"}},
            "selectable": {"type": "boolean"}, "unavailableReason": {"type": "string"},
            "wheelchair": {"type": "string", "enum": ["yes", "limited", "no", "unknown"]},
            "carrier": {"type": "string", "description": "The carrier whose point this is (DHL), for points read from a carrier's feed."},
            "status": {"type": "object", "additionalProperties": false, "required": ["state"],
              "description": "Why the place cannot be chosen, as data; absent when it can be.",
              "properties": {"state": {"type": "string", "enum": ["full", "closed", "disabled", "tooSmall"]},
                "until": {"type": "string", "format": "date", "description": "The last day, in the place's zone."},
                "reason": {"type": "string", "description": "The carrier's own words for why."}}},
            "offer": {"type": "object", "additionalProperties": false, "required": ["text"],
              "description": "The shop's offer (serve --offers, offers=): price, currency, delivery day and the words the row shows.",
              "properties": {"price": {"type": "string"}, "currency": {"type": "string"}, "delivery": {"type": "string", "format": "date"},
                "text": {"type": "string"}}},
            "usuallyBusyOn": {"type": "array", "description": "Weekdays the carrier says the place is usually very busy on.",
              "items": {"type": "string", "enum": ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]}}
          }
        },
        "Places": {
          "type": "object", "additionalProperties": false,
          "required": ["summary", "counts", "origin", "instant", "language", "attribution", "hasMore", "places"],
          "properties": {
            "summary": {"type": "string"},
            "counts": {"type": "object", "additionalProperties": false, "required": ["matching", "open", "unknownHours", "hiddenUnknownHours"],
              "properties": {"matching": {"type": "integer"}, "open": {"type": "integer"}, "unknownHours": {"type": "integer"}, "hiddenUnknownHours": {"type": "integer"}}},
            "origin": {"type": "object", "additionalProperties": false, "required": ["latitude", "longitude", "label", "source"],
              "properties": {"latitude": {"type": "number"}, "longitude": {"type": "number"}, "label": {"type": "string"}, "source": {"type": "string", "enum": ["default", "address", "deviceLocation"]},
                "fallback": {"type": "string", "enum": ["houseNumberNotFound", "streetNotFound", "addressNotFound"], "description": "What of the address text (address=) was not found: the origin is its street, or its postcode's area or town."}}},
            "instant": {"type": "string", "format": "date-time"},
            "language": {"type": "string"}, "attribution": {"type": "string"}, "hasMore": {"type": "boolean"},
            "places": {"type": "array", "items": {"$ref": "#/components/schemas/Place"}},
            "selected": {"$ref": "#/components/schemas/Place"}
          }
        }
        """#
}

extension ScreenJSON: JSONWritable {
    /// Writes the answer (keys in byte order, as `JSONEncoder`'s `.sortedKeys`).
    public func write(to writer: inout JSONWriter) {
        writer.object { json in
            json.field("attribution", attribution)
            json.field("counts", counts)
            json.field("hasMore", hasMore)
            json.field("instant", instant)
            json.field("language", language)
            json.field("origin", origin)
            json.key("places")
            json.array(places) { $1.write(to: &$0) }
            json.field("selected", selected)
            json.field("summary", summary)
        }
    }
}

extension ScreenJSON.Counts: JSONWritable {
    /// Writes the counts.
    public func write(to writer: inout JSONWriter) {
        writer.object { json in
            json.field("hiddenUnknownHours", hiddenUnknownHours)
            json.field("matching", matching)
            json.field("open", open)
            json.field("unknownHours", unknownHours)
        }
    }
}

extension ScreenJSON.OriginJSON: JSONWritable {
    /// Writes the origin.
    public func write(to writer: inout JSONWriter) {
        writer.object { json in
            json.field("fallback", fallback)
            json.field("label", label)
            json.field("latitude", latitude)
            json.field("longitude", longitude)
            json.field("source", source)
        }
    }
}
