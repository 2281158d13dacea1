import Foundation
import Geodesy

extension SVGMap {
    /// The basemap under the symbols: one path per kind (areas filled, lines stroked), then street
    /// names along their longest visible stretch, each name once, never overlapping another.
    /// Decorative (`aria-hidden`): every fact is in the pins, their names and the list.
    ///
    /// - Parameters:
    ///   - basemap: The ground.
    ///   - projection: The camera's projection.
    /// - Returns: The drawing's ground layer.
    /// - Complexity: O(coordinates of the features whose box meets the viewport).
    func ground(_ basemap: Basemap, _ projection: MapProjection) -> HTMLNode {
        let zoom = map.camera.zoom
        var paths: [Basemap.Kind: String] = [:]
        var labels: [(name: String, x: Double, y: Double, angle: Double, length: Double, rank: Int)] = []
        for feature in basemap.features {
            if feature.kind == .building && zoom < 15 { continue }
            if feature.kind == .minorStreet && zoom < 14 { continue }
            let low = projection.point(
                Coordinate(uncheckedLatitude: feature.south, longitude: feature.west))
            let high = projection.point(
                Coordinate(uncheckedLatitude: feature.north, longitude: feature.east))
            guard high.x >= -20, low.x <= width + 20, high.y <= height + 20, low.y >= -20 else { continue }
            var d = ""
            for part in feature.parts {
                var last: (x: Double, y: Double)?
                var count = 0
                for coordinate in part {
                    let point = projection.point(coordinate)
                    if let previous = last, abs(previous.x - point.x) + abs(previous.y - point.y) < 1.5 { continue }
                    d += (count == 0 ? "M" : "L") + number(point.x) + " " + number(point.y)
                    if let previous = last, feature.name != nil, feature.kind != .building, !feature.isArea {
                        let length = hypot(point.x - previous.x, point.y - previous.y)
                        let middle = ((point.x + previous.x) / 2, (point.y + previous.y) / 2)
                        if length > 60, middle.0 > 30, middle.0 < width - 30, middle.1 > 14, middle.1 < height - 30 {
                            var angle = atan2(point.y - previous.y, point.x - previous.x) * 180 / .pi
                            if angle > 90 { angle -= 180 } else if angle < -90 { angle += 180 }
                            let rank = feature.kind == .majorStreet ? 0 : feature.kind == .street ? 1 : 2
                            labels.append((feature.name ?? "", middle.0, middle.1, angle, length, rank))
                        }
                    }
                    last = point
                    count += 1
                }
                if feature.isArea, count > 2 { d += "Z" }
            }
            if !d.isEmpty { paths[feature.kind, default: ""] += d }
        }
        var nodes: [HTMLNode] = []
        for kind in Basemap.Kind.allCases {
            guard let d = paths[kind] else { continue }
            nodes.append(HTMLNode("path", [.init("class", "bm-\(kind.rawValue)"), .init("d", d)]) { [] })
        }
        // Labels: longest stretches of the most important streets first; one per name; none overlapping.
        var placed: [(x: Double, y: Double, half: Double)] = []
        var named = Set<String>()
        let fontSize = 11.0
        for label in labels.sorted(by: { ($0.rank, -$0.length) < ($1.rank, -$1.length) }) {
            guard !named.contains(label.name) else { continue }
            let half = Double(label.name.count) * fontSize * 0.3
            guard half * 2 < label.length + 20 else { continue }
            if placed.contains(where: { hypot($0.x - label.x, $0.y - label.y) < $0.half + half + 8 }) { continue }
            placed.append((label.x, label.y, half))
            named.insert(label.name)
            nodes.append(
                HTMLNode(
                    "text",
                    [
                        .init("class", "bm-label"),
                        .init(
                            "transform",
                            "translate(\(number(label.x)) \(number(label.y))) rotate(\(number(label.angle)))"),
                        .init("y", "4"),
                    ]
                ) { label.name })
        }
        return HTMLNode("g", [.init("class", "basemap"), .init("aria-hidden", "true")]) { nodes }
    }
}
