import ConcurrencyPrimitives
import Foundation

/// An MBTiles file (version 1.3): an SQLite database with a `metadata` table of name–value pairs
/// and a `tiles` table (or view) of `zoom_level`, `tile_column`, `tile_row` and `tile_data`, rows
/// counted from the south (TMS); this type speaks XYZ, rows from the north, and turns them round.
///
/// SQLite is loaded at run time (``SQLiteLibrary``). One connection, read-only, serves every
/// thread, one read at a time: a map page reads a handful of tiles and keeps them decoded in a
/// cache, so reads are rare.
///
/// ```swift
/// let tiles = try MBTiles(path: "region.mbtiles")
/// let bytes = try tiles.tile(zoom: 14, x: 8187, y: 5447)   // gzip, as tilemaker writes it
/// try tiles.forEachTile { id, bytes in … }                 // every tile, to copy them elsewhere
/// ```
public final class MBTiles: TileSource {
    /// The file's path, as given.
    public let path: String
    /// What the file says about itself.
    public let metadata: TileMetadata
    /// The number of tiles.
    public let tileCount: Int

    private struct Reader: Sendable {
        let connection: SQLiteConnection
        let lookup: SQLiteStatement
    }

    private let reader: Locked<Reader>

    /// Opens an MBTiles file of vector tiles.
    ///
    /// - Parameter path: The file.
    /// - Throws: ``TileSourceError`` naming the file and saying why: it does not exist, SQLite is
    ///   not installed, it is not an SQLite database, it has no `metadata` or `tiles` table, its
    ///   metadata is malformed, or it holds raster tiles (`format` png, jpg, webp).
    public init(path: String) throws(TileSourceError) {
        self.path = path
        let name = (path as NSString).lastPathComponent
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue else {
            throw TileSourceError("\(path): no such file; give an MBTiles file, e.g. written by tilemaker")
        }
        let connection: SQLiteConnection
        do {
            connection = try SQLiteConnection(readOnly: path)
        } catch {
            throw TileSourceError("\(path): cannot be opened as an SQLite database (\(error.message))")
        }
        let notMBTiles = { (why: String) in
            TileSourceError(
                "\(path): not an MBTiles file (\(why)); give an SQLite file with 'metadata' and 'tiles' tables, "
                    + "e.g. from 'tilemaker --output \(name)'")
        }
        var entries: [String: String] = [:]
        do {
            let tables = try connection.prepare(
                "SELECT name FROM sqlite_master WHERE type IN ('table', 'view') AND name IN ('metadata', 'tiles')")
            var found = Set<String>()
            while try tables.step() { found.insert(tables.text(0) ?? "") }
            for table in ["metadata", "tiles"] where !found.contains(table) { throw notMBTiles("no '\(table)' table") }
            let rows = try connection.prepare("SELECT name, value FROM metadata")
            while try rows.step() {
                if let key = rows.text(0), let value = rows.text(1) { entries[key] = value }
            }
        } catch let error as TileSourceError {
            throw error
        } catch let error as SQLiteError {
            throw notMBTiles(error.message)
        } catch {
            throw notMBTiles("\(error)")
        }
        var metadata = try TileMetadata(entries: entries, source: path)
        if let format = metadata.format?.lowercased(), !["pbf", "mvt"].contains(format) {
            throw TileSourceError(
                "\(path): holds '\(format)' tiles, not vector tiles (metadata format 'pbf'); the map draws vector "
                    + "tiles only, raster tiles are served with --tiles URL")
        }
        do {
            // Files that leave out minzoom or maxzoom: the zoom levels that have tiles.
            let zooms = try connection.prepare("SELECT MIN(zoom_level), MAX(zoom_level), COUNT(*) FROM tiles")
            guard try zooms.step(), !zooms.isNull(0) else { throw notMBTiles("the 'tiles' table is empty") }
            if entries["minzoom"] == nil { metadata.minZoom = zooms.integer(0) }
            if entries["maxzoom"] == nil { metadata.maxZoom = zooms.integer(1) }
            tileCount = zooms.integer(2)
            let lookup = try connection.prepare(
                "SELECT tile_data FROM tiles WHERE zoom_level = ?1 AND tile_column = ?2 AND tile_row = ?3")
            reader = Locked(Reader(connection: connection, lookup: lookup))
        } catch let error as TileSourceError {
            throw error
        } catch let error as SQLiteError {
            throw notMBTiles(error.message)
        } catch {
            throw notMBTiles("\(error)")
        }
        self.metadata = metadata
    }

