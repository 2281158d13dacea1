import Foundation
import Testing

/// `placepicker geography build|search|info`, from an OpenAddresses CSV (no osmium needed), and
/// from a real extract when osmium-tool is installed.
@Suite struct GeographyCommandTests {
    static let csv = """
        LON,LAT,NUMBER,STREET,UNIT,CITY,DISTRICT,REGION,POSTCODE,ID,HASH
        12.5550,55.6727,37,Istedgade,,København V,,,1650,,
        12.5551,55.6728,38,Istedgade,,København V,,,1650,,
        12.5601,55.6735,10,Vesterbrogade,,København V,,,1620,,
        not-a-number,55.6,1,Broken,,,,,,,
        """

    @Test func buildSearchAndInfo() throws {
        let folder = try temporaryDirectory()
        let input = try writeFile("addresses.csv", Self.csv, in: folder)
        let output = folder + "/copenhagen.geography"
        let built = runTool(["geography", "build", input, "-o", output, "--country", "dk"])
        #expect(built.status == 0, "\(built.error)")
        #expect(built.error.contains("3 addresses"))
        #expect(built.error.contains("skipped 1 CSV rows without a coordinate, number or street"))
        let found = runTool(["geography", "search", output, "istedgade", "37", "kobenhavn"])
        #expect(found.outputLines.first == "1. Istedgade 37, 1650 København V (house) 55.672700,12.555000")
        let batch = runTool(["geography", "search", output, "--batch"], input: ["1620", "Qwxzv"])
        #expect(batch.outputLines.count == 3)
        #expect(batch.outputLines[0].contains(#""kind":"postcode","label":"1620 København V""#))
        #expect(batch.outputLines[1] == #"{"query":"Qwxzv","results":[]}"#)
        let info = runTool(["geography", "info", output])
        #expect(info.output.contains("3 addresses, 2 streets"))
    }

    @Test func badInputsSayWhereAndWhy() throws {
        let folder = try temporaryDirectory()
        let input = try writeFile("addresses.csv", Self.csv, in: folder)
        #expect(runTool(["geography", "build", input]).status == 64)
        #expect(runTool(["geography", "build", folder + "/missing.pbf", "-o", folder + "/x.geography"]).status == 66)
        #expect(runTool(["geography", "frobnicate"]).status == 64)
        let notRegion = runTool(["geography", "search", input, "x"])
        #expect(notRegion.status == 65)
        #expect(notRegion.error.contains("not a PlacePicker geography file"))
        // A file that is not OSM data is refused by osmium, and nothing is written.
        let osmium = ["/usr/bin/osmium", "/usr/local/bin/osmium"].contains {
            FileManager.default.isExecutableFile(atPath: $0)
        }
        if osmium {
            let fake = try writeFile("fake.osm.pbf", "not protobuf at all", in: folder)
            let refused = runTool(["geography", "build", fake, "-o", folder + "/fake.geography"])
            #expect(refused.status == 65)
            #expect(refused.error.contains("not a readable OpenStreetMap extract"))
            #expect(!FileManager.default.fileExists(atPath: folder + "/fake.geography"))
        }
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/osmium"), "needs osmium-tool"))
    func aRealExtractCutAtItsEdge() throws {
        let extract = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/geography/london.osm.pbf").path
        let folder = try temporaryDirectory()
        let built = runTool(["geography", "build", extract, "-o", folder + "/london.geography", "--country", "GB"])
        #expect(built.status == 0, "\(built.error)")
        // Relations naming ways outside the extract are counted, not fatal.
        #expect(built.error.contains("relations naming ways not in the file"))
        let found = runTool(["geography", "search", folder + "/london.geography", "--batch"], input: ["EC1M 6EJ"])
        #expect(found.output.contains(#""kind":"postcode""#))
    }
}

/// `--geography` on the commands that pick: the region's addresses find the origin, and a region
/// far from the places is warned about.
@Suite struct GeographyOptionTests {
    @Test func nearestFindsTheOriginInTheRegionAndWarnsWhenItIsElsewhere() throws {
        let folder = try temporaryDirectory()
        let input = try writeFile("addresses.csv", GeographyCommandTests.csv, in: folder)
        let region = folder + "/copenhagen.geography"
        #expect(runTool(["geography", "build", input, "-o", region]).status == 0)
        // The embedded Helsinki sample is 900 km from Copenhagen.
        let far = runTool(["nearest", "--geography", region, "--limit", "1"])
        #expect(far.status == 0, "\(far.error)")
        #expect(far.error.contains("warning: \(region): none of the places is within 50 km of its addresses"))
        let places = try writeFile(
            "points.geojson",
            #"{"type":"FeatureCollection","features":[{"type":"Feature","geometry":{"type":"Point","coordinates":[12.556,55.6695]},"properties":{"id":"p1","name":"Pakkeboks Istedgade","amenity":"parcel_locker","opening_hours":"24/7"}}]}"#,
            in: folder)
        let near = runTool([
            "nearest", "--data", places, "--geography", region, "--address", "Istedgade 37 København", "--limit", "1",
        ])
        #expect(near.status == 0, "\(near.error)")
        #expect(!near.error.contains("warning"))
        #expect(near.output.contains("Istedgade 37, 1650 København V"))
    }
}

/// `geography build --tiles`: the basemap made with tilemaker from an extract cut at its edge.
@Suite struct GeographyTilesTests {
    static let tools = [
        "/usr/bin/tilemaker", "/usr/bin/osmium", "/usr/share/doc/tilemaker/examples/process-openmaptiles.lua",
    ]

    @Test(.enabled(if: tools.allSatisfy(FileManager.default.fileExists), "needs tilemaker and osmium-tool"))
    func aCutExtractMakesItsTilesWithTilemaker() throws {
        let extract = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/geography/copenhagen.osm.pbf").path
        let folder = try temporaryDirectory()
        let built = runTool(["geography", "build", extract, "--tiles", "-o", folder + "/cph.geography"])
        #expect(built.status == 0, "\(built.error)")
        // Ways running out of the extract are cut back for tilemaker, and counted.
        #expect(built.error.contains("ways cut back to the nodes in the file, for the tiles"))
        let info = runTool(["geography", "info", folder + "/cph.geography"])
        let tiles = try #require(info.output.split(separator: ",").first { $0.contains("basemap tiles") })
        #expect((Int(tiles.split(separator: " ").first ?? "") ?? 0) > 20, "\(info.output)")
    }
}
