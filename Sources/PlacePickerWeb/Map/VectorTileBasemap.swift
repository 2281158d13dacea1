import ConcurrencyPrimitives
import VectorTiles

/// The ground the map draws from vector tiles in the OpenMapTiles schema (as Debian's
/// `tilemaker` writes it with its OpenMapTiles example, or any OpenMapTiles-schema tiles): the
/// streets, railways, water, parks and buildings of every tile the view needs, in the map's own
/// colours, with the streets' real names.
///
/// ```swift
/// let ground = try VectorTileBasemap(source: MBTiles(path: "region.mbtiles"))
/// configuration.basemap = Basemap(tiles: ground)
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

    /// Whether a file is an MBTiles file (an SQLite database) rather than GeoJSON: `--basemap FILE`
    /// can take either, told by the content.
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
    public func check(_ id: TileID) throws -> (parts: [Basemap.Kind: Int], names: Int) {
        guard let bytes = try source.tile(zoom: id.zoom, x: id.x, y: id.y) else { return ([:], 0) }
        let tile = try GroundTile(decoding: bytes, id: id)
        var parts: [Basemap.Kind: Int] = [:]
        for part in tile.parts where part.role != .label {
            parts[Basemap.Kind.allCases[Int(part.kind)], default: 0] += 1
        }
        return (parts, tile.names.count)
    }
}

/// One tile's ground: its lines and areas by kind, and its street names along their lines, in
/// the tile's grid (0…extent across). Parts are in drawing order: kinds as ``Basemap/Kind``
/// orders them, labels last.
struct GroundTile: Sendable {
    /// What a part is drawn as.
    enum Role: UInt8, Sendable {
        /// A filled ring.
        case area
        /// A stroked line.
        case line
        /// A line filled as an area would be (a river drawn in the water's path): written there
        /// and back, so it has no area to fill and its stroke is the line.
        case thinLine
        /// A street's name along its line, not drawn itself.
        case label
    }

    /// A line or ring: its points (`start..<end` in ``coordinates``' pairs), kind, role, box,
    /// and, for a label, its name and how important the street is.
    struct Part: Sendable {
        var start: Int32
        var end: Int32
        var kind: UInt8
        var role: Role
        /// Label importance: 0 major roads, 1 streets, 2 minor ones.
        var rank: UInt8
        /// The lowest view zoom that draws it (buildings from 15, minor streets from 14).
        var minimumZoom: UInt8
        var name: Int32
        var minX: Int32, minY: Int32, maxX: Int32, maxY: Int32
    }

    let id: TileID
    /// Grid units across the tile: every layer's coordinates are scaled to it.
    let extent = 4096
    /// x, y, x, y, … in the tile's grid.
    var coordinates: [Int32] = []
    var parts: [Part] = []
    var names: [String] = []

    var isEmpty: Bool { parts.isEmpty }

    /// What it takes in memory, as the cache counts it.
    var byteSize: Int {
        128 + coordinates.count * 4 + parts.count * MemoryLayout<Part>.stride
            + names.reduce(0) { $0 + $1.utf8.count + 16 }
    }

    init(id: TileID) {
        self.id = id
    }

    /// Sorts a stored tile's OpenMapTiles layers into the map's kinds.
    ///
    /// - Throws: ``VectorTileError`` naming the tile.
    init(decoding bytes: [UInt8], id: TileID) throws(VectorTileError) {
        self.id = id
        let tile: VectorTile
        do {
            tile = try VectorTile(decoding: bytes)
        } catch {
            throw error.within("tile \(id)")
        }
        var collected: [[(part: Part, points: [VectorTile.Point])]] = Array(
            repeating: [], count: Basemap.Kind.allCases.count + 1)
        var names: [String: Int32] = [:]
        var points: [VectorTile.Point] = []
        var ends: [Int] = []
        for layer in tile.layers {
            guard let classify = OpenMapTilesSchema.classifier(for: layer) else { continue }
            let layerExtent = Int64(layer.extent)
            for feature in layer.features {
                guard let drawn = classify(feature) else { continue }
                points.removeAll(keepingCapacity: true)
                ends.removeAll(keepingCapacity: true)
                do {
                    try feature.decodeGeometry(into: &points, partEnds: &ends)
                } catch {
                    throw error.within("tile \(id)")
                }
                if layerExtent != 4096 {
                    for index in points.indices {
                        points[index] = VectorTile.Point(
                            x: Int32(clamping: Int64(points[index].x) * 4096 / layerExtent),
                            y: Int32(clamping: Int64(points[index].y) * 4096 / layerExtent))
                    }
                }
                var nameIndex: Int32 = -1
                if let name = drawn.name {
                    if let known = names[name] {
                        nameIndex = known
                    } else {
                        nameIndex = Int32(names.count)
                        names[name] = nameIndex
                    }
                }
                var start = 0
                for end in ends {
                    let part = points[start..<end]
                    start = end
                    guard part.count >= (drawn.role == .area ? 3 : 2) else { continue }
                    var box = (minX: Int32.max, minY: Int32.max, maxX: Int32.min, maxY: Int32.min)
                    for point in part {
                        box = (
                            min(box.minX, point.x), min(box.minY, point.y), max(box.maxX, point.x),
                            max(box.maxY, point.y)
                        )
                    }
                    let slot = drawn.role == .label ? Basemap.Kind.allCases.count : Int(drawn.kind)
                    collected[slot].append(
                        (
                            Part(
                                start: 0, end: 0, kind: drawn.kind, role: drawn.role, rank: drawn.rank,
                                minimumZoom: drawn.minimumZoom, name: nameIndex,
                                minX: box.minX, minY: box.minY, maxX: box.maxX, maxY: box.maxY),
                            Array(part)
                        ))
                }
            }
        }
        for slot in collected {
            for (part, partPoints) in slot {
                var placed = part
                placed.start = Int32(coordinates.count / 2)
                for point in partPoints {
                    coordinates.append(point.x)
                    coordinates.append(point.y)
                }
                placed.end = Int32(coordinates.count / 2)
                parts.append(placed)
            }
        }
        self.names = [String](repeating: "", count: names.count)
        for (name, index) in names { self.names[Int(index)] = name }
    }
}
