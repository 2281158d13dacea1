import Geodesy
import Places

/// Turns a GeoJSON geometry (RFC 7946 §3.1) into one representative coordinate.
///
/// - `Point`: the point. `MultiPoint`: its first point.
/// - `LineString`: the point halfway along it; `MultiLineString`: halfway along the longest line.
/// - `Polygon`: a point inside it (see ``RepresentativePoint/inside(_:)``); `MultiPolygon`: a point
///   inside its largest polygon.
/// - `GeometryCollection`: the first member that gives a point.
struct GeoJSONGeometry {
    /// A problem: severity, message and the field path such as `geometry.coordinates[1]`.
    typealias Report = (Diagnostic.Severity, String, String) -> Void

    let report: Report

    /// The representative coordinate of a geometry, or `nil` (with an error reported).
    ///
    /// - Parameters:
    ///   - geometry: The feature's `geometry` member.
    ///   - path: The field path of the geometry, `geometry` for a feature.
    /// - Returns: The coordinate, or `nil` when the geometry is missing or invalid.
    func coordinate(of geometry: JSONValue?, path: String = "geometry") -> Coordinate? {
        guard let geometry, geometry != .null else {
            report(
                .error,
                "The feature has no geometry; add one such as {\"type\": \"Point\", \"coordinates\": [24.9414, 60.1710]}.",
                path)
            return nil
        }
        guard case .object(let members) = geometry, let type = members["type"]?.stringValue else {
            report(
                .error,
                "The geometry is not an object with a \"type\"; write e.g. {\"type\": \"Point\", \"coordinates\": [24.9414, 60.1710]}.",
                path)
            return nil
        }
        if type == "GeometryCollection" {
            guard case .array(let parts) = members["geometries"] ?? .null else {
                report(.error, "A GeometryCollection needs a \"geometries\" array.", path + ".geometries")
                return nil
            }
            for (index, part) in parts.enumerated() {
                if let point = coordinate(of: part, path: "\(path).geometries[\(index)]") { return point }
            }
            report(.error, "The GeometryCollection has no usable member geometry.", path + ".geometries")
            return nil
        }
        func field() -> String { path + ".coordinates" }
        guard let coordinates = members["coordinates"] else {
            report(.error, "The \(type) has no \"coordinates\".", field())
            return nil
        }
        let point: PlanarPoint?
        switch type {
        case "Point":
            point = position(coordinates, field())
        case "MultiPoint":
            point = positions(coordinates, field(), minimum: 1)?.first
        case "LineString":
            point = positions(coordinates, field(), minimum: 2).flatMap(RepresentativePoint.alongLine)
        case "MultiLineString":
            point = list(coordinates, field()) { positions($0, "\(field())[\($1)]", minimum: 2) }.flatMap(
                RepresentativePoint.alongLongestLine)
        case "Polygon":
            point = rings(coordinates, field()).flatMap(RepresentativePoint.inside)
        case "MultiPolygon":
            point = list(coordinates, field()) { rings($0, "\(field())[\($1)]") }.flatMap(
                RepresentativePoint.insideLargest)
        default:
            report(
                .error,
                "\"\(type)\" is not a GeoJSON geometry type; use Point, LineString, Polygon or their Multi forms.",
                path + ".type")
            return nil
        }
        guard let point else { return nil }
        do {
            return try Coordinate(latitude: point.y, longitude: point.x)
        } catch {
            report(.error, error.description, field())
            return nil
        }
    }

    private func position(_ value: JSONValue, _ field: @autoclosure () -> String) -> PlanarPoint? {
        guard case .array(let numbers) = value, numbers.count >= 2,
            case .number(let longitude) = numbers[0], case .number(let latitude) = numbers[1]
        else {
            report(
                .error,
                "A position must be [longitude, latitude] in numbers, such as [24.9414, 60.1710]; found \(value.jsonText()).",
                field())
            return nil
        }
        guard latitude.isFinite, (-90.0...90.0).contains(latitude) else {
            report(
                .error,
                "The latitude \(latitude) is outside −90…90. GeoJSON puts longitude first: [24.9414, 60.1710].",
                field() + "[1]")
            return nil
        }
        guard longitude.isFinite else {
            report(.error, "The longitude \(longitude) is not a finite number.", field() + "[0]")
            return nil
        }
        if !(-180.0...180.0).contains(longitude) {
            report(.warning, "The longitude \(longitude) is outside −180…180; it was wrapped around.", field() + "[0]")
        }
        return PlanarPoint(x: longitude, y: latitude)
    }

    private func positions(_ value: JSONValue, _ field: @autoclosure () -> String, minimum: Int) -> [PlanarPoint]? {
        guard case .array(let items) = value, items.count >= minimum else {
            report(
                .error, "Expected an array of at least \(minimum) positions such as [[24.94, 60.17], [24.95, 60.18]].",
                field())
            return nil
        }
        var points: [PlanarPoint] = []
        points.reserveCapacity(items.count)
        for (index, item) in items.enumerated() {
            guard let point = position(item, "\(field())[\(index)]") else { return nil }
            points.append(point)
        }
        return points
    }

    private func rings(_ value: JSONValue, _ field: @autoclosure () -> String) -> [[PlanarPoint]]? {
        guard let rings = list(value, field(), { positions($0, "\(field())[\($1)]", minimum: 3) }) else { return nil }
        guard !rings.isEmpty else {
            report(.error, "A polygon needs at least one ring of positions.", field())
            return nil
        }
        if rings[0].count < 4 || rings[0].first != rings[0].last {
            report(
                .warning, "The outer ring is not closed (RFC 7946 wants 4 or more positions, last equal to first).",
                field() + "[0]")
        }
        return rings
    }

    private func list<T>(_ value: JSONValue, _ field: @autoclosure () -> String, _ element: (JSONValue, Int) -> T?)
        -> [T]?
    {
        guard case .array(let items) = value else {
            report(.error, "Expected an array; found a \(value.kindName).", field())
            return nil
        }
        var result: [T] = []
        for (index, item) in items.enumerated() {
            guard let parsed = element(item, index) else { return nil }
            result.append(parsed)
        }
        return result
    }
}
