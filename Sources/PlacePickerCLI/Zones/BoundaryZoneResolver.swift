import Geodesy
import Places
import TimeZoneBoundaries

/// The embedded time-zone boundaries as the ``TimeZoneResolver`` that `nearest`, `serve` and
/// `validate` give the catalog: the one place where the libraries meet the boundary table.
struct BoundaryZoneResolver: TimeZoneResolver {
    let lookup: ZoneLookup

    /// The embedded table, or a failure that names the packaging problem (exit 70).
    static func embedded(commandName: String) throws(CommandFailure) -> BoundaryZoneResolver {
        do {
            return BoundaryZoneResolver(lookup: try ZoneLookup.embedded())
        } catch {
            throw CommandFailure("\(commandName): \(error)", exitCode: ExitCode.internalError)
        }
    }

    func timeZoneIdentifier(at coordinate: Coordinate) -> String? { lookup.zoneIdentifier(at: coordinate) }
}
