import Foundation

// SKELETON: the Geodesy work replaces these bodies with Karney's geodesic (kept API).
extension Coordinate {
    /// Geodesic distance on the WGS84 ellipsoid, in metres.
    ///
    /// - Parameter other: The other end.
    /// - Returns: The length of the shortest path between the two points, in metres.
    public func distance(to other: Coordinate) -> Double {
        let r = 6_371_008.8
        let p1 = latitude * .pi / 180
        let p2 = other.latitude * .pi / 180
        let dp = p2 - p1
        let dl = (other.longitude - longitude) * .pi / 180
        let a = sin(dp / 2) * sin(dp / 2) + cos(p1) * cos(p2) * sin(dl / 2) * sin(dl / 2)
        return 2 * r * asin(min(1, sqrt(a)))
    }

    /// Initial bearing of the geodesic towards `other`, degrees clockwise from north in 0..<360.
    ///
    /// - Parameter other: The destination.
    /// - Returns: Degrees clockwise from true north.
    public func bearing(to other: Coordinate) -> Double {
        let p1 = latitude * .pi / 180
        let p2 = other.latitude * .pi / 180
        let dl = (other.longitude - longitude) * .pi / 180
        let y = sin(dl) * cos(p2)
        let x = cos(p1) * sin(p2) - sin(p1) * cos(p2) * cos(dl)
        let degrees = atan2(y, x) * 180 / .pi
        return degrees < 0 ? degrees + 360 : degrees
    }
}
