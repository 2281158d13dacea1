import Foundation
import Geodesy
import TestSupport
import Testing

@testable import PlaceIndex

/// Compares each built level with a plain O(n²) greedy pass over the level above, so the tree
/// walk that shortcuts the neighbour search is checked against the algorithm it implements.
@Suite("ClusterIndex against a reference greedy pass")
struct ClusterReferenceTests {
    /// Member references of each node of a level, as produced by the index.
    static func groups(of level: [PlanePoint], in index: ClusterIndex, zoom: Int) -> Set<[Int32]> {
        Set(
            level.map { node -> [Int32] in
                guard node.reference < 0 else { return [node.reference] }
                let cluster = PlanePoint.cluster(node.reference)
                guard Int(index.clusters.zoom[cluster]) == zoom else { return [node.reference] }
                let range = Int(index.clusters.childStart[cluster])..<Int(index.clusters.childStart[cluster + 1])
                return index.clusters.childReferences[range].sorted()
            })
    }

    /// Supercluster's greedy pass with a linear neighbour scan, visiting nodes in array order.
    static func referenceGroups(of level: [PlanePoint], radius: Double, minPoints: Int) -> Set<[Int32]> {
        var visited = [Bool](repeating: false, count: level.count)
        var groups = Set<[Int32]>()
        for index in level.indices where !visited[index] {
            visited[index] = true
            let point = level[index]
            let neighbours = level.indices.filter { other in
                let dx = level[other].x - point.x
                let dy = level[other].y - point.y
                return !visited[other] && dx * dx + dy * dy <= radius * radius
            }
            let total = neighbours.reduce(Int(point.count)) { $0 + Int(level[$1].count) }
            if neighbours.isEmpty || total < minPoints {
                groups.insert([point.reference])
                continue
            }
            for neighbour in neighbours { visited[neighbour] = true }
            groups.insert(([point.reference] + neighbours.map { level[$0].reference }).sorted())
        }
        return groups
    }

    static func denseTown() -> [Coordinate] {
        var random = SeededGenerator(seed: 2024)
        return (0..<900).map { _ in
            Coordinate(
                uncheckedLatitude: 52.5 + Double.random(in: -0.02...0.02, using: &random),
                longitude: 13.4 + Double.random(in: -0.03...0.03, using: &random))
        }
    }

    @Test(arguments: [2, 4])
    func everyLevelMatchesTheReference(_ minPoints: Int) {
        let coordinates = Self.denseTown() + Dataset.world.coordinates.prefix(300)
        let options = ClusterOptions(minPoints: minPoints)
        let index = ClusterIndex(coordinates: coordinates, options: options)
        for zoom in options.minZoom...options.maxZoom {
            let upper = index.levels[zoom + 1 - options.minZoom]
            let radius = options.radius / (options.extent * pow(2, Double(zoom)))
            let expected = Self.referenceGroups(of: upper, radius: radius, minPoints: minPoints)
            let built = Self.groups(of: index.levels[zoom - options.minZoom], in: index, zoom: zoom)
            #expect(built == expected, "z\(zoom)")
        }
    }
}
