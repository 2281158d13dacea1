import VectorTiles

/// A region's embedded basemap tiles are a tile source the map draws from, and an MBTiles file's
/// tiles are what a build embeds.
extension Geography {
    /// The region's embedded basemap tiles as a tile source, or `nil` when it carries none.
    public var tileSource: GeographyTileSource? { tileCount > 0 ? GeographyTileSource(region: self) : nil }
}

/// A region file's embedded tiles, as the map's drawing reads tiles.
public struct GeographyTileSource: TileSource {
    /// The region.
    public let region: Geography
    /// The tile set's metadata as the build recorded it; OpenMapTiles' zooms and OpenStreetMap's
    /// attribution for a file that recorded none readable.
    public let metadata: TileMetadata

    init(region: Geography) {
        self.region = region
        metadata =
            (try? TileMetadata(entries: region.metadata.tiles ?? [:], source: region.path))
            ?? TileMetadata(attribution: "© OpenStreetMap contributors", minZoom: 0, maxZoom: 14)
    }

    /// The tile at zoom, column and row (XYZ), as stored.
    public func tile(zoom: Int, x: Int, y: Int) throws(TileSourceError) -> [UInt8]? {
        region.storedTile(zoom: zoom, x: x, y: y)
    }
}

extension GeographyTiles {
    /// Every tile of an MBTiles file, with its metadata; OpenStreetMap's attribution added when
    /// the file has none (tilemaker writes none).
    ///
    /// - Parameter path: The MBTiles file.
    /// - Throws: ``TileSourceError`` naming the file and why it cannot be read.
    public init(mbtiles path: String) throws(TileSourceError) {
        let source = try MBTiles(path: path)
        var entries = source.metadata.entries
        if (entries["attribution"] ?? "").isEmpty { entries["attribution"] = "© OpenStreetMap contributors" }
        var tiles = GeographyTiles(metadata: entries)
        do {
            try source.forEachTile { id, bytes in tiles.add(zoom: id.zoom, x: id.x, y: id.y, bytes: bytes) }
        } catch let error as TileSourceError {
            throw error
        } catch {
            throw TileSourceError("\(path): \(error)")
        }
        self = tiles
    }
}
