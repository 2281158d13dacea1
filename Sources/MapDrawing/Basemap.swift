import Foundation
import Geodesy
import VectorTiles

/// The ground the map view draws under the places: streets with their names, paths, railways,
/// water, parks and buildings, read once from OpenStreetMap-style GeoJSON (an `osmium export`, or
/// the sample's `helsinki-basemap.geojson`), or drawn from vector tiles (``init(tiles:)``).
///
/// Features are classified by their tags (`highway`, `railway`, `waterway`, `natural`, `leisure`,
/// `landuse`, `building`); points and features with none of these are skipped. The drawing is
/// decorative: every fact is in the pins, their names and the list.
public struct Basemap: Sendable {
    /// What a feature is drawn as, in drawing order (ground first, labels last): the same kinds
    /// whether the ground comes from GeoJSON or vector tiles.
    public typealias Kind = GroundKind

    /// One line or polygon.
    public struct Feature: Sendable {
        /// How it is drawn.
        public var kind: Kind
        /// Its name (streets are labelled), if any.
        public var name: String?
        /// Polylines or polygon rings.
        public var parts: [[Coordinate]]
        /// Whether the parts are closed rings (filled) rather than lines.
        public var isArea: Bool
        /// The bounding box: south-west and north-east corners.
        public var south: Double, west: Double, north: Double, east: Double
        /// ``parts`` in Web Mercator world coordinates (``WebMercator/worldPoint(_:)``), computed
        /// once: a page projects them with a multiply and an add per vertex.
        var worldParts: [[(x: Double, y: Double)]] = []
        /// The box's south-west and north-east corners in world coordinates, computed once: a
        /// page tests every feature's box against its viewport.
        var worldSouthWest: (x: Double, y: Double) = (0, 0)
        var worldNorthEast: (x: Double, y: Double) = (0, 0)
    }

    /// The features, in drawing order (none when the ground comes from vector tiles).
    public let features: [Feature]
    /// Who the data is from ("© OpenStreetMap contributors, ODbL 1.0").
    public let attribution: String
    /// The vector tiles the ground is drawn from, when it is.
    public let tiles: VectorTileBasemap?

    /// The ground drawn from vector tiles (``VectorTileBasemap``, module `VectorTiles`): each view
    /// draws the tiles it needs.
    ///
    /// - Parameter tiles: The tiles.
    public init(tiles: VectorTileBasemap) {
        features = []
        attribution = tiles.attribution
        self.tiles = tiles
    }

    /// Why a basemap file was refused.
    public struct ReadError: Error, CustomStringConvertible {
        /// Where and why, with what to do.
        public var description: String
    }

