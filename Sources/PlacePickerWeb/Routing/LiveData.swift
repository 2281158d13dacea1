import Foundation
import HTTPMessage
import RawMemory

/// The data an app answers from when it follows a database (`serve --database`): its version, a digest
/// of its places, and how the link to the database is doing.
public struct LiveData: Sendable {
    /// How the replica's link to the database is doing now.
    public struct Health: Sendable, Equatable {
        /// Whether the database could be read at the last attempt.
        public var isConnected: Bool
        /// Seconds since the database was last read successfully.
        public var secondsSinceSync: Double
        /// The newest version read from the database (the app being built may be older).
        public var followedVersion: Int64

        /// Creates a health reading.
        public init(isConnected: Bool, secondsSinceSync: Double, followedVersion: Int64) {
            self.isConnected = isConnected
            self.secondsSinceSync = secondsSinceSync
            self.followedVersion = followedVersion
        }
    }

    /// The data version the app's places are at.
    public var version: Int64
    /// A digest of the places: the sum modulo 2^64 of ``rowHash(id:version:)`` over every place, as 16
    /// hexadecimal digits (the replica test computes the same from the table). A sum does not depend
    /// on the order, so a replica keeps it up to date change by change.
    public var placesDigest: String
    /// Reads the link's health when `/healthz` is asked.
    public var health: @Sendable () -> Health

    /// Creates the data description of one app.
    public init(version: Int64, placesDigest: String, health: @escaping @Sendable () -> Health) {
        self.version = version
        self.placesDigest = placesDigest
        self.health = health
    }

    /// One place's share of the digest: FNV-1a (64 bits) of `id<TAB>version`.
    public static func rowHash(id: String, version: Int64) -> UInt64 {
        fnv1a(String(version).utf8, continuing: fnv1a([9], continuing: fnv1a(id.utf8)))
    }

    /// FNV-1a (64 bits) of bytes, continuing from a hash of the bytes before them.
    static func fnv1a(_ bytes: some Sequence<UInt8>, continuing hash: UInt64 = 0xcbf2_9ce4_8422_2325) -> UInt64 {
        var hash = hash
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return hash
    }

    /// A 64-bit hash of an answer's body for its ETag, eight bytes a step (FNV-1a's byte a step
    /// cost 4 % of a computed page's time). Not a digest anyone recomputes; only equal bodies
    /// must give equal hashes.
    static func bodyHash(_ bytes: [UInt8]) -> UInt64 { RawBytes.hash(bytes) }

    /// A digest as 16 hexadecimal digits.
    public static func digestText(_ digest: UInt64) -> String {
        let hex = String(digest, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

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
