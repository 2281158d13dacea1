import Geodesy

/// Several address directories looked up as one, in a fixed order: a picker's region files first,
/// then the catalog's own addresses (``AddressSearch``).
///
/// - ``search(_:limit:)`` merges their matches: more precise kinds first (houses, then streets,
///   postcodes and places), and within a kind the directories' order and each one's own ranking;
///   a label that an earlier match has is left out.
/// - ``resolve(_:)`` takes the most precise resolution, the earliest directory's among equals: a
///   house the catalog knows beats the street a region file fell back to.
/// - ``nearestAddress(to:within:)`` is the nearest of the directories' nearest addresses.
public struct AddressDirectories: AddressDirectory {
    /// The directories, in the order they are asked.
    public let directories: [any AddressDirectory]

    /// Looks addresses up in `directories`, in that order.
    ///
    /// - Parameter directories: The directories.
    public init(_ directories: [any AddressDirectory]) {
        self.directories = directories
    }

    /// The matches of every directory, merged.
    ///
    /// - Parameters:
    ///   - text: What the person typed.
    ///   - limit: At most this many.
    /// - Returns: At most `limit` matches with distinct labels, more precise kinds first.
    /// - Complexity: One search of each directory for `limit` matches, then O(m log m) for the m
    ///   matches they give.
    public func search(_ text: String, limit: Int) -> [AddressMatch] {
        guard limit > 0 else { return [] }
        // Each directory's top `limit`: however many of them repeat an earlier directory's labels,
        // the `limit` best distinct labels are among them.
        var all: [(match: AddressMatch, directory: Int, rank: Int)] = []
        for (directory, source) in directories.enumerated() {
            for (rank, match) in source.search(text, limit: limit).enumerated() { all.append((match, directory, rank)) }
        }
        all.sort { ($0.match.kind, $0.directory, $0.rank) < ($1.match.kind, $1.directory, $1.rank) }
        var labels = Set<String>()
        var matches: [AddressMatch] = []
        for (match, _, _) in all where matches.count < limit && labels.insert(match.label).inserted {
            matches.append(match)
        }
        return matches
    }

    /// The most precise resolution of the text: an exact one as soon as a directory gives it, else
    /// the one that fell back least (the street before the postcode or the town), the earliest
    /// directory's among equals.
    ///
    /// - Parameter text: The address as written.
    /// - Returns: The resolution, or `nil` when no directory finds anything of the text.
    public func resolve(_ text: String) -> AddressResolution? {
        var best: AddressResolution?
        for directory in directories {
            guard let resolution = directory.resolve(text) else { continue }
            guard let fallback = resolution.fallback else { return resolution }
            if let kept = best?.fallback, Self.precision(kept) <= Self.precision(fallback) { continue }
            best = resolution
        }
        return best
    }

    /// The nearest house address of any directory.
    ///
    /// - Parameters:
    ///   - coordinate: The location.
    ///   - maximumDistance: How far the address may be, in metres.
    /// - Returns: The nearest within that distance, the earliest directory's among equally near ones.
    public func nearestAddress(to coordinate: Coordinate, within maximumDistance: Double) -> AddressMatch? {
        var best: (distance: Double, match: AddressMatch)?
        for directory in directories {
            guard let match = directory.nearestAddress(to: coordinate, within: maximumDistance) else { continue }
            let distance = coordinate.distance(to: match.coordinate)
            if distance < best?.distance ?? .infinity { best = (distance, match) }
        }
        return best?.match
    }

    /// How much of the text a fallback lost: the fewer, the more precise.
    private static func precision(_ fallback: AddressResolution.Fallback) -> Int {
        switch fallback {
        case .houseNumberNotFound: 1
        case .streetNotFound: 2
        }
    }
}
