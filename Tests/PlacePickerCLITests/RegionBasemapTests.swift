import CommandLineArguments
import CommandSupport
import Foundation
import Geography
import HTTPMessage
import PlacePickerWeb
import Testing
import VectorTiles

@testable import PlacePickerCLI

/// One build, one file: a region built from addresses and an MBTiles file of the City of London
/// (tilemaker's OpenMapTiles tiles, Tests/Fixtures/tiles) carries the map's ground, and the page
/// `serve --geography` makes draws its streets with their names and names the data's makers,
/// never a file.
@Suite struct RegionBasemapTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    static let points = """
        {"type":"FeatureCollection","features":[{"type":"Feature","geometry":{"type":"Point",\
        "coordinates":[-0.0983,51.5155]},"properties":{"id":"l1","name":"Parcel locker St Paul's",\
        "amenity":"parcel_locker","opening_hours":"24/7"}}]}
        """

    @Test func theRegionsTilesDrawTheMapWithStreetNamesAndTheDatasMakers() throws {
        let folder = try temporaryDirectory()
        let addresses = try writeFile(
            "addresses.csv", "LON,LAT,NUMBER,STREET,CITY,POSTCODE\n-0.1089,51.5143,165,Fleet Street,London,EC4A 2DY\n",
            in: folder)
        let mbtiles = Self.fixtures.appendingPathComponent("tiles/london.mbtiles").path
        let region = folder + "/london.geography"
        let built = runTool(["geography", "build", addresses, mbtiles, "-o", region, "--country", "GB"])
        #expect(built.status == 0, "\(built.error)")
        let geography = try Geography(path: region)
        let source = try MBTiles(path: mbtiles)
        #expect(geography.tileCount == source.tileCount)
        // Every tile travels unchanged.
        try source.forEachTile { id, bytes in #expect(geography.storedTile(zoom: id.zoom, x: id.x, y: id.y) == bytes) }

        let places = try writeFile("points.geojson", Self.points, in: folder)
        let arguments = try ArgumentParser(spec: ServeCommand.spec).parse([
            "--data", places, "--geography", region, "--at", "2026-12-07T12:00",
        ])
        let captured = CapturedIO()
        let setup = try PickerSetup.make(
            OptionReader(spec: ServeCommand.spec, arguments: arguments), io: captured.io, fixedClock: true,
            scope: .shop)
        let ground = try #require(PickerSetup.basemap(of: setup.regions, io: captured.io, commandName: "test"))
        let app = WebApp(
            picker: setup.picker, configuration: WebConfiguration(fixedInstant: setup.instant, basemap: ground))
        let page = String(
            decoding: app.handle(HTTPRequest.target("/?view=map&z=16&c=51.5124,-0.0980&address=165+Fleet+Street")).body,
            as: UTF8.self)
        #expect(page.contains(#"<g class="basemap" aria-hidden="true">"#))
        for kind in ["bm-street", "bm-water", "bm-building"] { #expect(page.contains(#"class="\#(kind)""#), "\(kind)") }
        // Real names of the streets around the shopper's address.
        let known = ["Fleet Street", "Ludgate Hill", "Farringdon Street", "New Bridge Street", "Fetter Lane"]
        #expect(known.contains { page.contains(">\($0)</text>") }, "\(page.components(separatedBy: "bm-label").count)")
        #expect(page.contains("OpenStreetMap contributors"))
        for name in ["points.geojson", "london.mbtiles", "london.geography", "Data:"] {
            #expect(!page.contains(name), "\(name)")
        }
        #expect(page.contains("165 Fleet Street"))
    }
}
