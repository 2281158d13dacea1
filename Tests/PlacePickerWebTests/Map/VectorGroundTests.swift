import ConcurrencyPrimitives
import Foundation
import Geodesy
import MapDrawing
import PickerFormatting
import PlacePicker
import Places
import Testing
import VectorTiles

@testable import PlacePickerWeb

#if canImport(FoundationXML)
import FoundationXML
#endif

/// The map's ground drawn from real vector tiles (tilemaker's OpenMapTiles tiles of the City of
/// London, Tests/Fixtures/tiles): streets, water, parks and buildings with the real street
/// names, one decorative group in the map's own classes, well-formed, within the view.
@Suite("Basemap from vector tiles")
struct VectorGroundTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/tiles")

    /// St Paul's Cathedral, with Cheapside to the north and the Thames to the south.
    static let stPauls = "51.5124,-0.0980"

    static func tiles(_ name: String = "london.mbtiles", report: @escaping @Sendable (String) -> Void = { _ in })
        throws -> VectorTileBasemap
    {
        try VectorTileBasemap.mbtiles(path: folder.appendingPathComponent(name).path, reportProblem: report)
    }

    static func app(_ tiles: VectorTileBasemap) -> WebApp {
        let app = WebFixture.app()
        return WebApp(
            picker: app.picker,
            configuration: WebConfiguration(fixedInstant: WebFixture.instant, basemap: Basemap(tiles: tiles)))
    }

    /// The drawing of a page: `<svg …>…</svg>`.
    static func drawing(_ page: String) -> String {
        guard let start = page.range(of: "<svg "),
            let end = page.range(of: "</svg>", range: start.upperBound..<page.endIndex)
        else { return "" }
        return String(page[start.lowerBound..<end.upperBound])
    }

    /// The ground's group: `<g class="basemap" …>…</g>`.
    static func ground(_ drawing: String) -> String {
        guard let start = drawing.range(of: #"<g class="basemap" aria-hidden="true">"#),
            let end = drawing.range(of: "</g>", range: start.upperBound..<drawing.endIndex)
        else { return "" }
        return String(drawing[start.lowerBound..<end.upperBound])
    }

    /// The texts of the street names drawn.
    static func names(_ ground: String) -> [String] {
        ground.components(separatedBy: #"<text class="bm-label""#).dropFirst().compactMap { piece in
            guard let open = piece.firstIndex(of: ">"), let close = piece.range(of: "</text>") else { return nil }
            return ParsedHTML.decode(String(piece[piece.index(after: open)..<close.lowerBound]))
        }
    }

    @Test func aCityCentreHasStreetsWaterParksBuildingsAndItsStreetNames() throws {
        let app = Self.app(try Self.tiles())
        let page = WebFixture.get("/?view=map&z=16&c=\(Self.stPauls)", app: app).text
        let ground = Self.ground(Self.drawing(page))
        for kind in ["bm-major", "bm-street", "bm-minor", "bm-water", "bm-park", "bm-building"] {
            #expect(ground.contains(#"<path class="\#(kind)" d="M"#), "\(kind)")
        }
        let names = Self.names(ground)
        #expect(names.count >= 8, "\(names)")
        #expect(Set(names).count == names.count, "a name written twice: \(names)")
        let known = [
            "Cheapside", "Cannon Street", "Queen Victoria Street", "Ludgate Hill", "New Change", "Upper Thames Street",
            "Gresham Street", "Old Bailey", "Farringdon Street", "Foster Lane",
        ]
        #expect(names.filter(known.contains).count >= 3, "\(names)")
        // The ground's colours are the stylesheet's: no colour is written into the drawing.
        for attribute in ["fill=", "stroke=", "style="] { #expect(!ground.contains(attribute)) }
        // One decorative group, hidden from assistive technology.
        #expect(page.components(separatedBy: #"class="basemap""#).count == 2)
        #expect(!page.contains(#"class="map-grid""#))
    }

    @Test(arguments: [12, 14, 15, 16, 18])
    func theDrawingIsWellFormedAndInsideTheView(zoom: Int) throws {
        let app = Self.app(try Self.tiles())
        let drawing = Self.drawing(WebFixture.get("/?view=map&z=\(zoom)&c=\(Self.stPauls)", app: app).text)
        let parser = XMLParser(data: Data(drawing.utf8))
        #expect(parser.parse(), "zoom \(zoom): \(parser.parserError.map { "\($0)" } ?? "")")
        let ground = Self.ground(drawing)
        #expect(!ground.isEmpty)
        // Every coordinate lies in the view and its margin (720 × 480, 12 px).
        let numbers = ground.components(separatedBy: #" d=""#).dropFirst().flatMap { piece in
            (piece.split(separator: "\"").first ?? "").split(whereSeparator: { "MLZ ".contains($0) }).compactMap {
                Double($0)
            }
        }
        #expect(numbers.count > 100)
        #expect(
            numbers.allSatisfy { (-12.05...732.05).contains($0) },
            "zoom \(zoom): \(numbers.filter { !(-12.05...732.05).contains($0) }.prefix(5))")
        // Buildings from zoom 15, minor streets from 14, as the GeoJSON ground.
        #expect(ground.contains(#"class="bm-building""#) == (zoom >= 15))
        #expect(ground.contains(#"class="bm-minor""#) == (zoom >= 14))
    }

    @Test func theSameViewDrawsTheSameBytesAndTheTileIsDecodedOnce() throws {
        let tiles = try Self.tiles()
        let app = Self.app(tiles)
        let first = WebFixture.get("/?view=map&z=17&c=\(Self.stPauls)", app: app).text
        let misses = tiles.cacheStatistics.misses
        // Another app over the same tiles (the answer cache does not hold this page).
        let again = WebFixture.get("/?view=map&z=17&c=\(Self.stPauls)", app: Self.app(tiles)).text
        #expect(Self.drawing(first) == Self.drawing(again))
        #expect(tiles.cacheStatistics.misses == misses)
        #expect(tiles.cacheStatistics.tiles >= 1)
    }

    @Test func outsideTheTilesTheGridIsDrawn() throws {
        let app = Self.app(try Self.tiles())
        let page = WebFixture.get("/?view=map&z=15&c=60.1713,24.9415", app: app).text
        #expect(!page.contains(#"class="basemap""#))
        #expect(page.contains(#"class="map-grid""#))
    }

    @Test func aCorruptTileIsDrawnEmptyAndReportedOnce() throws {
        let reports = Locked<[String]>([])
        let tiles = try Self.tiles("corrupt.mbtiles") { line in reports.withLock { $0.append(line) } }
        let app = Self.app(tiles)
        // 14/8300/5635 is cut short; 14/8301/5635 beside it is whole. Zoom 16 near their edge.
        for _ in 0..<3 {
            let page = WebFixture.get("/?view=map&z=14&c=48.8590,2.3734", app: Self.app(tiles)).text
            #expect(page.contains("</svg>"))
        }
        _ = app
        let said = reports.withLock { $0 }
        #expect(said.count >= 1)
        #expect(said.filter { $0.hasPrefix("tile 14/8300/5635: ") }.count == 1, "\(said)")
        #expect(said.allSatisfy { $0.contains("truncated") || $0.contains("runs past") }, "\(said)")
    }

    @Test func theTilesSayWhoTheDataIsFrom() throws {
        let tiles = try Self.tiles()
        #expect(tiles.attribution == "© OpenStreetMap contributors")
        #expect(Basemap(tiles: tiles).attribution == "© OpenStreetMap contributors")
        #expect(try Self.tiles("corrupt.mbtiles").attribution == "© OpenStreetMap contributors")
        #expect(tiles.zoomLevels == 0...14)
        let checked = try tiles.check(TileID(zoom: 14, x: 8187, y: 5447))
        #expect((checked.parts[.building] ?? 0) > 1000 && checked.names > 100)
    }
}

