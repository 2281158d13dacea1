import ConcurrencyPrimitives

/// The ground the map draws from vector tiles in the OpenMapTiles schema (as Debian's
/// `tilemaker` writes it with its OpenMapTiles example, or any OpenMapTiles-schema tiles): the
/// streets, railways, water, parks and buildings of every tile the view needs, in the map's own
/// colours, with the streets' real names.
///
/// ```swift
/// let ground = try VectorTileBasemap.mbtiles(path: "region.mbtiles")
/// configuration.basemap = Basemap(tiles: ground)   // PlacePickerWeb
/// ```
///
/// Each tile is decoded once and kept, sorted into the map's kinds, in a cache bounded in bytes
/// (``cacheCapacity``). A tile that cannot be read is drawn empty and said once to
/// ``init(source:attribution:cacheCapacity:reportProblem:)``'s `reportProblem`.
public final class VectorTileBasemap: Sendable {
    /// Where the tiles come from.
    public let source: any TileSource
    /// Who the ground's data is from, as text: the tiles' own attribution, else the one given.
    public let attribution: String
    /// The zoom levels the tiles have: closer views draw the highest enlarged.
    public let zoomLevels: ClosedRange<Int>
    /// The most bytes the decoded tiles kept may take.
    public var cacheCapacity: Int { cache.capacity }
    /// The decoded tiles kept and the bytes they take; the look-ups that found a tile kept and
    /// that did not.
    public var cacheStatistics: (tiles: Int, bytes: Int, hits: Int, misses: Int) {
        let statistics = cache.statistics
        return (statistics.count, statistics.size, statistics.hits, statistics.misses)
    }

    let cache: TileCache<TileID, GroundTile>
    private let reportProblem: @Sendable (String) -> Void
    /// The tiles already said to be unreadable (each is said once).
    private let reported = Locked(Set<TileID>())

    /// Draws the ground from a tile source.
    ///
    /// - Parameters:
    ///   - source: The tiles (an ``MBTiles`` file, or a region's file that embeds them).
    ///   - attribution: Who the data is from when the tiles do not say (their metadata has no
    ///     `attribution`); OpenMapTiles-schema tiles are made from OpenStreetMap.
    ///   - cacheCapacity: The most bytes the decoded tiles may take (64 MiB: about two hundred
    ///     dense city-centre tiles).
    ///   - reportProblem: Told, once per tile, why a tile could not be read ("tile 14/8187/5447: …").
    public init(
        source: any TileSource, attribution: String = "© OpenStreetMap contributors", cacheCapacity: Int = 64 << 20,
        reportProblem: @escaping @Sendable (String) -> Void = { _ in }
    ) {
        self.source = source
        self.attribution = source.metadata.plainAttribution ?? attribution
        let metadata = source.metadata
        zoomLevels = min(metadata.minZoom, metadata.maxZoom)...max(metadata.minZoom, metadata.maxZoom)
        cache = TileCache(capacity: cacheCapacity)
        self.reportProblem = reportProblem
    }

    /// Draws the ground from an MBTiles file.
    ///
    /// - Parameters:
    ///   - path: The file.
    ///   - reportProblem: Told, once per tile, why a tile could not be read.
    /// - Returns: The ground.
    /// - Throws: ``TileSourceError`` naming the file and why it cannot be used.
    public static func mbtiles(
        path: String, reportProblem: @escaping @Sendable (String) -> Void = { _ in }
    ) throws(TileSourceError) -> VectorTileBasemap {
        VectorTileBasemap(source: try MBTiles(path: path), reportProblem: reportProblem)
    }

    /// Whether a file is an MBTiles file (an SQLite database) rather than, say, GeoJSON: a
    /// basemap option can take either, told by the content.
    ///
    /// - Parameter path: The file.
    /// - Returns: Whether it starts as SQLite databases do.
    public static func isMBTiles(path: String) -> Bool { MBTiles.isSQLite(path: path) }

    /// The zoom level of the tiles a view at `zoom` draws.
    func tileZoom(forViewZoom zoom: Int) -> Int {
        min(max(zoom, zoomLevels.lowerBound), zoomLevels.upperBound)
    }

    /// A tile sorted into the map's kinds, from the cache or read and decoded now; `nil` where the
    /// source has no tile (or one that cannot be read, which is reported once).
    func ground(_ id: TileID) -> GroundTile? {
        if let kept = cache.value(for: id) { return kept.isEmpty ? nil : kept }
        let tile: GroundTile
        do {
            if let bytes = try source.tile(zoom: id.zoom, x: id.x, y: id.y) {
                tile = try GroundTile(decoding: bytes, id: id)
            } else {
                tile = GroundTile(id: id)
            }
        } catch {
            tile = GroundTile(id: id)
            let first = reported.withLock { $0.insert(id).inserted }
            if first { reportProblem("tile \(id): \(error)") }
        }
        cache.insert(tile, for: id, size: tile.byteSize)
        return tile.isEmpty ? nil : tile
    }

    /// Reads and decodes a tile without keeping it: to check a source before serving it.
    ///
    /// - Parameter id: The tile.
    /// - Returns: How many lines and areas of each kind it draws, and how many names it has.
    /// - Throws: ``TileSourceError`` or ``VectorTileError`` saying which tile and why.
    public func check(_ id: TileID) throws -> (parts: [GroundKind: Int], names: Int) {
        guard let bytes = try source.tile(zoom: id.zoom, x: id.x, y: id.y) else { return ([:], 0) }
        let tile = try GroundTile(decoding: bytes, id: id)
        var parts: [GroundKind: Int] = [:]
        for part in tile.parts where part.role != .label {
            parts[GroundKind.allCases[Int(part.kind)], default: 0] += 1
        }
        return (parts, tile.names.count)
    }
}
