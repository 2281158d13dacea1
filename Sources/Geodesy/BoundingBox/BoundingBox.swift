/// A latitude–longitude box: everything between two parallels and two meridians.
///
/// The box runs east from ``west`` to ``east``. When `west > east` it crosses the antimeridian
/// (180°): the box `(-20, 170, -10, -170)` covers Fiji, 20° wide, not the 340° the other way round.
/// A box spanning all longitudes has `west == -180` and `east == 180`.
public struct BoundingBox: Sendable, Hashable, CustomStringConvertible {
    /// Southern edge, degrees north in −90…90.
    public let south: Double
    /// Western edge, degrees east in −180…180.
    public let west: Double
    /// Northern edge, degrees north in −90…90, at least ``south``.
    public let north: Double
    /// Eastern edge, degrees east in −180…180; smaller than ``west`` when crossing the antimeridian.
    public let east: Double

    /// The whole world.
    public static let world = BoundingBox(uncheckedSouth: -90, west: -180, north: 90, east: 180)

    /// Creates a validated box.
    ///
    /// - Parameters:
    ///   - south: Degrees north, −90…90.
    ///   - west: Degrees east, −180…180.
    ///   - north: Degrees north, −90…90, not less than `south`.
    ///   - east: Degrees east, −180…180; less than `west` for a box across the antimeridian.
    /// - Throws: ``BoundingBoxError`` naming the first edge that is not finite, out of range, or
    ///   (for `south`) north of `north`.
    public init(south: Double, west: Double, north: Double, east: Double) throws(BoundingBoxError) {
        let edges: [(BoundingBoxError.Component, Double, Double)] = [
            (.south, south, 90), (.west, west, 180), (.north, north, 90), (.east, east, 180),
        ]
        for (component, value, limit) in edges {
            guard value.isFinite else { throw BoundingBoxError(component: component, reason: .notFinite(value)) }
            guard abs(value) <= limit else {
                throw BoundingBoxError(component: component, reason: .outOfRange(value))
            }
        }
        guard south <= north else {
            throw BoundingBoxError(component: .south, reason: .southOfNorth(south: south, north: north))
        }
        self.init(uncheckedSouth: south, west: west, north: north, east: east)
    }

    /// Creates a box from edges already known to be valid.
    init(uncheckedSouth south: Double, west: Double, north: Double, east: Double) {
        self.south = south
        self.west = west
        self.north = north
        self.east = east
    }

    /// Whether the box runs across the 180° meridian (`west > east`).
    public var isCrossingAntimeridian: Bool { west > east }

    /// Degrees of longitude covered, 0…360, measured eastwards from ``west``.
    public var longitudeSpan: Double { west <= east ? east - west : east + 360 - west }

    /// Degrees of latitude covered, 0…180.
    public var latitudeSpan: Double { north - south }

    /// The point halfway between the parallels and halfway east from the west edge.
    public var center: Coordinate {
        Coordinate(uncheckedLatitude: (south + north) / 2, longitude: west + longitudeSpan / 2)
    }

    /// A distance in metres that no point of the box is farther than from `origin`, or `nil`
    /// for a box too large for this bound (more than half a degree of latitude or a degree of
    /// longitude, or reaching beyond 85°).
    ///
    /// The farthest corner's geodesic distance, 2 % and 200 m more: on so small a box the
    /// farthest point from any origin is a corner, up to the bend of a parallel against the
    /// straight line between its corners (about 100 m on a 55 km edge at 60°), which the margin
    /// holds many times over. A test checks it against every point of a fine grid over random
    /// boxes and origins.
    ///
    /// - Parameter origin: Where distances are measured from.
    /// - Returns: The bound, or `nil`.
    public func distanceBound(from origin: Coordinate) -> Double? {
        guard latitudeSpan <= 0.5, longitudeSpan <= 1, south >= -85, north <= 85 else { return nil }
        func distance(_ latitude: Double, _ longitude: Double) -> Double {
            Geodesic.fastInverse(from: origin, to: Coordinate(uncheckedLatitude: latitude, longitude: longitude))
                .distance
        }
        let farthest = Swift.max(
            Swift.max(distance(south, west), distance(south, east)),
            Swift.max(distance(north, west), distance(north, east)))
        return farthest * 1.02 + 200
    }

