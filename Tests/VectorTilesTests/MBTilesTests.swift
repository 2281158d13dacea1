import Foundation
import Testing

@testable import VectorTiles

/// MBTiles files: metadata, rows turned round from TMS, every tile listed once, and a clear error
/// naming the file for each way a file can be wrong.
@Suite("MBTiles")
struct MBTilesTests {
    static func path(_ name: String) -> String { RealTileTests.folder.appendingPathComponent(name).path }

    @Test func readsTheMetadataAndTurnsRowsRound() throws {
        let tiles = try MBTiles(path: Self.path("london.mbtiles"))
        let metadata = tiles.metadata
        #expect(metadata.attribution == "© OpenStreetMap contributors")
        #expect(metadata.plainAttribution == "© OpenStreetMap contributors")
        #expect(metadata.minZoom == 0 && metadata.maxZoom == 14)
        #expect(metadata.format == "pbf")
        let bounds = try #require(metadata.bounds)
        #expect(abs(bounds.west - -0.114164) < 1e-6 && abs(bounds.north - 51.523257) < 1e-6)
        #expect(tiles.tileCount == 18)
        // XYZ row 5447 is TMS row 16383 - 5447 = 10936 in the file.
        let stored = try #require(try RealTileTests.counts()["london.mbtiles 14/8187/5447"]?.bytes)
        #expect(try tiles.tile(zoom: 14, x: 8187, y: 5447)?.count == stored)
        #expect(try tiles.tile(zoom: 14, x: 8187, y: 10936) == nil)
        #expect(try tiles.tile(zoom: 14, x: 1, y: 1) == nil)
        #expect(try tiles.tile(zoom: 14, x: -1, y: 5447) == nil)
        #expect(try tiles.tile(zoom: 40, x: 0, y: 0) == nil)
        var listed: [TileID] = []
        try tiles.forEachTile { id, bytes in
            listed.append(id)
            let again = try tiles.tile(zoom: id.zoom, x: id.x, y: id.y)
            #expect(again == bytes)
        }
        #expect(listed.count == 18 && listed == listed.sorted() && Set(listed).count == 18)
        #expect(listed.last == TileID(zoom: 14, x: 8187, y: 5447))
    }

    @Test func htmlAttributionIsReadAsText() throws {
        let tiles = try MBTiles(path: Self.path("corrupt.mbtiles"))
        #expect(tiles.metadata.attribution?.hasPrefix("<a href=") == true)
        #expect(tiles.metadata.plainAttribution == "© OpenStreetMap contributors")
        let metadata = TileMetadata(attribution: #"<a href="x">&copy; OpenMapTiles</a> <a>&copy; OpenStreetMap</a>"#)
        #expect(metadata.plainAttribution == "© OpenMapTiles © OpenStreetMap")
    }

    @Test func corruptTilesAreErrorsThatSayWhichTileAndWhy() throws {
        let tiles = try MBTiles(path: Self.path("corrupt.mbtiles"))
        let cut = try #require(try tiles.tile(zoom: 14, x: 8300, y: 5635))
        #expect(throws: VectorTileError.self) { try VectorTile(decoding: cut) }
        do {
            _ = try VectorTile(decoding: cut)
        } catch {
            #expect(error.description.contains("inflated") && error.description.contains("truncated"), "\(error)")
            #expect(error.within("tile 14/8300/5635").description.hasPrefix("tile 14/8300/5635: "))
        }
        let long = try #require(try tiles.tile(zoom: 14, x: 8300, y: 5636))
        do {
            _ = try VectorTile(decoding: long)
            Issue.record("a layer longer than its tile was read")
        } catch {
            #expect(error.description.contains("16383 bytes runs past"), "\(error)")
        }
        let good = try #require(try tiles.tile(zoom: 14, x: 8301, y: 5635))
        #expect(try VectorTile(decoding: good).layers.count > 2)
    }

    @Test func wrongFilesAreRefusedNamingTheFileAndWhy() throws {
        let cases: [(String, String)] = [
            ("absent.mbtiles", "no such file"),
            ("not-a-database.mbtiles", "not an MBTiles file (file is not a database)"),
            ("not-mbtiles.sqlite", "not an MBTiles file (no 'metadata' table)"),
            ("raster.mbtiles", "holds 'png' tiles, not vector tiles"),
            ("", "no such file"),
        ]
        for (name, why) in cases {
            do {
                _ = try MBTiles(path: Self.path(name))
                Issue.record("\(name) was opened")
            } catch {
                #expect(error.description.contains(Self.path(name)), "\(error)")
                #expect(error.description.contains(why), "\(error)")
            }
        }
    }

    @Test func sqliteFilesAreToldByTheirFirstBytes() {
        #expect(MBTiles.isSQLite(path: Self.path("london.mbtiles")))
        #expect(MBTiles.isSQLite(path: Self.path("not-mbtiles.sqlite")))
        #expect(!MBTiles.isSQLite(path: Self.path("not-a-database.mbtiles")))
        #expect(!MBTiles.isSQLite(path: Self.path("SOURCES.md")))
        #expect(!MBTiles.isSQLite(path: Self.path("absent.mbtiles")))
    }

    @Test func metadataIsCheckedAndFilledIn() throws {
        #expect(throws: TileSourceError.self) { try TileMetadata(entries: ["minzoom": "x"], source: "a") }
        #expect(throws: TileSourceError.self) { try TileMetadata(entries: ["maxzoom": "31"], source: "a") }
        #expect(throws: TileSourceError.self) { try TileMetadata(entries: ["bounds": "1,2,3"], source: "a") }
        #expect(throws: TileSourceError.self) {
            try TileMetadata(entries: ["minzoom": "9", "maxzoom": "3"], source: "a")
        }
        let metadata = try TileMetadata(
            entries: ["bounds": " 1, 2 ,3,4", "maxzoom": "12", "attribution": ""], source: "a")
        #expect(metadata.bounds?.east == 3 && metadata.maxZoom == 12 && metadata.minZoom == 0)
        #expect(metadata.attribution == nil && metadata.plainAttribution == nil)
        // tilemaker writes 0,0,0,0 when the extract has no box: no bounds.
        #expect(try TileMetadata(entries: ["bounds": "0,0,0,0"], source: "a").bounds == nil)
    }

    @Test func tileAddresses() {
        #expect(TileID(zoom: 14, x: 8187, y: 5447).description == "14/8187/5447")
        #expect(TileID(zoom: 14, x: 8187, y: 5447).parent == TileID(zoom: 13, x: 4093, y: 2723))
        #expect(TileID(zoom: 0, x: 0, y: 0).parent == nil)
        #expect(!TileID(zoom: 2, x: 4, y: 0).isValid && TileID(zoom: 2, x: 3, y: 3).isValid)
    }
}