    /// Reads GeoJSON text.
    ///
    /// - Parameters:
    ///   - data: A GeoJSON FeatureCollection.
    ///   - source: The file's name, for errors.
    ///   - attribution: Who the data is from when the file does not say (its `attribution` member).
    /// - Throws: ``ReadError`` when the text is not a FeatureCollection or holds nothing to draw.
    /// - Complexity: O(coordinates).
    public init(geoJSON data: Data, source: String, attribution: String = "© OpenStreetMap contributors, ODbL 1.0")
        throws(ReadError)
    {
        let root: Any
        do {
            root = try JSONSerialization.jsonObject(with: data)
        } catch {
            throw ReadError(
                description: "\(source): not valid JSON (\(error.localizedDescription)); give a GeoJSON "
                    + "FeatureCollection, e.g. from 'osmium export city.osm.pbf -f geojson'.")
        }
        guard let object = root as? [String: Any], let list = object["features"] as? [[String: Any]] else {
            throw ReadError(
                description: "\(source): not a GeoJSON FeatureCollection (no \"features\" array); give one, e.g. "
                    + "from 'osmium export city.osm.pbf -f geojson'.")
        }
        var features: [Feature] = []
        for item in list {
            guard let tags = item["properties"] as? [String: Any], let kind = Self.kind(tags),
                let geometry = item["geometry"] as? [String: Any], let type = geometry["type"] as? String
            else { continue }
            let parts: [[Coordinate]]
            let coordinates = geometry["coordinates"]
            switch type {
            case "LineString": parts = [Self.line(coordinates)]
            case "MultiLineString", "Polygon": parts = (coordinates as? [Any] ?? []).map(Self.line)
            case "MultiPolygon":
                let polygons: [[Any]] = (coordinates as? [Any] ?? []).map { $0 as? [Any] ?? [] }
                parts = polygons.joined().map(Self.line)
            default: continue
            }
            let points = parts.joined()
            guard let first = points.first else { continue }
            var box = (south: first.latitude, west: first.longitude, north: first.latitude, east: first.longitude)
            for point in points {
                box.south = min(box.south, point.latitude)
                box.north = max(box.north, point.latitude)
                box.west = min(box.west, point.longitude)
                box.east = max(box.east, point.longitude)
            }
            let isArea = type.hasSuffix("Polygon")
            // Streets are lines even when mapped as areas (a pedestrian square is drawn as ground).
            features.append(
                Feature(
                    kind: kind, name: (tags["name"] as? String).flatMap { $0.isEmpty ? nil : $0 }, parts: parts,
                    isArea: isArea, south: box.south, west: box.west, north: box.north, east: box.east,
                    worldParts: parts.map { $0.map(WebMercator.worldPoint) },
                    worldSouthWest: WebMercator.worldPoint(
                        Coordinate(uncheckedLatitude: box.south, longitude: box.west)),
                    worldNorthEast: WebMercator.worldPoint(
                        Coordinate(uncheckedLatitude: box.north, longitude: box.east))))
        }
        guard !features.isEmpty else {
            throw ReadError(
                description: "\(source): no street, water, park, railway or building lines or polygons to draw; "
                    + "export them with e.g. 'osmium tags-filter city.osm.pbf w/highway w/building w/natural "
                    + "w/leisure w/waterway -o base.pbf' then 'osmium export base.pbf -f geojson'.")
        }
        let order = Dictionary(uniqueKeysWithValues: Kind.allCases.enumerated().map { ($1, $0) })
        self.features = features.enumerated().sorted {
            (order[$0.element.kind] ?? 0, $0.offset) < (order[$1.element.kind] ?? 0, $1.offset)
        }.map(\.element)
        self.attribution = (object["attribution"] as? String) ?? attribution
        tiles = nil
    }

    private static let major: Set<String> = [
        "motorway", "trunk", "primary", "secondary", "tertiary", "motorway_link", "trunk_link", "primary_link",
        "secondary_link", "tertiary_link",
    ]
    private static let streets: Set<String> = ["residential", "unclassified", "living_street", "road"]
    private static let minor: Set<String> = ["service", "pedestrian", "track"]

    /// How tags are drawn, or `nil` for features the map leaves out (sidewalks, steps, points).
    static func kind(_ tags: [String: Any]) -> Kind? {
        if let highway = tags["highway"] as? String {
            if major.contains(highway) { return .majorStreet }
            if streets.contains(highway) { return .street }
            return minor.contains(highway) ? .minorStreet : nil
        }
        if let railway = tags["railway"] as? String {
            return ["rail", "tram", "subway", "light_rail"].contains(railway) ? .rail : nil
        }
        if tags["waterway"] != nil || ["water", "bay", "coastline"].contains(tags["natural"] as? String ?? "") {
            return .water
        }
        if tags["building"] != nil { return .building }
        let green: Set<String> = [
            "park", "garden", "playground", "pitch", "grass", "forest", "meadow", "recreation_ground",
            "village_green", "cemetery", "wood", "scrub", "dog_park", "common",
        ]
        for key in ["leisure", "landuse", "natural"] where green.contains(tags[key] as? String ?? "") { return .park }
        return nil
    }

    private static func line(_ value: Any?) -> [Coordinate] {
        (value as? [Any] ?? []).compactMap { pair in
            guard let numbers = pair as? [Any], numbers.count >= 2,
                let longitude = (numbers[0] as? NSNumber)?.doubleValue,
                let latitude = (numbers[1] as? NSNumber)?.doubleValue,
                (-90...90).contains(latitude), (-180...180).contains(longitude)
            else { return nil }
            return Coordinate(uncheckedLatitude: latitude, longitude: longitude)
        }
    }
}
