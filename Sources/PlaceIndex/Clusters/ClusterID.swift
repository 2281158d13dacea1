/// Identifies a cluster within one ``ClusterIndex``: the zoom level where it formed and its number.
///
/// IDs are stable for the life of the index and meaningless in another index.
public struct ClusterID: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// `index << 5 | zoom`.
    public let rawValue: Int

    /// Recreates an ID from ``rawValue``, for example from a URL.
    ///
    /// - Parameter rawValue: A value read from ``rawValue``.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    init(index: Int, zoom: Int) {
        rawValue = index << 5 | zoom
    }

    /// The zoom level at which the cluster formed: it is shown at this zoom and, unless merged
    /// further, at lower zooms.
    public var zoom: Int { rawValue & 31 }

    /// The cluster's number in its index.
    var index: Int { rawValue >> 5 }

    /// Orders by ``rawValue``.
    public static func < (lhs: ClusterID, rhs: ClusterID) -> Bool { lhs.rawValue < rhs.rawValue }

    /// `"cluster 12 at z5"`.
    public var description: String { "cluster \(index) at z\(zoom)" }
}