/// The attribution under a map drawn from vector tiles: the tiles' own, the places' own when it
/// is another, the carriers by name, in the page's language; never a file name.
@Suite("Attribution of the vector ground")
struct VectorGroundAttributionTests {
    /// Lockers of DHL and InPost around St Paul's, from data that says nothing of itself.
    static func app(language: Language, attribution: String = "") throws -> WebApp {
        var options = EmbeddingOptions()
        options.attribution = attribution
        options.origin = Origin(
            coordinate: Coordinate(uncheckedLatitude: 51.5124, longitude: -0.0980), source: .default, label: "St Paul's"
        )
        let places = (0..<6).map { (index: Int) -> Place in
            let isDHL = index % 2 == 0
            let properties: [String: JSONValue] = [
                "carrier": .string(isDHL ? "dhl" : "inpost"), "carrier:name": .string(isDHL ? "DHL" : "InPost"),
            ]
            let longitude: Double = -0.0990 + Double(index) * 0.0004
            return Place(
                id: "point/\(index)", name: "Locker \(index)",
                coordinate: Coordinate(uncheckedLatitude: 51.5124, longitude: longitude),
                categories: ["parcel_locker"], openingHours: "24/7", timeZone: "Europe/London",
                properties: properties)
        }
        let picker = try PickerModel(
            places: places, options: options, locale: PickerLocale(language: language), clock: { WebFixture.instant })
        return WebApp(
            picker: picker,
            configuration: WebConfiguration(
                fixedInstant: WebFixture.instant, basemap: Basemap(tiles: try VectorGroundTests.tiles())))
    }

