import Foundation
import Geodesy
import HTMLWriting
import RawMemory
import VectorTiles

extension SVGMap {
    /// A street name that may be written along a straight stretch of its line: where (the
    /// stretch's middle), at which angle, how long the stretch is and how important the street
    /// (0 major … 2 minor).
    typealias LabelCandidate = (name: String, x: Double, y: Double, angle: Double, length: Double, rank: Int)

    /// The basemap under the symbols: one path per kind (areas filled, lines stroked), then street
    /// names along their longest visible stretch, each name once, never overlapping another.
    /// Decorative (`aria-hidden`): every fact is in the pins, their names and the list.
    ///
    /// - Parameters:
    ///   - basemap: The ground: features read from GeoJSON, or vector tiles.
    ///   - projection: The camera's projection.
    ///   - html: Where the drawing's ground layer is written.
    /// - Returns: Whether there was ground to draw (vector tiles may not cover the view).
    /// - Complexity: O(coordinates of the features, or the tiles' parts, whose box meets the viewport).
    func ground(_ basemap: Basemap, _ projection: MapProjection, to html: inout HTML) -> Bool {
        var paths = [[UInt8]](repeating: [], count: Basemap.Kind.allCases.count)
        var labels: [LabelCandidate] = []
        if let tiles = basemap.tiles {
            let view = VectorTileBasemap.View(
                zoom: map.camera.zoom, center: WebMercator.worldPoint(map.camera.center), width: width, height: height)
            let found = tiles.draw(view, into: &paths) { name, points, rank in
                addLabels(name, along: points, rank: rank, to: &labels)
            }
            guard found else { return false }
        } else {
            featureGround(basemap, projection, paths: &paths, labels: &labels)
        }
        writeGround(paths: paths, labels: labels, to: &html)
        return true
    }

    /// The GeoJSON basemap's features whose box meets the view, written into their kind's path.
    private func featureGround(
        _ basemap: Basemap, _ projection: MapProjection, paths: inout [[UInt8]], labels: inout [LabelCandidate]
    ) {
        let zoom = map.camera.zoom
        let kinds = Basemap.Kind.allCases
        // Features are read in place: a copy of each (its parts, its name) cost more than drawing it.
        UncheckedView.with(basemap.features) { features in
            for index in features.indices {
                let kind = features[unchecked: index].kind
                if kind == .building && zoom < 15 { continue }
                if kind == .minorStreet && zoom < 14 { continue }
                let low = projection.point(world: features[unchecked: index].worldSouthWest)
                let high = projection.point(world: features[unchecked: index].worldNorthEast)
                guard high.x >= -20, low.x <= width + 20, high.y <= height + 20, low.y >= -20 else { continue }
                let feature = features[unchecked: index]
                // Written straight into its kind's path (taken out of the array while written, so
                // it is not copied).
                guard let slot = kinds.firstIndex(of: kind) else { continue }
                var d: [UInt8] = []
                swap(&d, &paths[slot])
                defer { swap(&d, &paths[slot]) }
                let labelled = feature.name != nil && feature.kind != .building && !feature.isArea
                for part in feature.worldParts {
                    // The drawn vertices: kept only where a label may need them, counted always.
                    var points: [(x: Double, y: Double)] = []
                    var previous: (x: Double, y: Double)?
                    var drawn = 0
                    for world in part {
                        let point = projection.point(world: world)
                        if let previous, abs(previous.x - point.x) + abs(previous.y - point.y) < 1.5 { continue }
                        d.append(UInt8(ascii: drawn == 0 ? "M" : "L"))
                        Self.append(point.x, to: &d)
                        d.append(UInt8(ascii: " "))
                        Self.append(point.y, to: &d)
                        previous = point
                        drawn += 1
                        if labelled { points.append(point) }
                    }
                    if feature.isArea, drawn > 2 { d.append(UInt8(ascii: "Z")) }
                    if labelled, let name = feature.name {
                        let rank = feature.kind == .majorStreet ? 0 : feature.kind == .street ? 1 : 2
                        addLabels(name, along: points, rank: rank, to: &labels)
                    }
                }
            }
        }
    }

