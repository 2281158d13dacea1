import Foundation
import TestSupport
import Testing

@testable import Geodesy

@Suite("Bounding boxes, including across the antimeridian")
struct BoundingBoxTests {
    static let fiji = BoundingBox(uncheckedSouth: -21, west: 176, north: -12, east: -178)

    @Test("a longitude is inside exactly when it is at most the box's span east of its west edge")
    func longitudeAgainstOffset() {
        var generator = SeededGenerator(seed: 31)
        let edges: [Double] = [-180, -179.5, -10, 0, 10, 179.5, 180]
        func longitude() -> Double {
            Bool.random(using: &generator)
                ? edges.randomElement(using: &generator)! : Double.random(in: -180...180, using: &generator)
        }
        for _ in 0..<20_000 {
            let box = BoundingBox(uncheckedSouth: -10, west: longitude(), north: 10, east: longitude())
            let point = longitude()
            let expected =
                box.longitudeSpan >= 360 || BoundingBox.eastwardOffset(from: box.west, to: point) <= box.longitudeSpan
            #expect(box.containsLongitude(point) == expected, "\(box) \(point)")
        }
    }

    @Test(
        "invalid edges are named",
        arguments: [
            (91.0, 0.0, 92.0, 1.0, BoundingBoxError.Component.south),
            (0, 181, 1, 1, .west), (0, 0, 1, -200, .east), (0, 0, .nan, 1, .north), (5, 0, 4, 1, .south),
        ])
    func rejects(_ south: Double, _ west: Double, _ north: Double, _ east: Double, _ bad: BoundingBoxError.Component) {
        do {
            _ = try BoundingBox(south: south, west: west, north: north, east: east)
            Issue.record("accepted an invalid box")
        } catch {
            #expect(error.component == bad)
            #expect(error.description.contains(bad.rawValue))
            #expect(error.description.contains(BoundingBoxError.example))
        }
    }

    @Test("parsing reads four numbers with spaces")
    func parses() throws {
        let box = try BoundingBox(parsing: " 60.15, 24.90 ,60.19,24.98")
        #expect(box == BoundingBox(uncheckedSouth: 60.15, west: 24.90, north: 60.19, east: 24.98))
        #expect(try BoundingBox(parsing: box.description) == box)
        #expect(try BoundingBox(parsing: "-21,176,-12,-178").isCrossingAntimeridian)
    }