    /// Whether a file starts as every SQLite database does (`SQLite format 3` and a zero byte):
    /// an MBTiles file rather than, say, GeoJSON. `false` for a file that cannot be read.
    ///
    /// - Parameter path: The file.
    /// - Returns: Whether it is an SQLite database.
    public static func isSQLite(path: String) -> Bool {
        guard let handle = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? handle.close() }
        let start = (try? handle.read(upToCount: 16)) ?? Data()
        return start == Data("SQLite format 3\u{0}".utf8)
    }

    /// The stored bytes of a tile (XYZ), or `nil` when the file has none there.
    ///
    /// - Throws: ``TileSourceError`` when SQLite cannot read the file.
    public func tile(zoom: Int, x: Int, y: Int) throws(TileSourceError) -> [UInt8]? {
        let id = TileID(zoom: zoom, x: x, y: y)
        guard id.isValid else { return nil }
        let path = path
        do {
            return try reader.withLock { (reader: inout Reader) throws(SQLiteError) -> [UInt8]? in
                let lookup = reader.lookup
                defer { lookup.reset() }
                lookup.bind(zoom, at: 1)
                lookup.bind(x, at: 2)
                lookup.bind((1 << zoom) - 1 - y, at: 3)
                guard try lookup.step(), !lookup.isNull(0) else { return nil }
                return lookup.blob(0)
            }
        } catch {
            throw TileSourceError("\(path): tile \(id) could not be read (\(error.message))")
        }
    }

    /// Calls `body` with every tile of the file in order of zoom, column and row (XYZ), its
    /// stored bytes as they are: to copy the tiles into another store.
    ///
    /// - Parameter body: Gets each tile; what it throws ends the walk and is thrown on.
    /// - Throws: ``TileSourceError`` when SQLite cannot read the file, or what `body` throws.
    public func forEachTile(_ body: (TileID, [UInt8]) throws -> Void) throws {
        let path = path
        // A statement of its own, on a connection of its own: `body` may read tiles meanwhile.
        let connection: SQLiteConnection
        let rows: SQLiteStatement
        do {
            connection = try SQLiteConnection(readOnly: path)
            rows = try connection.prepare(
                "SELECT zoom_level, tile_column, tile_row, tile_data FROM tiles "
                    + "ORDER BY zoom_level, tile_column, tile_row DESC")
        } catch {
            throw TileSourceError("\(path): tiles could not be listed (\(error.message))")
        }
        while true {
            let more: Bool
            do {
                more = try rows.step()
            } catch {
                throw TileSourceError("\(path): tiles could not be listed (\(error.message))")
            }
            guard more else { return }
            let zoom = rows.integer(0)
            // TMS rows count from the south; a row outside the zoom's range is off the map.
            let row = rows.integer(2)
            let flipped = (0..<(1 << min(max(zoom, 0), 30))).contains(row) ? (1 << min(max(zoom, 0), 30)) - 1 - row : -1
            let id = TileID(zoom: zoom, x: rows.integer(1), y: flipped)
            guard id.isValid else {
                throw TileSourceError(
                    "\(path): a tile at zoom \(zoom), column \(rows.integer(1)), row \(rows.integer(2)) is off the map")
            }
            try body(id, rows.blob(3))
        }
    }
}
