import Foundation

extension BoundingBox {
    /// The smallest box that holds every coordinate, or `nil` when there are none.
    ///
    /// Longitudes are on a circle, so the box is the complement of the widest gap between
    /// neighbouring longitudes: points at 179.9° and −179.9° give a box 0.2° wide across the
    /// antimeridian, not 359.8° wide across Greenwich. When two gaps are equally wide the box that
    /// does not cross the antimeridian wins.
    ///
    /// - Parameter coordinates: The points; any order, duplicates allowed.
    /// - Complexity: O(n log n) for n coordinates (the longitudes are sorted).
    public init?(fitting coordinates: some Sequence<Coordinate>) {
        var south = Double.infinity
        var north = -Double.infinity
        var longitudes: [Double] = []
        longitudes.reserveCapacity(coordinates.underestimatedCount)
        for coordinate in coordinates {
            south = min(south, coordinate.latitude)
            north = max(north, coordinate.latitude)
            // −180 and 180 are one meridian; keep one spelling so the gaps are right.
            longitudes.append(coordinate.longitude == 180 ? -180 : coordinate.longitude)
        }
        guard let first = longitudes.min(), let last = longitudes.max() else { return nil }
        longitudes.sort()
        // The gap across the antimeridian, from the easternmost point round to the westernmost.
        var widestGap = first + 360 - last
        var west = first
        var east = last
        for index in longitudes.indices.dropLast() {
            let gap = longitudes[index + 1] - longitudes[index]
            if gap > widestGap {
                widestGap = gap
                west = longitudes[index + 1]
                east = longitudes[index]
            }
        }
        self.init(uncheckedSouth: south, west: west, north: north, east: east)
    }

    /// This box grown by a distance on every side, so that it holds every point within `meters`
    /// of the box.
    ///
    /// Degrees are computed on a sphere of radius 6 335 439 m, the smallest meridional radius of
    /// curvature of WGS84, so the growth errs on the large side. The east and west edges move by
    /// the largest longitude reachable within the distance at the box's highest latitude
    /// (sin Δλ = sin δ / cos φ); a box that reaches a pole, or would wrap all the way round, covers
    /// every longitude.
    ///
    /// - Parameter meters: The margin; negative values are treated as 0.
    /// - Returns: The grown box.
    public func expanded(byMeters meters: Double) -> BoundingBox {
        let radius = 6_335_439.0
        let angle = max(0, meters) / radius
        let degrees = angle / Degrees.radiansPerDegree
        let newSouth = max(-90, south - degrees)
        let newNorth = min(90, north + degrees)
        let highestLatitude = max(abs(newSouth), abs(newNorth))
        let cosLatitude = Degrees.sinCos(highestLatitude).cos
        let sinReach = angle >= .pi / 2 ? 1 : sin(angle) / cosLatitude
        guard highestLatitude < 90, sinReach < 1 else {
            return BoundingBox(uncheckedSouth: newSouth, west: -180, north: newNorth, east: 180)
        }
        let reach = asin(sinReach) / Degrees.radiansPerDegree
        guard longitudeSpan + 2 * reach < 360 else {
            return BoundingBox(uncheckedSouth: newSouth, west: -180, north: newNorth, east: 180)
        }
        return BoundingBox(
            uncheckedSouth: newSouth,
            west: Coordinate.normalizedLongitude(west - reach),
            north: newNorth,
            east: Coordinate.normalizedLongitude(east + reach))
    }
}
