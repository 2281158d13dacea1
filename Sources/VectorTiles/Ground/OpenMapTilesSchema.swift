/// How the layers and classes of the OpenMapTiles schema are drawn as the map's kinds
/// (``Basemap/Kind``), as `tilemaker`'s OpenMapTiles example writes them and as the schema
/// defines them (<https://openmaptiles.org/schema/>):
///
/// | layer | class | drawn as |
/// |---|---|---|
/// | `transportation` | motorway, trunk, primary, secondary, tertiary | major street |
/// | | minor (and residential, unclassified, living_street, road) | street |
/// | | service, track; path (pedestrian streets; footways and steps from zoom 16) | minor street (from zoom 14) |
/// | | rail, transit (and tram, subway, light_rail, narrow_gauge, monorail, funicular), not in tunnels | railway |
/// | `transportation_name` | the same classes | the street's name along its line |
/// | `water` | every polygon | water |
/// | `waterway` | every line not in a tunnel | water, as a line |
/// | `landcover` | grass, wood | park |
/// | `landuse` | cemetery, pitch, playground, park, garden, recreation_ground, village_green | park |
/// | `park` | every polygon | park |
/// | `building` | every polygon | building (from zoom 15) |
///
/// Everything else (points, places, boundaries, house numbers, other classes) is left out: the
/// ground orients, the places are the pins.
enum OpenMapTilesSchema {
    /// What a feature is drawn as.
    struct Drawn {
        var kind: UInt8
        var role: GroundTile.Role
        /// Label importance (0 major … 2 minor).
        var rank: UInt8 = 0
        /// The lowest view zoom that draws it.
        var minimumZoom: UInt8 = 0
        var name: String?
    }

    static func kind(_ kind: GroundKind) -> UInt8 {
        UInt8(GroundKind.allCases.firstIndex(of: kind) ?? 0)
    }

    static let major: Set<String> = ["motorway", "trunk", "primary", "secondary", "tertiary"]
    static let streets: Set<String> = ["minor", "residential", "unclassified", "living_street", "road"]
    static let minor: Set<String> = ["service", "track", "path", "pedestrian"]
    static let rail: Set<String> = [
        "rail", "transit", "tram", "subway", "light_rail", "narrow_gauge", "monorail", "funicular",
    ]
    static let parkLand: Set<String> = [
        "cemetery", "pitch", "playground", "park", "garden", "recreation_ground", "village_green",
    ]
    static let parkCover: Set<String> = ["grass", "wood"]

    /// The streets' kind and label rank by class; `nil` for a class not drawn.
    static func street(_ className: String) -> (kind: GroundKind, rank: UInt8)? {
        if major.contains(className) { return (.majorStreet, 0) }
        if streets.contains(className) { return (.street, 1) }
        if minor.contains(className) { return (.minorStreet, 2) }
        return nil
    }

    /// How a layer's features are drawn, or `nil` for a layer the map leaves out.
    static func classifier(for layer: VectorTile.Layer) -> ((VectorTile.Feature) -> Drawn?)? {
        let classKey = layer.keyIndex("class")
        let text = { (feature: VectorTile.Feature, key: UInt32?) -> String? in
            key.flatMap { layer.value(of: feature, keyIndex: $0)?.string }
        }
        switch layer.name {
        case "transportation":
            let subclassKey = layer.keyIndex("subclass")
            let brunnelKey = layer.keyIndex("brunnel")
            return { feature in
                guard feature.type == .lineString, let className = text(feature, classKey) else { return nil }
                if rail.contains(className) {
                    guard text(feature, brunnelKey) != "tunnel" else { return nil }
                    return Drawn(kind: kind(.rail), role: .line)
                }
                guard let street = street(className) else { return nil }
                // Footways, cycleways and steps only close in; pedestrian streets from zoom 14.
                let detail = className == "path" && text(feature, subclassKey) != "pedestrian"
                let minimum: UInt8 = street.kind == .minorStreet ? (detail ? 16 : 14) : 0
                return Drawn(kind: kind(street.kind), role: .line, minimumZoom: minimum)
            }
        case "transportation_name":
            let nameKeys = ["name", "name:latin", "name_int"].compactMap(layer.keyIndex)
            return { feature in
                guard feature.type == .lineString, let className = text(feature, classKey),
                    let street = street(className)
                else { return nil }
                for key in nameKeys {
                    if let name = text(feature, key), !name.isEmpty {
                        return Drawn(
                            kind: kind(street.kind), role: .label, rank: street.rank,
                            minimumZoom: street.kind == .minorStreet ? 14 : 0, name: name)
                    }
                }
                return nil
            }
        case "water", "park":
            return { feature in
                feature.type == .polygon ? Drawn(kind: kind(layer.name == "water" ? .water : .park), role: .area) : nil
            }
        case "waterway":
            let brunnelKey = layer.keyIndex("brunnel")
            return { feature in
                guard feature.type == .lineString, text(feature, brunnelKey) != "tunnel" else { return nil }
                return Drawn(kind: kind(.water), role: .thinLine)
            }
        case "landcover", "landuse":
            let classes = layer.name == "landcover" ? parkCover : parkLand
            return { feature in
                guard feature.type == .polygon, let className = text(feature, classKey), classes.contains(className)
                else {
                    return nil
                }
                return Drawn(kind: kind(.park), role: .area)
            }
        case "building":
            return { feature in
                feature.type == .polygon ? Drawn(kind: kind(.building), role: .area, minimumZoom: 15) : nil
            }
        default:
            return nil
        }
    }
}
