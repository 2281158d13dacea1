import PlaceQuery

/// What a full build of a replica's places makes: an engine, with whatever goes with it (the web's
/// picker, its settings and names). Each version after it is the same with a newer engine, the
/// changes applied as an overlay (``PlaceEngine/applying(_:)``).
public protocol LiveBase: Sendable {
    /// The engine answering queries.
    var engine: PlaceEngine { get }
    /// The same with another engine: a version of this one's places, or a new base of them.
    func replacingEngine(_ engine: PlaceEngine) -> Self
}

/// One version of a replica's places, as ``LiveCatalog`` publishes it: what answers from them and
/// the data version and digest they are at.
public struct LiveVersion<Base: LiveBase>: Sendable {
    /// What answers from the places (``LiveBase/engine``).
    public var content: Base
    /// The data version the places are at.
    public var version: Int64
    /// A digest of the places: the sum modulo 2^64 of ``PlacesDigest/rowHash(id:version:)`` over
    /// every place, as 16 hexadecimal digits (``PlacesDigest/text(_:)``).
    public var placesDigest: String

    /// Creates a version.
    public init(content: Base, version: Int64, placesDigest: String) {
        self.content = content
        self.version = version
        self.placesDigest = placesDigest
    }
}

/// The digest of a replica's places. A sum does not depend on the order, so a replica keeps it up
/// to date change by change, and the replica test computes the same from the table.
public enum PlacesDigest {
    /// One place's share of the digest: FNV-1a (64 bits) of `id<TAB>version`.
    public static func rowHash(id: String, version: Int64) -> UInt64 {
        fnv1a(String(version).utf8, continuing: fnv1a([9], continuing: fnv1a(id.utf8)))
    }

    /// A digest as 16 hexadecimal digits.
    public static func text(_ digest: UInt64) -> String {
        let hex = String(digest, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    /// FNV-1a (64 bits) of bytes, continuing from a hash of the bytes before them.
    static func fnv1a(_ bytes: some Sequence<UInt8>, continuing hash: UInt64 = 0xcbf2_9ce4_8422_2325) -> UInt64 {
        var hash = hash
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return hash
    }
}
