import Foundation
import TestSupport
import Testing

@testable import Geodesy

@Suite("Web Mercator projection and zoom")
struct WebMercatorTests {
    @Test(
        "known world points",
        arguments: [
            (0.0, 0.0, 0.5, 0.5), (0, -180, 0, 0.5), (0, 180, 1, 0.5), (WebMercator.maximumLatitude, 0, 0.5, 0),
            (-WebMercator.maximumLatitude, 90, 0.75, 1), (89.9, 0, 0.5, 0),
        ])
    func worldPoints(_ latitude: Double, _ longitude: Double, _ x: Double, _ y: Double) throws {
        let point = WebMercator.worldPoint(try Coordinate(latitude: latitude, longitude: longitude))
        #expect(abs(point.x - x) < 1e-12 && abs(point.y - y) < 1e-12)
    }

    @Test("coordinate → pixel → coordinate round trip at many zooms")
    func pixelRoundTrip() throws {
        var generator = SeededGenerator(seed: 3)
        for _ in 0..<500 {
            let coordinate = try Coordinate(
                latitude: .random(in: -85...85, using: &generator),
                longitude: .random(in: -180..<180, using: &generator))
            let zoom = Double.random(in: 0...22, using: &generator)
            let pixel = WebMercator.pixel(coordinate, zoom: zoom)
            let back = WebMercator.coordinate(pixelX: pixel.x, pixelY: pixel.y, zoom: zoom)
            #expect(abs(back.latitude - coordinate.latitude) < 1e-9)
            #expect(abs(remainder(back.longitude - coordinate.longitude, 360)) < 1e-9)
        }
    }

    @Test("Greenwich at zoom 0 is the middle pixel of the 256 px world")
    func middlePixel() throws {
        let pixel = WebMercator.pixel(try Coordinate(latitude: 0, longitude: 0), zoom: 0)
        #expect(pixel.x == 128 && pixel.y == 128)
        #expect(WebMercator.worldSize(zoom: 3) == 2048)
    }

    @Test(
        "metres per pixel",
        arguments: [
            (0.0, 0.0, 156_543.033_928_040_97), (60, 1, 39_135.758_482_010_25), (0, 18, 0.597_164_283_477_939_5),
        ])
    func scale(_ latitude: Double, _ zoom: Double, _ expected: Double) {
        #expect(abs(WebMercator.metersPerPixel(latitude: latitude, zoom: zoom) - expected) < expected * 1e-12)
    }

    @Test("a single point is centred at the maximum zoom")
    func fitSinglePoint() throws {
        let point = try Coordinate(latitude: 60.1699, longitude: 24.9384)
        let viewport = try #require(WebMercator.fit([point, point], width: 400, height: 300, maxZoom: 17))
        #expect(viewport.zoom == 17 && viewport.tileZoom == 17)
        #expect(abs(viewport.center.latitude - point.latitude) < 1e-9)
        #expect(abs(viewport.center.longitude - point.longitude) < 1e-9)
        #expect(WebMercator.fit([Coordinate](), width: 400, height: 300) == nil)
    }

    @Test("fitting across the antimeridian centres on it and zooms in")
    func fitAcrossAntimeridian() throws {
        let points = [
            try Coordinate(latitude: -17, longitude: 179.5), try Coordinate(latitude: -18, longitude: -179.5),
        ]
        let viewport = try #require(WebMercator.fit(points, width: 512, height: 512))
        #expect(abs(abs(viewport.center.longitude) - 180) < 1e-9)
        #expect(viewport.zoom > 7)
        let bounds = viewport.bounds(width: 512, height: 512)
        #expect(bounds.isCrossingAntimeridian)
        for point in points { #expect(bounds.contains(point)) }
    }

    @Test("the fitted viewport shows every point, with the padding free, and is tight")
    func fitShowsAll() throws {
        var generator = SeededGenerator(seed: 11)
        for round in 0..<200 {
            let centerLongitude = Double.random(in: -180..<180, using: &generator)
            let centerLatitude = Double.random(in: -70...70, using: &generator)
            let spread = [0.01, 0.5, 5, 40][round % 4]
            let points = try (0..<Int.random(in: 1...20, using: &generator)).map { _ in
                try Coordinate(
                    latitude: min(84, max(-84, centerLatitude + .random(in: -spread...spread, using: &generator))),
                    longitude: centerLongitude + .random(in: -spread...spread, using: &generator))
            }
            let (width, height, padding) = (640.0, 360.0, 20.0)
            let viewport = try #require(WebMercator.fit(points, width: width, height: height, padding: padding))
            var touchesEdge = viewport.zoom == 18
            for point in points {
                let position = viewport.position(of: point, width: width, height: height)
                #expect(position.x >= padding - 1e-6 && position.x <= width - padding + 1e-6)
                #expect(position.y >= padding - 1e-6 && position.y <= height - padding + 1e-6)
                if min(
                    position.x - padding, width - padding - position.x, position.y - padding,
                    height - padding - position.y) < 1e-6
                {
                    touchesEdge = true
                }
            }
            #expect(touchesEdge, "zoom \(viewport.zoom) leaves room on every side")
        }
    }

    @Test("fitting a box gives bounds that hold the box")
    func fitBox() throws {
        let box = try BoundingBox(parsing: "60.15,24.90,60.19,24.98")
        let viewport = WebMercator.fit(box, width: 800, height: 600, padding: 10)
        let bounds = viewport.bounds(width: 800, height: 600)
        #expect(bounds.south <= box.south && bounds.north >= box.north)
        #expect(bounds.west <= box.west && bounds.east >= box.east)
        #expect(viewport.tileZoom == Int(viewport.zoom))
    }

    @Test("the whole world at zoom 0 covers every longitude")
    func worldBounds() throws {
        let viewport = MapViewport(center: try Coordinate(latitude: 0, longitude: 0), zoom: 0)
        let bounds = viewport.bounds(width: 512, height: 512)
        #expect(bounds.west == -180 && bounds.east == 180)
        #expect(abs(bounds.north - WebMercator.maximumLatitude) < 1e-9)
        #expect(MapViewport(center: viewport.center, zoom: -3).zoom == 0)
    }

    @Test("positions and pixel coordinates invert each other")
    func viewportRoundTrip() throws {
        let viewport = MapViewport(center: try Coordinate(latitude: 52.52, longitude: 179.99), zoom: 12.5)
        #expect(viewport.position(of: viewport.center, width: 300, height: 200) == (150, 100))
        let across = try Coordinate(latitude: 52.53, longitude: -179.99)
        let position = viewport.position(of: across, width: 300, height: 200)
        #expect(position.x > 150 && position.x < 600)
        let back = viewport.coordinate(atX: position.x, y: position.y, width: 300, height: 200)
        #expect(abs(back.latitude - across.latitude) < 1e-9 && abs(back.longitude - across.longitude) < 1e-9)
    }
}
