import Geodesy
import Places

/// One place of the visible set, with what the query computed for it.
public struct PlaceResult: Sendable, Hashable, Identifiable {
    /// The place's stable id.
    public var id: String { place.id }
    /// The place.
    public var place: Place
    /// Geodesic distance from the origin, metres (WGS84).
    public var distance: Double
    /// Initial bearing from the origin, degrees clockwise from north.
    public var bearing: Double
    /// The 8-point direction from the origin.
    public var direction: CompassDirection
    /// The opening state at the query instant.
    public var opening: OpeningSnapshot
    /// When a text search is active: the match score (higher is better).
    public var textScore: Int?
    /// Temporarily unavailable (full, or closed until a date), if the data says so.
    public var unavailability: Unavailability?
    /// The place's position in the engine's catalog, when the engine made the result (what the
    /// picker names it by, without looking its id up).
    public var position: Int?

    /// Creates a result.
    ///
    /// - Parameters:
    ///   - place: Place.
    ///   - distance: Metres.
    ///   - bearing: Degrees.
    ///   - direction: Direction.
    ///   - opening: Opening state.
    ///   - textScore: Match score.
    ///   - unavailability: Temporary unavailability.
    ///   - position: The place's position in the catalog.
    public init(
        place: Place, distance: Double, bearing: Double, direction: CompassDirection, opening: OpeningSnapshot,
        textScore: Int? = nil, unavailability: Unavailability? = nil, position: Int? = nil
    ) {
        self.place = place
        self.distance = distance
        self.bearing = bearing
        self.direction = direction
        self.opening = opening
        self.textScore = textScore
        self.unavailability = unavailability
        self.position = position
    }
}