    /// The candidates for a name along a line of viewport points: each straight stretch longer
    /// than 50 px whose middle is well inside the view, at its angle turned to read left to right.
    func addLabels(
        _ name: String, along points: [(x: Double, y: Double)], rank: Int, to labels: inout [LabelCandidate]
    ) {
        for run in Self.straightRuns(points) {
            let (start, end) = (points[run.lowerBound], points[run.upperBound])
            let length = hypot(end.x - start.x, end.y - start.y)
            let middle = ((start.x + end.x) / 2, (start.y + end.y) / 2)
            guard length > 50, middle.0 > 30, middle.0 < width - 30, middle.1 > 14, middle.1 < height - 30
            else { continue }
            var angle = atan2(end.y - start.y, end.x - start.x) * 180 / .pi
            if angle > 90 { angle -= 180 } else if angle < -90 { angle += 180 }
            labels.append((name, middle.0, middle.1, angle, length, rank))
        }
    }

    /// The ground's group: each kind's path, then the chosen names.
    private func writeGround(paths: [[UInt8]], labels: [LabelCandidate], to html: inout HTML) {
        let kinds = Basemap.Kind.allCases
        // Labels: longest stretches of the most important streets first; one per name; none overlapping.
        var placed: [(x: Double, y: Double, half: Double)] = []
        var named = Set<String>()
        var shown: [(name: String, x: Double, y: Double, angle: Double)] = []
        let fontSize = 11.0
        for label in labels.sorted(by: { ($0.rank, -$0.length) < ($1.rank, -$1.length) }) {
            guard !named.contains(label.name) else { continue }
            let half = Double(label.name.count) * fontSize * 0.3
            guard half * 2 < label.length + 20 else { continue }
            if placed.contains(where: { hypot($0.x - label.x, $0.y - label.y) < $0.half + half + 8 }) { continue }
            placed.append((label.x, label.y, half))
            named.insert(label.name)
            shown.append((label.name, label.x, label.y, label.angle))
        }
        html.element(.g, #"class="basemap" aria-hidden="true""#) { html in
            for (slot, kind) in kinds.enumerated() where !paths[slot].isEmpty {
                html.empty(.path) { attributes in
                    attributes.add(.class, literal: "bm-", kind.rawValue, literal: "")
                    // Letters, digits, spaces, dots and minus signs only: written as they are.
                    attributes.add(.d, markupFree: paths[slot])
                }
            }
            for label in shown {
                html.element(.text) { attributes in
                    attributes.add(.class, literal: "bm-label")
                    attributes.add(
                        .transform, "translate(\(number(label.x)) \(number(label.y))) rotate(\(number(label.angle)))")
                    attributes.add(.y, literal: "4")
                } content: { html in
                    html.text(label.name)
                }
            }
        }
    }

    /// Index ranges of a polyline's nearly straight stretches (turning less than 20° at each
    /// vertex), where a name can be written along the line.
    static func straightRuns(_ points: [(x: Double, y: Double)]) -> [ClosedRange<Int>] {
        guard points.count >= 2 else { return [] }
        var runs: [ClosedRange<Int>] = []
        var start = 0
        var heading: Double?
        for index in 1..<points.count {
            let angle = atan2(points[index].y - points[index - 1].y, points[index].x - points[index - 1].x)
            if let previous = heading {
                var turn = abs(angle - previous)
                if turn > .pi { turn = 2 * .pi - turn }
                if turn > .pi / 9 {
                    runs.append(start...(index - 1))
                    start = index - 1
                }
            }
            heading = angle
        }
        runs.append(start...(points.count - 1))
        return runs
    }
}
