import Foundation
import TestSupport
import Testing

@testable import VectorTiles

/// Every tile of the real fixtures (tilemaker's OpenMapTiles tiles of the City of London and of a
/// cut Paris extract, Tests/Fixtures/tiles/SOURCES.md) decoded and counted as an independent
/// reader counted them (`count_features.py`: Python's gzip and the `mapbox-vector-tile` package):
/// stored and inflated sizes, features, geometry types and vertices by layer, and street names.
@Suite("Real tiles")
struct RealTileTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/tiles")

    struct Counts: Decodable {
        struct Layer: Decodable {
            var features: Int
            var types: [String: Int]
            var vertices: Int
            var extent: Int
            var names: [String]?
        }
        var bytes: Int
        var inflated: Int
        var layers: [String: Layer]
    }

    static func counts() throws -> [String: Counts] {
        let data = try Data(contentsOf: folder.appendingPathComponent("counts.json"))
        return try JSONDecoder().decode([String: Counts].self, from: data)
    }

    @Test(arguments: ["london.mbtiles", "paris.mbtiles"])
    func everyTileMatchesTheIndependentCount(file: String) throws {
        let expected = try Self.counts().filter { $0.key.hasPrefix(file + " ") }
        #expect(expected.count >= 15)
        let tiles = try MBTiles(path: Self.folder.appendingPathComponent(file).path)
        var seen = 0
        try tiles.forEachTile { id, bytes in
            let key = "\(file) \(id)"
            guard let counts = expected[key] else {
                Issue.record("\(key) is not in counts.json")
                return
            }
            seen += 1
            #expect(bytes.count == counts.bytes, "\(key)")
            #expect(try Inflate.gunzip(bytes).count == counts.inflated, "\(key)")
            let tile = try VectorTile(decoding: bytes)
            #expect(Set(tile.layers.map(\.name)) == Set(counts.layers.keys), "\(key)")
            for layer in tile.layers {
                guard let count = counts.layers[layer.name] else { continue }
                #expect(layer.features.count == count.features, "\(key) \(layer.name)")
                #expect(layer.extent == count.extent, "\(key) \(layer.name)")
                var types: [String: Int] = [:]
                var vertices = 0
                for feature in layer.features {
                    types[String(feature.type.rawValue), default: 0] += 1
                    // A ring counted without its last point when that repeats its first, as the count does.
                    vertices += try feature.geometry().reduce(0) { sum, part in
                        sum + part.count
                            - (feature.type == .polygon && part.count > 1 && part.first == part.last ? 1 : 0)
                    }
                }
                #expect(types == count.types, "\(key) \(layer.name)")
                #expect(vertices == count.vertices, "\(key) \(layer.name)")
                if let names = count.names {
                    let key = try #require(layer.keyIndex("name:latin"))
                    let ours = Set(layer.features.compactMap { layer.value(of: $0, keyIndex: key)?.string })
                    #expect(ours.sorted() == names, "\(key) street names")
                }
            }
        }
        #expect(seen == expected.count)
    }

    @Test func theCityCentreTileHasItsStreetsWaterParksAndBuildings() throws {
        let tiles = try MBTiles(path: Self.folder.appendingPathComponent("london.mbtiles").path)
        let bytes = try #require(try tiles.tile(zoom: 14, x: 8187, y: 5447))
        let tile = try VectorTile(decoding: bytes)
        #expect((tile["building"]?.features.count ?? 0) > 1000)
        #expect((tile["water"]?.features.count ?? 0) > 5)
        #expect((tile["landcover"]?.features.count ?? 0) > 10)
        let names = try #require(tile["transportation_name"])
        let key = try #require(names.keyIndex("name:latin"))
        let streets = Set(names.features.compactMap { names.value(of: $0, keyIndex: key)?.string })
        for street in ["Cheapside", "Fleet Street", "Queen Victoria Street", "Cannon Street"] {
            #expect(streets.contains(street), "\(street)")
        }
    }

    /// A real tile with bytes changed at random: refused with a reason or read, never a crash.
    @Test func mutatedRealTilesNeverCrash() throws {
        let tiles = try MBTiles(path: Self.folder.appendingPathComponent("paris.mbtiles").path)
        let stored = try #require(try tiles.tile(zoom: 14, x: 8300, y: 5635))
        let plain = try Inflate.gunzip(stored)
        var random = SeededGenerator(seed: 61)
        var refused = 0
        for _ in 0..<400 {
            var bytes = plain
            for _ in 0..<Int.random(in: 1...4, using: &random) {
                bytes[Int.random(in: 0..<bytes.count, using: &random)] = UInt8.random(in: 0...255, using: &random)
            }
            do {
                let tile = try VectorTile(protobuf: bytes)
                for layer in tile.layers {
                    for feature in layer.features { _ = try? feature.geometry() }
                }
            } catch {
                refused += 1
                #expect(error.description.contains("byte"))
            }
        }
        #expect(refused > 50)
    }
}
