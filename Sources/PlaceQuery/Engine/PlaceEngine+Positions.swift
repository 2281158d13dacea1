import Geodesy
import OpeningHours
import PlaceQueryModel
import PlaceSearch
import Places

/// The engine's places by position. Each accessor asks the ``PlaceVersion`` what a position holds
/// and reads the base's data where the base's place stands, else the changed place's.
extension PlaceEngine {
    /// How many places the overlay holds: those changed, added or deleted since the base was
    /// built (0 for a base). A caller folds them into a fresh base (a full build, in the
    /// background) when it grows past a threshold.
    public var overlayCount: Int { version.changedPlaceCount }

    /// How many change records the engine's changes are kept in: each change writes one or two
    /// (a place changed ten times has ten), so they cost memory until a fold starts a new base.
    public var changeRecordCount: Int { version.recordCount }

    /// How many places the engine has.
    public var placeCount: Int { version.placeCount }

    /// The place at a position (of a result, ``Results/matchingPositions`` or a map node), or
    /// `nil` for a position that holds none.
    ///
    /// - Parameter position: The position.
    /// - Returns: The place.
    public func place(at position: Int) -> Place? {
        switch version.holding(position) {
        case .empty: return nil
        case .base: return catalog.places[position]
        case .changed(let change): return change.place
        }
    }

    /// The id of the place at a position, or `nil` for a position that holds none.
    ///
    /// - Parameter position: The position.
    /// - Returns: The id.
    public func placeID(at position: Int) -> String? {
        holds(position: position) ? id(at: position) : nil
    }

    /// Whether a position holds a place (of this engine's version).
    ///
    /// - Parameter position: The position.
    /// - Returns: Whether it does.
    @inline(__always)
    public func holds(position: Int) -> Bool {
        if case .empty = version.holding(position) { return false }
        return true
    }

    /// Whether this engine and another were made from the same base (by ``applying(_:)``, or
    /// are the same): positions below the base's count then name the same places where both
    /// hold them.
    ///
    /// - Parameter other: The other engine.
    /// - Returns: Whether they share a base.
    public func sharesBase(with other: PlaceEngine) -> Bool { baseToken === other.baseToken }

    /// The place with an id, or `nil`.
    ///
    /// - Parameter id: The id.
    /// - Returns: The place.
    public func place(id: String) -> Place? {
        position(ofID: id).flatMap { place(at: $0) }
    }

    /// The position of a place id: where the base has it while it is there, else among the
    /// delta's places (new, or moved).
    ///
    /// - Parameter id: The id.
    /// - Returns: Its position, or `nil` for an unknown (or deleted) id.
    public func position(ofID id: String) -> Int? {
        if let position = catalog.position(ofID: id), holds(position: position) { return position }
        return version.deltaPosition(ofID: id)
    }

    /// The hours of the place at a position (one that holds a place).
    @inline(__always)
    func hours(at position: Int) -> PlaceHours {
        version.change(at: position)?.hours ?? hours[position]
    }

    /// The coordinate of the place at a position (one that holds a place).
    @inline(__always)
    func coordinate(at position: Int) -> Coordinate {
        version.change(at: position)?.place.coordinate ?? coordinates[position]
    }

    /// The id of the place at a position (one that holds a place).
    func id(at position: Int) -> String {
        version.change(at: position)?.place.id ?? catalog.places[position].id
    }

    /// The folded name of the place at a position, for ordering by name.
    func nameKey(at position: Int) -> String {
        if let change = version.change(at: position) { return change.name.words.joined(separator: " ") }
        return words.name(at: position).words.joined(separator: " ")
    }

    /// The result for a changed place at its position.
    func changedResult(_ change: ChangedPlace, position: Int, query: Query, textScore: Int?) -> PlaceResult {
        let solution = Geodesic.fastInverse(from: query.origin, to: change.place.coordinate)
        let bearing =
            solution.distance < 0.5
            ? 0 : (solution.initialAzimuth < 0 ? solution.initialAzimuth + 360 : solution.initialAzimuth)
        return PlaceResult(
            place: change.place, distance: solution.distance, bearing: bearing,
            direction: CompassDirection(bearing: bearing), opening: change.hours.snapshot(at: query.instant),
            textScore: textScore, unavailability: Self.unavailability(of: change, query: query), position: position)
    }
}
