import Geodesy
import Places

/// A node, way or relation read from Overpass JSON or OSM XML, before it becomes a place.
struct OSMElement {
    /// The element types of OpenStreetMap.
    enum Kind: String {
        case node, way, relation
    }

    /// A relation member.
    struct Member {
        var kind: Kind?
        var ref: Int64?
        var role: String
        /// Member geometry, when the source included it (Overpass `out geom`).
        var geometry: [PlanarPoint]?
    }

    var kind: Kind
    var id: Int64
    var tags: [String: JSONValue] = [:]
    /// Metadata such as `version` and `user`, kept as `@version`, `@user`, … properties.
    var meta: [String: JSONValue] = [:]
    var latitude: Double?
    var longitude: Double?
    var nodeRefs: [Int64] = []
    var geometry: [PlanarPoint]?
    var center: PlanarPoint?
    var bounds: (south: Double, west: Double, north: Double, east: Double)?
    var members: [Member] = []
    var location: SourceLocation

    /// `node/42`.
    var osmID: String { "\(kind.rawValue)/\(id)" }
}

/// Turns OSM elements into places: tagged nodes at their position, ways and relations at a
/// representative point. Untagged elements only carry geometry for others and are not records.
///
/// Points for ways: the Overpass `center` if present, else a point inside the way's shape when it
/// is closed (first node = last node, 4 or more nodes) or halfway along it when open, from `geometry`
/// or from the referenced nodes. Relations: `center`, else a point inside the largest closed outer
/// member way, else the middle of `bounds` (with a warning, as it may lie outside the shape).
enum OSMElementReader {
    /// Reads elements in order into the collector.
    ///
    /// - Parameters:
    ///   - elements: The elements in document order.
    ///   - collector: Receives places and diagnostics.
    static func read(_ elements: [OSMElement], into collector: inout ImportCollector) {
        var nodes: [Int64: PlanarPoint] = [:]
        var ways: [Int64: [Int64]] = [:]
        for element in elements {
            if element.kind == .node, let latitude = element.latitude, let longitude = element.longitude {
                nodes[element.id] = PlanarPoint(x: longitude, y: latitude)
            } else if element.kind == .way {
                ways[element.id] = element.nodeRefs
            }
        }
        for element in elements where !element.tags.isEmpty {
            var location = element.location
            location.placeID = element.osmID
            var tags = element.tags
            for (key, value) in element.meta { tags["@" + key] = value }
            let point = self.point(of: element, nodes: nodes, ways: ways) { severity, message, field in
                collector.report(severity, message, at: location.with(field: field))
            }
            var coordinate: Coordinate?
            if let point {
                do {
                    coordinate = try Coordinate(latitude: point.y, longitude: point.x)
                } catch {
                    collector.report(
                        .error, error.description, at: location.with(field: element.kind == .node ? "lat" : "geometry"))
                }
            }
            collector.add(SourceRecord(id: element.osmID, tags: tags, coordinate: coordinate, location: location))
        }
    }

    private static func point(
        of element: OSMElement, nodes: [Int64: PlanarPoint], ways: [Int64: [Int64]],
        report: (Diagnostic.Severity, String, String) -> Void
    ) -> PlanarPoint? {
        switch element.kind {
        case .node:
            guard let latitude = element.latitude, let longitude = element.longitude else {
                report(.error, "The node has no lat and lon; write e.g. lat=\"60.1710\" lon=\"24.9414\".", "lat")
                return nil
            }
            return PlanarPoint(x: longitude, y: latitude)
        case .way:
            if let center = element.center { return center }
            var shape = element.geometry ?? []
            if shape.isEmpty, !element.nodeRefs.isEmpty {
                let resolved = element.nodeRefs.compactMap { nodes[$0] }
                if resolved.count < element.nodeRefs.count {
                    report(
                        .warning,
                        "\(element.nodeRefs.count - resolved.count) of the way's nodes are not in the input; the shape is incomplete.",
                        "nd")
                }
                shape = resolved
            }
            if let point = shapePoint(shape) { return point }
            return boundsCenter(element, report: report)
        case .relation:
            if let center = element.center { return center }
            var outers: [[PlanarPoint]] = []
            for member in element.members where member.kind == .way && member.role != "inner" {
                let shape = member.geometry ?? (member.ref.flatMap { ways[$0] } ?? []).compactMap { nodes[$0] }
                if shape.count >= 4, shape.first == shape.last { outers.append(shape) }
            }
            if let point = RepresentativePoint.insideLargest(outers.map { [$0] }) { return point }
            return boundsCenter(element, report: report)
        }
    }

    private static func shapePoint(_ shape: [PlanarPoint]) -> PlanarPoint? {
        guard !shape.isEmpty else { return nil }
        if shape.count >= 4, shape.first == shape.last { return RepresentativePoint.inside([shape]) }
        return RepresentativePoint.alongLine(shape)
    }

    private static func boundsCenter(_ element: OSMElement, report: (Diagnostic.Severity, String, String) -> Void)
        -> PlanarPoint?
    {
        guard let bounds = element.bounds else {
            report(
                .error,
                "The \(element.kind.rawValue) has no position; ask Overpass for one with \"out center;\" or \"out geom;\".",
                "geometry")
            return nil
        }
        report(.warning, "Only the bounding box is known; its middle is used and may lie outside the shape.", "bounds")
        return PlanarPoint(x: (bounds.west + bounds.east) / 2, y: (bounds.south + bounds.north) / 2)
    }
}
