import Geodesy
import Places

/// What a region is built from, as read from OpenStreetMap or an address register: addresses,
/// named streets, named places and postcode areas. ``GeographyBuilder`` makes these into the
/// searchable region.
public struct GeographyRecords: Sendable {
    /// One address with a location (a node, the centre of a building, a point of a register, or
    /// a house number placed along an interpolation line).
    public struct AddressRecord: Sendable, Hashable {
        /// The street (`addr:street`), or for an address without one the place it is numbered in
        /// (`addr:place`).
        public var street: String
        /// The house number as written (`12 B`, `5-11`).
        public var houseNumber: String
        /// The postcode as written, or empty.
        public var postcode: String
        /// The town as the address writes it (`addr:city`), or empty: the builder then takes the
        /// nearest named town, village or city.
        public var city: String
        /// The ISO 3166-1 code, or empty: the builder then takes the region's.
        public var country: String
        /// Where it is.
        public var coordinate: Coordinate

        /// Creates an address.
        public init(
            street: String, houseNumber: String, postcode: String = "", city: String = "", country: String = "",
            coordinate: Coordinate
        ) {
            self.street = street
            self.houseNumber = houseNumber
            self.postcode = postcode
            self.city = city
            self.country = country
            self.coordinate = coordinate
        }
    }

    /// A named street (an OpenStreetMap `highway` way with a `name`): searchable even where none of
    /// its houses is mapped.
    public struct StreetRecord: Sendable, Hashable {
        /// Its name.
        public var name: String
        /// A point on it: the middle vertex of its way.
        public var coordinate: Coordinate
        /// Its postcode (`postal_code` or `addr:postcode` on the way), or empty.
        public var postcode: String

        /// Creates a street.
        public init(name: String, coordinate: Coordinate, postcode: String = "") {
            self.name = name
            self.coordinate = coordinate
            self.postcode = postcode
        }
    }

    /// What kind of named place: OpenStreetMap's `place` values, largest first.
    public enum PlaceKind: UInt8, Sendable, Hashable, CaseIterable {
        case city = 1, town, village, suburb, quarter, neighbourhood, hamlet, locality
        /// A town known only from the addresses that name it (`addr:city`).
        case addressCity = 15

        /// The kind of an OpenStreetMap `place` value, or `nil` for one that is not kept.
        public init?(osmValue: String) {
            switch osmValue {
            case "city": self = .city
            case "town": self = .town
            case "village": self = .village
            case "suburb", "borough": self = .suburb
            case "quarter": self = .quarter
            case "neighbourhood": self = .neighbourhood
            case "hamlet", "isolated_dwelling": self = .hamlet
            case "locality": self = .locality
            default: return nil
            }
        }

        /// Whether addresses without a town take this place's name (the settlements, not their parts).
        var isSettlement: Bool { self == .city || self == .town || self == .village || self == .hamlet }
    }

    /// A named place: a city, town, village, suburb, quarter or hamlet.
    public struct PlaceRecord: Sendable, Hashable {
        /// Its name.
        public var name: String
        /// What it is.
        public var kind: PlaceKind
        /// Where it is (its node, or the centre of its area).
        public var coordinate: Coordinate

        /// Creates a place.
        public init(name: String, kind: PlaceKind, coordinate: Coordinate) {
            self.name = name
            self.kind = kind
            self.coordinate = coordinate
        }
    }

    /// A postcode's own area (an OpenStreetMap `boundary=postal_code`): its centre and bounds.
    public struct PostcodeRecord: Sendable, Hashable {
        /// The postcode as written.
        public var postcode: String
        /// The centre of its area.
        public var coordinate: Coordinate
        /// Its bounds.
        public var box: BoundingBox

        /// Creates a postcode area.
        public init(postcode: String, coordinate: Coordinate, box: BoundingBox) {
            self.postcode = postcode
            self.coordinate = coordinate
            self.box = box
        }
    }

    /// The addresses.
    public var addresses: [AddressRecord] = []
    /// The named streets.
    public var streets: [StreetRecord] = []
    /// The named places.
    public var places: [PlaceRecord] = []
    /// The postcode areas.
    public var postcodes: [PostcodeRecord] = []
    /// The basemap's vector tiles, when the region carries them (from `tilemaker` or an MBTiles file).
    public var tiles: GeographyTiles?
    /// What was left out while reading, and why, counted: "ways naming nodes not in the file: 212".
    public var skipped: [String: Int] = [:]

    /// No records.
    public init() {}

    /// The addresses of address points (PlacePicker's own address-point files).
    public init(addressPoints: [AddressPoint]) {
        addresses = addressPoints.map { point in
            AddressRecord(
                street: point.address.street ?? "", houseNumber: point.address.houseNumber ?? "",
                postcode: point.address.postcode ?? "", city: point.address.city ?? "",
                country: point.address.country ?? "", coordinate: point.coordinate)
        }
    }

    /// What was read, in one line: "35134 addresses, 2578 named ways, 6 places, 0 postcode areas;
    /// skipped 247 ways naming nodes not in the file".
    public var summary: String {
        "\(addresses.count) addresses, \(streets.count) named ways, \(places.count) places, "
            + "\(postcodes.count) postcode areas" + (tiles.map { ", \($0.count) basemap tiles" } ?? "")
            + skipped.sorted { $0.key < $1.key }.map { "; skipped \($0.value) \($0.key)" }.joined()
    }

    /// Adds another source's records after these.
    public mutating func append(contentsOf other: GeographyRecords) {
        addresses += other.addresses
        streets += other.streets
        places += other.places
        postcodes += other.postcodes
        skipped.merge(other.skipped, uniquingKeysWith: +)
        if let more = other.tiles {
            if tiles == nil { tiles = more } else { tiles?.add(more) }
        }
    }
}

/// A basemap's vector tiles as a region file carries them: each tile's bytes as the tile set
/// stored them, and the tile set's own metadata.
public struct GeographyTiles: Sendable {
    /// The tiles by zoom, column and row (XYZ).
    public private(set) var tiles: [UInt64: [UInt8]] = [:]
    /// The tile set's metadata (`attribution`, `bounds`, `minzoom`, `maxzoom`, `format`, …).
    public var metadata: [String: String]

    /// An empty set with metadata.
    public init(metadata: [String: String]) { self.metadata = metadata }

    /// Adds a tile (a later one at the same place replaces it).
    public mutating func add(zoom: Int, x: Int, y: Int, bytes: [UInt8]) {
        tiles[GeographyFormat.tileKey(zoom: zoom, x: x, y: y)] = bytes
    }

    /// Adds another set's tiles and keeps the first set's metadata, widening its zooms. Where both
    /// have a tile (the low zooms, the tiles along a shared border) the later set's replaces the
    /// earlier's: tiles of two extracts are made from one merged extract instead
    /// (`geography build` warns).
    mutating func add(_ other: GeographyTiles) {
        tiles.merge(other.tiles) { _, later in later }
        for key in ["minzoom"] {
            if let a = Int(metadata[key] ?? ""), let b = Int(other.metadata[key] ?? "") {
                metadata[key] = String(min(a, b))
            }
        }
        for key in ["maxzoom"] {
            if let a = Int(metadata[key] ?? ""), let b = Int(other.metadata[key] ?? "") {
                metadata[key] = String(max(a, b))
            }
        }
    }

    /// How many tiles.
    public var count: Int { tiles.count }
}
