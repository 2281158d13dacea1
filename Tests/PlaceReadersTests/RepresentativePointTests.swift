import Testing

@testable import PlaceReaders
@testable import Places

@Suite struct RepresentativePointTests {
    private static func ring(_ points: [(Double, Double)]) -> [PlanarPoint] {
        points.map { PlanarPoint(x: $0.0, y: $0.1) }
    }

    /// Shapes whose centroid or box centre lies outside them.
    static let shapes: [(name: String, rings: [[PlanarPoint]])] = [
        ("U shape", [ring([(0, 0), (3, 0), (3, 3), (2, 3), (2, 1), (1, 1), (1, 3), (0, 3), (0, 0)])]),
        ("L shape", [ring([(0, 0), (10, 0), (10, 1), (1, 1), (1, 10), (0, 10), (0, 0)])]),
        ("thin diagonal sliver", [ring([(0, 0), (10, 10), (10, 10.000001), (0, 0.000001), (0, 0)])]),
        (
            "ring with hole",
            [ring([(0, 0), (4, 0), (4, 4), (0, 4)]), ring([(0.5, 0.5), (3.5, 0.5), (3.5, 3.5), (0.5, 3.5)])]
        ),
        ("C shape open ring", [ring([(0, 0), (5, 0), (5, 1), (1, 1), (1, 4), (5, 4), (5, 5), (0, 5)])]),
        (
            "comb",
            [
                ring([
                    (0, 0), (9, 0), (9, 5), (8, 5), (8, 1), (7, 1), (7, 5), (6, 5), (6, 1), (5, 1), (5, 5), (4, 5),
                    (4, 1), (3, 1), (3, 5), (2, 5), (2, 1), (1, 1), (1, 5), (0, 5),
                ])
            ]
        ),
    ]

    @Test(arguments: shapes.indices)
    func pointIsStrictlyInside(_ index: Int) throws {
        let shape = Self.shapes[index]
        let point = try #require(RepresentativePoint.inside(shape.rings))
        #expect(RepresentativePoint.signedDistance(point, to: shape.rings) > 0, "\(shape.name): \(point)")
    }

    @Test func squareGivesItsCentre() throws {
        let point = try #require(RepresentativePoint.inside([Self.ring([(0, 0), (2, 0), (2, 2), (0, 2), (0, 0)])]))
        #expect(abs(point.x - 1) < 0.01 && abs(point.y - 1) < 0.01)
    }

    @Test func degenerateShapesFallBackToTheOutline() throws {
        let flat = try #require(RepresentativePoint.inside([Self.ring([(0, 0), (4, 0), (2, 0), (0, 0)])]))
        #expect(flat.y == 0 && flat.x >= 0 && flat.x <= 4)
        let single = try #require(RepresentativePoint.inside([Self.ring([(3, 4)])]))
        #expect(single == PlanarPoint(x: 3, y: 4))
        #expect(RepresentativePoint.inside([]) == nil)
    }

    @Test func lineMidpointIsHalfwayAlong() throws {
        let point = try #require(RepresentativePoint.alongLine(Self.ring([(0, 0), (2, 0), (2, 2)])))
        #expect(point == PlanarPoint(x: 2, y: 0))
        let longest = try #require(
            RepresentativePoint.alongLongestLine([Self.ring([(0, 0), (1, 0)]), Self.ring([(0, 5), (0, 15)])]))
        #expect(longest == PlanarPoint(x: 0, y: 10))
    }

    @Test func multipolygonUsesTheLargestPart() throws {
        let small = [Self.ring([(0, 0), (1, 0), (1, 1), (0, 1)])]
        let large = [Self.ring([(10, 10), (20, 10), (20, 20), (10, 20)])]
        let point = try #require(RepresentativePoint.insideLargest([small, large]))
        #expect(point.x > 10 && point.x < 20 && point.y > 10 && point.y < 20)
    }
}

@Suite struct TinyShapeTests {
    /// A sliver far thinner than the spacing of doubles near its longitude: naive cell stepping
    /// (`x += cellSize`) would never advance.
    @Test func sliverThinnerThanDoubleSpacingTerminates() throws {
        let ring = [(24.0, 0.0), (24.00000000000001, 0), (24.00000000000001, 1e-300), (24.0, 1e-300), (24.0, 0)]
            .map { PlanarPoint(x: $0.0, y: $0.1) }
        #expect(RepresentativePoint.area(ring) != 0)
        let point = try #require(RepresentativePoint.inside([ring]))
        #expect(point.x >= 24 && point.x <= 24.00000000000001)
        #expect(point.y >= 0 && point.y <= 1e-300)
    }
}