    /// The box grown by a fraction of its size on every side (`0.5` makes it twice as tall and
    /// wide), clamped at the poles; a box that would span the whole globe becomes ``world``.
    ///
    /// - Parameter fraction: How much of its height and width to add on each side.
    /// - Returns: The larger box.
    public func grown(byFraction fraction: Double) -> BoundingBox {
        let latitude = latitudeSpan * fraction
        let longitude = longitudeSpan * fraction
        guard longitudeSpan + 2 * longitude < 360 else {
            return BoundingBox(
                uncheckedSouth: max(-90, south - latitude), west: -180, north: min(90, north + latitude), east: 180)
        }
        var west = self.west - longitude
        var east = self.east + longitude
        if west < -180 { west += 360 }
        if east > 180 { east -= 360 }
        return BoundingBox(
            uncheckedSouth: max(-90, south - latitude), west: west, north: min(90, north + latitude), east: east)
    }

    /// Whether the box holds a coordinate, edges included.
    ///
    /// - Parameter coordinate: The point.
    /// - Returns: `true` when the point is on or inside the box.
    /// - Complexity: O(1).
    @inlinable
    public func contains(_ coordinate: Coordinate) -> Bool {
        guard south <= coordinate.latitude && coordinate.latitude <= north else { return false }
        return containsLongitude(coordinate.longitude)
    }

    /// Whether the box holds a longitude, edges included (−180 and 180 are the same meridian).
    ///
    /// - Parameter longitude: Degrees east in −180…180.
    /// - Returns: `true` when the meridian runs through the box.
    @inlinable
    public func containsLongitude(_ longitude: Double) -> Bool {
        // Inside a box that does not cross the antimeridian: the common case, without a remainder.
        if west <= longitude && longitude <= east { return true }
        if longitudeSpan >= 360 { return true }
        let offset = BoundingBox.eastwardOffset(from: west, to: longitude)
        return offset <= longitudeSpan
    }

    /// Whether two boxes share at least one point.
    ///
    /// - Parameter other: The other box.
    /// - Returns: `true` when the boxes overlap or touch.
    /// - Complexity: O(1).
    public func intersects(_ other: BoundingBox) -> Bool {
        guard south <= other.north && other.south <= north else { return false }
        // Two arcs on a circle meet when one of them starts inside the other.
        return containsLongitude(other.west) || other.containsLongitude(west)
    }

    /// `"south,west,north,east"`, the form ``init(parsing:)`` reads.
    public var description: String { "\(south),\(west),\(north),\(east)" }

    /// Degrees to travel east from one meridian to reach another, 0..<360.
    @usableFromInline
    static func eastwardOffset(from start: Double, to end: Double) -> Double {
        var offset = (end - start).truncatingRemainder(dividingBy: 360)
        if offset < 0 { offset += 360 }
        return offset
    }
}

extension BoundingBox {
    /// Reads a box written `"south,west,north,east"` in decimal degrees, as in a URL query
    /// (`bbox=60.15,24.90,60.19,24.98`). Spaces around the numbers are allowed.
    ///
    /// - Parameter text: The four numbers, comma-separated.
    /// - Throws: ``BoundingBoxError`` naming the part that is missing, not a number, out of range,
    ///   or (for south) north of the north edge.
    public init(parsing text: String) throws(BoundingBoxError) {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 4 else {
            throw BoundingBoxError(component: nil, reason: .wrongComponentCount(parts.count))
        }
        var values: [Double] = []
        for (component, part) in zip(BoundingBoxError.Component.allCases, parts) {
            let trimmed = part.trimmingPrefix(while: \.isWhitespace)
            let number = String(trimmed.reversed().trimmingPrefix(while: \.isWhitespace).reversed())
            guard let value = Double(number) else {
                throw BoundingBoxError(component: component, reason: .notANumber(String(part)))
            }
            values.append(value)
        }
        try self.init(south: values[0], west: values[1], north: values[2], east: values[3])
    }
}
