import Foundation
import HTTPMessage
import PlaceReplication
import RawMemory

/// The data an app answers from when it follows a database (`serve --database`): its version, a digest
/// of its places, and how the link to the database is doing.
public struct LiveData: Sendable {
    /// How the replica's link to the database is doing now.
    public typealias Health = ReplicaHealth

    /// The data version the app's places are at.
    public var version: Int64
    /// A digest of the places (``PlacesDigest``: the replica test computes the same from the table).
    public var placesDigest: String
    /// Reads the link's health when `/healthz` is asked.
    public var health: @Sendable () -> Health

    /// Creates the data description of one app.
    public init(version: Int64, placesDigest: String, health: @escaping @Sendable () -> Health) {
        self.version = version
        self.placesDigest = placesDigest
        self.health = health
    }

    /// A 64-bit hash of an answer's body for its ETag, eight bytes a step (FNV-1a's byte a step
    /// cost 4 % of a computed page's time). Not a digest anyone recomputes; only equal bodies
    /// must give equal hashes.
    static func bodyHash(_ bytes: [UInt8]) -> UInt64 { RawBytes.hash(bytes) }

    /// `/healthz`: `ok` or `degraded` (the database unreachable: answers come from the last version).
    func healthResponse(places: Int, sources: String) -> HTTPResponse {
        let health = health()
        let status = health.isConnected ? "ok" : "degraded"
        return .json(
            "{\"status\":\"\(status)\",\"places\":\(places),\"dataVersion\":\(version),"
                + "\"followedVersion\":\(health.followedVersion),\"placesDigest\":\"\(placesDigest)\","
                + "\"secondsSinceSync\":\((health.secondsSinceSync * 1000).rounded() / 1000),\"sources\":\(sources)}\n")
    }

    /// Marks an answer with the version it was computed from: an `ETag` (the version and a digest of
    /// the body) and the `PlacePicker-Data-Version` header. (An API answer's body is encoded with the
    /// version, ``APIAnswer``.)
    func mark(_ response: inout HTTPResponse) {
        response.headers["ETag"] = "\"\(version)-\(String(Self.bodyHash(response.body), radix: 16))\""
        response.headers["PlacePicker-Data-Version"] = String(version)
    }
}
