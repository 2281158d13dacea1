/// The shortest path between two points on the WGS84 ellipsoid: its length and its direction at
/// both ends.
public struct GeodesicSolution: Sendable, Hashable {
    /// Length of the geodesic in metres (s₁₂).
    public let distance: Double
    /// Azimuth at the start (α₁), degrees clockwise from north in −180…180.
    ///
    /// For identical points it is 0; for exactly antipodal points several geodesics are equally
    /// short and this is one of them.
    public let initialAzimuth: Double
    /// Azimuth at the end (α₂), degrees clockwise from north in −180…180: the direction of travel
    /// when arriving, not the direction back to the start.
    public let finalAzimuth: Double

    /// Creates a solution from its parts.
    ///
    /// - Parameters:
    ///   - distance: Metres.
    ///   - initialAzimuth: Degrees at the start.
    ///   - finalAzimuth: Degrees at the end.
    public init(distance: Double, initialAzimuth: Double, finalAzimuth: Double) {
        self.distance = distance
        self.initialAzimuth = initialAzimuth
        self.finalAzimuth = finalAzimuth
    }
}