    @Test(
        "parse errors name the bad part",
        arguments: [
            ("60.15,24.90,60.19", nil, "has 3"), ("60.15,24.90,60.19,24.98,1", nil, "has 5"),
            ("60.15,abc,60.19,24.98", BoundingBoxError.Component.west, "\"abc\""),
            ("60.15,24.90,,24.98", .north, "part 3 of 4"), ("60.15,24.90,60.19,east", .east, "part 4 of 4"),
            ("95,24.90,96,24.98", .south, "−90…90"), ("1,2,0,3", .south, "north of the north edge"),
        ])
    func parseErrors(_ text: String, _ component: BoundingBoxError.Component?, _ fragment: String) {
        #expect {
            try BoundingBox(parsing: text)
        } throws: { error in
            guard let error = error as? BoundingBoxError else { return false }
            return error.component == component && error.description.contains(fragment)
        }
    }

    @Test(
        "contains, across the antimeridian",
        arguments: [
            (-17.0, 178.0, true), (-17, 180, true), (-17, -180, true), (-17, -178, true), (-17, -177.9, false),
            (-17, 175, false), (-17, 0, false), (-22, 179, false), (-12, 176, true),
        ])
    func containsAcross(_ latitude: Double, _ longitude: Double, _ expected: Bool) throws {
        #expect(Self.fiji.contains(try Coordinate(latitude: latitude, longitude: longitude)) == expected)
    }

    @Test("span and center across the antimeridian")
    func spanAndCenter() {
        #expect(Self.fiji.isCrossingAntimeridian)
        #expect(Self.fiji.longitudeSpan == 6)
        #expect(Self.fiji.latitudeSpan == 9)
        #expect(Self.fiji.center.latitude == -16.5)
        #expect(Self.fiji.center.longitude == 179)
        #expect(!BoundingBox.world.isCrossingAntimeridian && BoundingBox.world.longitudeSpan == 360)
    }

    @Test("fitting two points either side of 180° gives a tiny box across it")
    func fitsAcrossAntimeridian() throws {
        let points = [try Coordinate(latitude: 10, longitude: 179.9), try Coordinate(latitude: 11, longitude: -179.9)]
        let box = try #require(BoundingBox(fitting: points))
        #expect(box.isCrossingAntimeridian)
        #expect(box.west == 179.9 && box.east == -179.9)
        #expect(abs(box.longitudeSpan - 0.2) < 1e-9)
        #expect(box.south == 10 && box.north == 11)
    }

    @Test(
        "fitting picks the narrowest longitude span",
        arguments: [
            ([10.0, 20, 30], 10.0, 30.0), ([170, -170, 175], 170, -170), ([-10, 100, -120], -120, 100),
            ([-100, 100, 150], 100, -100),
            ([0, 120, -120], -120, 120), ([5], 5, 5), ([180, -180], -180, -180),
        ])
    func fitsNarrowest(_ longitudes: [Double], _ west: Double, _ east: Double) throws {
        let box = try #require(BoundingBox(fitting: try longitudes.map { try Coordinate(latitude: 0, longitude: $0) }))
        #expect(box.west == west && box.east == east)
        for longitude in longitudes {
            #expect(box.contains(try Coordinate(latitude: 0, longitude: longitude)))
        }
    }

    @Test("fitting nothing gives nil")
    func fitsNothing() {
        #expect(BoundingBox(fitting: [Coordinate]()) == nil)
    }

    @Test(
        "intersects",
        arguments: [
            (BoundingBox(uncheckedSouth: -20, west: 170, north: -10, east: 179), true),
            (BoundingBox(uncheckedSouth: -20, west: -179, north: -10, east: -170), true),
            (BoundingBox(uncheckedSouth: -20, west: -179, north: -10, east: 170), true),
            (BoundingBox(uncheckedSouth: -20, west: -177, north: -10, east: 175), false),
            (BoundingBox(uncheckedSouth: -12, west: -178, north: 0, east: 0), true),
            (BoundingBox(uncheckedSouth: -11, west: 0, north: 0, east: 179), false),
            (BoundingBox(uncheckedSouth: 0, west: 0, north: 10, east: 10), false),
            (BoundingBox.world, true),
        ])
    func intersects(_ other: BoundingBox, _ expected: Bool) {
        #expect(Self.fiji.intersects(other) == expected)
        #expect(other.intersects(Self.fiji) == expected)
    }

    static let growthCases: [(BoundingBox, Double)] = [
        (BoundingBox(uncheckedSouth: 60.15, west: 24.9, north: 60.19, east: 24.98), 1000),
        (fiji, 50_000), (BoundingBox(uncheckedSouth: -1, west: -1, north: 1, east: 1), 200_000),
        (BoundingBox(uncheckedSouth: 78, west: 10, north: 80, east: 20), 300_000),
    ]

    @Test("expanded holds every point within the distance", arguments: growthCases)
    func expanded(_ box: BoundingBox, _ meters: Double) throws {
        let grown = box.expanded(byMeters: meters)
        #expect(grown.contains(box.center))
        #expect(grown.latitudeSpan > box.latitudeSpan)
        var generator = SeededGenerator(seed: 42)
        let margin = meters / 100_000 * 3
        var checked = 0
        for _ in 0..<2000 {
            let latitude = Double.random(in: box.south - margin...box.north + margin, using: &generator)
            let offset = Double.random(in: -margin * 4...box.longitudeSpan + margin * 4, using: &generator)
            let point = Coordinate(uncheckedLatitude: latitude, longitude: box.west + offset)
            // The nearest point of the box is at most this far away, so it must be inside.
            let clamped = Coordinate(
                uncheckedLatitude: min(box.north, max(box.south, point.latitude)),
                longitude: box.containsLongitude(point.longitude) ? point.longitude : (offset < 0 ? box.west : box.east)
            )
            if point.distance(to: clamped) <= meters {
                checked += 1
                #expect(grown.contains(point), "\(point) lost from \(grown)")
            }
        }
        #expect(checked > 50)
    }

    @Test("expanding near a pole covers every longitude")
    func expandedOverPole() {
        let box = BoundingBox(uncheckedSouth: 89, west: 10, north: 89.5, east: 20).expanded(byMeters: 100_000)
        #expect(box.north == 90 && box.west == -180 && box.east == 180)
    }

    @Test("a negative margin leaves the box as it is")
    func negativeMargin() {
        #expect(Self.fiji.expanded(byMeters: -5) == Self.fiji)
    }

    /// The distance bound is never below the distance to any point of the box: on a 41 × 41
    /// grid (edges included) over random small boxes at every latitude up to 85°, some across the
    /// antimeridian, from origins inside, beside and far from them; larger boxes get none.
    @Test("no point of a small box is farther than its distance bound")
    func distanceBoundHoldsEveryPoint() throws {
        var generator = SeededGenerator(seed: 77)
        func uniform(_ range: ClosedRange<Double>) -> Double {
            range.lowerBound + Double(generator.next() % 1_000_001) / 1_000_000 * (range.upperBound - range.lowerBound)
        }
        var checked = 0
        for round in 0..<300 {
            let height = uniform(0.0001...0.5)
            let width = uniform(0.0001...1)
            let south = uniform(-85...(85 - height))
            let west = round % 10 == 0 ? uniform(179...180) - width / 2 : uniform(-180...(180 - width))
            let east = west + width > 180 ? west + width - 360 : west + width
            let box = BoundingBox(uncheckedSouth: south, west: west, north: south + height, east: east)
            let spread = [0.0, 0.5, 3, 40][round % 4]
            let origin = Coordinate(
                uncheckedLatitude: max(-89, min(89, south + height / 2 + uniform(-1...1) * (height + spread))),
                longitude: {
                    var longitude = west + width / 2 + uniform(-1...1) * (width + spread)
                    while longitude > 180 { longitude -= 360 }
                    while longitude < -180 { longitude += 360 }
                    return longitude
                }())
            let bound = try #require(box.distanceBound(from: origin), "\(box)")
            var farthest = 0.0
            for row in 0...40 {
                for column in 0...40 {
                    var longitude = west + width * Double(column) / 40
                    if longitude > 180 { longitude -= 360 }
                    let point = Coordinate(uncheckedLatitude: south + height * Double(row) / 40, longitude: longitude)
                    farthest = max(farthest, Geodesic.fastInverse(from: origin, to: point).distance)
                }
            }
            #expect(farthest <= bound, "\(box) from \(origin)")
            #expect(bound <= farthest * 1.03 + 300, "\(box) from \(origin): a bound this loose prunes nothing")
            checked += 1
        }
        #expect(checked == 300)
        let origin = Coordinate(uncheckedLatitude: 60, longitude: 25)
        #expect(BoundingBox(uncheckedSouth: 60, west: 24, north: 60.6, east: 24.5).distanceBound(from: origin) == nil)
        #expect(BoundingBox(uncheckedSouth: 60, west: 24, north: 60.4, east: 25.5).distanceBound(from: origin) == nil)
        #expect(BoundingBox(uncheckedSouth: 85, west: 24, north: 85.2, east: 24.5).distanceBound(from: origin) == nil)
        #expect(BoundingBox(uncheckedSouth: 60, west: 24, north: 60.4, east: 24.9).distanceBound(from: origin) != nil)
    }
}
