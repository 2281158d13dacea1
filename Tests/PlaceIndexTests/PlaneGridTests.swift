import Foundation
import Geodesy
import RawMemory
import TestSupport
import Testing

@testable import PlaceIndex

/// The grid search that clusters a map's places, against the tree search it stands in for: the
/// same neighbours, put in the same order, and so the same index.
@Suite("PlaneGrid against the tree search")
struct PlaneGridTests {
    /// A level's worth of world points: towns of random size and spread, exact repeats, and a
    /// lattice whose spacing is the radius (distances on the edge of the disk).
    static func points(count: Int, radius: Double, using random: inout SeededGenerator) -> [PlanePoint] {
        let centreX = Double.random(in: 0.1...0.9, using: &random)
        let centreY = Double.random(in: 0.1...0.9, using: &random)
        let spread = radius * Double.random(in: 2...200, using: &random)
        var points: [PlanePoint] = []
        while points.count < count {
            let reference = Int32(points.count)
            switch Int.random(in: 0..<10, using: &random) {
            case 0 where !points.isEmpty:
                var copy = points[Int.random(in: 0..<points.count, using: &random)]
                copy.reference = reference
                points.append(copy)
            case 1:
                let column = Double(Int.random(in: -6...6, using: &random))
                let row = Double(Int.random(in: -6...6, using: &random))
                points.append(
                    PlanePoint(x: centreX + column * radius, y: centreY + row * radius, reference: reference, count: 1))
            case 2, 3:
                let town = Double.random(in: -1...1, using: &random) * spread
                points.append(
                    PlanePoint(
                        x: centreX + town + Double.random(in: -radius...radius, using: &random),
                        y: centreY - town + Double.random(in: -radius...radius, using: &random), reference: reference,
                        count: Int32.random(in: 1...9, using: &random)))
            default:
                points.append(
                    PlanePoint(
                        x: centreX + Double.random(in: -spread...spread, using: &random),
                        y: centreY + Double.random(in: -spread...spread, using: &random), reference: reference, count: 1
                    ))
            }
        }
        return points
    }

    /// The box of the first half of the points: the rest may lie outside it, like cluster centres
    /// that rounding puts just outside the places' box.
    static func bounds(of points: [PlanePoint]) -> PlaneGrid.Bounds {
        let half = points.prefix(max(1, points.count / 2))
        return PlaneGrid.Bounds(
            minX: half.map(\.x).min() ?? 0, minY: half.map(\.y).min() ?? 0, maxX: half.map(\.x).max() ?? 0,
            maxY: half.map(\.y).max() ?? 0)
    }

    /// Indices in the order the tree search from the root reports them.
    static func treeSearch(_ points: [PlanePoint], within radius: Double, of point: PlanePoint) -> [Int] {
        var found: [Int] = []
        UncheckedView.with(points) { points in
            PlaneTree.forEach(in: points, within: radius, of: point.x, point.y) { found.append($0) }
        }
        return found
    }

    @Test func searchOrderIsTheOrderTheTreeReports() {
        var random = SeededGenerator(seed: 31)
        for round in 0..<60 {
            let radius = 1e-6 * Double(1 << (round % 12))
            var points = Self.points(count: Int.random(in: 1...900, using: &random), radius: radius, using: &random)
            PlaneTree.sort(&points)
            for _ in 0..<40 {
                let query = points[Int.random(in: 0..<points.count, using: &random)]
                let found = Self.treeSearch(
                    points, within: radius * Double.random(in: 1...8, using: &random), of: query)
                for (earlier, later) in zip(found, found.dropFirst()) {
                    #expect(PlaneTree.precedesInSearch(earlier, later, count: points.count))
                    #expect(!PlaneTree.precedesInSearch(later, earlier, count: points.count))
                }
            }
        }
    }

    @Test func gridFindsWhatTheTreeFinds() {
        var random = SeededGenerator(seed: 77)
        var built = 0
        for round in 0..<80 {
            let radius = 1e-7 * Double(1 << (round % 16))
            var points = Self.points(count: Int.random(in: 1...1200, using: &random), radius: radius, using: &random)
            PlaneTree.sort(&points)
            var grid = PlaneGrid()
            let usable = UncheckedView.with(points) {
                grid.build($0, radius: radius, bounds: Self.bounds(of: points))
            }
            guard usable else { continue }
            built += 1
            grid.withSearch { search in
                for index in points.indices {
                    let point = points[index]
                    var viaGrid: Set<Int> = []
                    search.forEachCandidate(of: index) { candidate in
                        let dx = points[candidate].x - point.x
                        let dy = points[candidate].y - point.y
                        if dx * dx + dy * dy <= radius * radius { viaGrid.insert(candidate) }
                    }
                    #expect(viaGrid == Set(Self.treeSearch(points, within: radius, of: point)), "round \(round)")
                }
            }
        }
        #expect(built > 40)
    }

    @Test func crowdedPointsAreLeftToTheTree() {
        let points = (0..<500).map { PlanePoint(x: 0.5, y: 0.5, reference: Int32($0), count: 1) }
        var grid = PlaneGrid()
        let usable = UncheckedView.with(points) {
            grid.build($0, radius: 1e-6, bounds: PlaneGrid.Bounds(minX: 0.5, minY: 0.5, maxX: 0.5, maxY: 0.5))
        }
        #expect(!usable)
    }

    /// Every level, cluster and child, bit for bit, with and without grids, on inputs like a map
    /// page's (a few hundred places around a viewport, zooms from the map's up to 18) and wider.
    @Test func gridAndTreeBuildTheSameLevels() {
        var random = SeededGenerator(seed: 2025)
        var gridded = 0
        for round in 0..<150 {
            let maxZoom = Int.random(in: 14...20, using: &random)
            let options = ClusterOptions(
                radius: [40, 60, 80][round % 3], minZoom: Int.random(in: max(0, maxZoom - 8)...maxZoom, using: &random),
                maxZoom: maxZoom, minPoints: Int.random(in: 2...4, using: &random))
            let pixel = 1 / (256 * pow(2, Double(options.minZoom)))
            let places = Self.points(
                count: Int.random(in: 1...700, using: &random), radius: options.radius * pixel, using: &random
            ).map { PlanePoint(x: $0.x, y: $0.y, reference: $0.reference, count: 1) }
            var withGrids = ClusterBuilder(options: options, placeCount: places.count)
            var withTree = ClusterBuilder(options: options, placeCount: places.count, searchesGrids: false)
            let levels = withGrids.buildLevels(from: places)
            let expected = withTree.buildLevels(from: places)
            gridded += withGrids.griddedLevels
            #expect(withTree.griddedLevels == 0)
            #expect(levels.count == expected.count)
            for (level, other) in zip(levels, expected) {
                #expect(level.map(\.x.bitPattern) == other.map(\.x.bitPattern), "round \(round)")
                #expect(level.map(\.y.bitPattern) == other.map(\.y.bitPattern), "round \(round)")
                #expect(level.map(\.reference) == other.map(\.reference), "round \(round)")
                #expect(level.map(\.count) == other.map(\.count), "round \(round)")
            }
            let table = withGrids.table
            let expectedTable = withTree.table
            #expect(table.zoom == expectedTable.zoom)
            #expect(table.x.map(\.bitPattern) == expectedTable.x.map(\.bitPattern))
            #expect(table.y.map(\.bitPattern) == expectedTable.y.map(\.bitPattern))
            #expect(table.count == expectedTable.count)
            #expect(table.childStart == expectedTable.childStart)
            #expect(table.childReferences == expectedTable.childReferences)
        }
        #expect(gridded > 300)
    }
}