    static func attribution(_ page: String) -> String {
        guard let start = page.range(of: #"<p class="attribution">"#),
            let end = page.range(of: "</p>", range: start.upperBound..<page.endIndex)
        else { return "" }
        return String(page[start.upperBound..<end.lowerBound])
    }

    @Test func theTilesAndTheCarriersInThePagesLanguage() throws {
        let english = Self.attribution(WebFixture.get("/?view=map&z=16", app: try Self.app(language: .english)).text)
        #expect(english == "Map data © OpenStreetMap contributors · Pickup points: DHL, InPost")
        let german = Self.attribution(WebFixture.get("/?view=map&z=16", app: try Self.app(language: .german)).text)
        // OpenStreetMap's credit in its own words for the page's language (openstreetmap.org/copyright).
        #expect(german == "Kartendaten © OpenStreetMap-Mitwirkende · Abholstellen: DHL, InPost")
        let french = Self.attribution(WebFixture.get("/?view=map&z=16", app: try Self.app(language: .french)).text)
        #expect(
            french.hasPrefix("Données cartographiques © les contributeurs d’OpenStreetMap")
                && french.hasSuffix("Points de retrait : DHL, InPost"))
        let finnish = Self.attribution(WebFixture.get("/?view=map&z=16", app: try Self.app(language: .finnish)).text)
        #expect(finnish.hasPrefix("Karttatiedot © OpenStreetMapin tekijät"), "\(finnish)")
        #expect(!finnish.contains("contributors"), "\(finnish)")
    }

    @Test func thePlacesOwnAttributionOnceWhenItIsTheTilesSource() throws {
        let same = try Self.app(language: .english, attribution: "© OpenStreetMap contributors, ODbL 1.0")
        #expect(
            Self.attribution(WebFixture.get("/?view=map&z=16", app: same).text)
                == "Map data © OpenStreetMap contributors, ODbL 1.0 · Pickup points: DHL, InPost")
        let other = try Self.app(language: .english, attribution: "© Example Lockers Ltd")
        #expect(
            Self.attribution(WebFixture.get("/?view=map&z=16", app: other).text)
                == "Map data © OpenStreetMap contributors · © Example Lockers Ltd · Pickup points: DHL, InPost")
    }
}
