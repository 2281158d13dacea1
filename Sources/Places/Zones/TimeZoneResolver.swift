import Geodesy

/// Finds the IANA time zone of a coordinate: what a place without a `timezone` of its own is
/// evaluated in.
///
/// `Places` and `PlaceQuery` do not carry a boundary table; an app or the command-line tool
/// passes one in (the `TimeZoneBoundaries` module's `ZoneLookup`, wrapped in a type conforming
/// to this protocol), or none, and then only the data's own zones and the catalog default apply.
public protocol TimeZoneResolver: Sendable {
    /// The zone at a coordinate.
    ///
    /// - Parameter coordinate: The place's coordinate.
    /// - Returns: An IANA identifier such as `Europe/Helsinki` (a nautical `Etc/GMT±N` zone at
    ///   sea), or `nil` when the resolver knows none.
    func timeZoneIdentifier(at coordinate: Coordinate) -> String?
}
