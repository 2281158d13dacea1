extension Coordinate {
    /// Geodesic distance on the WGS84 ellipsoid, in metres.
    ///
    /// Solves the inverse geodesic problem with the method of C. F. F. Karney, "Algorithms for
    /// geodesics", *J. Geodesy* 87, 43–55 (2013); agrees with GeographicLib to well under 1 mm for
    /// any pair of points, antipodal ones included. For ranking many candidates use the cheaper
    /// ``UnitVector/squaredChordLength(to:)``.
    ///
    /// - Parameter other: The other end.
    /// - Returns: The length of the shortest path between the two points, in metres; 0 for identical points.
    /// - Complexity: O(1); see ``Geodesic/inverse(from:to:)``.
    public func distance(to other: Coordinate) -> Double {
        Geodesic.inverse(from: self, to: other).distance
    }

    /// Initial bearing of the geodesic towards `other`, degrees clockwise from true north in 0..<360.
    ///
    /// This is the azimuth α₁ of Karney (2013) at this point. Identical points give 0.
    ///
    /// - Parameter other: The destination.
    /// - Returns: Degrees clockwise from true north, 0..<360.
    public func bearing(to other: Coordinate) -> Double {
        let solution = Geodesic.inverse(from: self, to: other)
        if solution.distance == 0 { return 0 }
        return Coordinate.normalizedBearing(solution.initialAzimuth)
    }

    /// The compass direction of `other` as seen from here, from the initial bearing of the geodesic:
    /// "the locker is 350 m north-east".
    ///
    /// - Parameter other: The destination.
    /// - Returns: One of the eight directions; ``CompassDirection/north`` for identical points.
    public func direction(to other: Coordinate) -> CompassDirection {
        CompassDirection(bearing: bearing(to: other))
    }

    /// Reduces an azimuth in degrees into 0..<360.
    static func normalizedBearing(_ degrees: Double) -> Double {
        var reduced = degrees.truncatingRemainder(dividingBy: 360)
        if reduced < 0 { reduced += 360 }
        // −1e-17 + 360 rounds to 360.
        return reduced >= 360 ? 0 : reduced + 0  // + 0 turns −0 into 0
    }
}
