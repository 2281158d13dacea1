/// A point in the plane of longitude (x) and latitude (y) degrees, used for shape calculations.
///
/// Shapes are treated as planar in degrees. That is accurate enough to find a point inside a
/// building or a park; shapes that cross the antimeridian are not supported.
struct PlanarPoint: Equatable {
    /// Longitude in degrees.
    var x: Double
    /// Latitude in degrees.
    var y: Double
}

/// Points on lines and inside areas.
enum RepresentativePoint {
    /// The point halfway along a line, measured by planar length.
    ///
    /// - Parameter line: The vertices; must not be empty.
    /// - Returns: The midpoint along the line, or the first vertex for a zero-length line.
    /// - Complexity: O(n).
    static func alongLine(_ line: [PlanarPoint]) -> PlanarPoint? {
        guard let first = line.first else { return nil }
        let total = length(line)
        guard total > 0 else { return first }
        var remaining = total / 2
        for index in 1..<line.count {
            let start = line[index - 1]
            let end = line[index]
            let segment = distance(start, end)
            if segment >= remaining, segment > 0 {
                let fraction = remaining / segment
                return PlanarPoint(x: start.x + (end.x - start.x) * fraction, y: start.y + (end.y - start.y) * fraction)
            }
            remaining -= segment
        }
        return line.last
    }

    /// The point halfway along the longest of several lines.
    ///
    /// - Parameter lines: The lines.
    /// - Returns: A point on the longest line, or `nil` when there are no vertices.
    static func alongLongestLine(_ lines: [[PlanarPoint]]) -> PlanarPoint? {
        let nonEmpty = lines.filter { !$0.isEmpty }
        guard let longest = nonEmpty.max(by: { length($0) < length($1) }) else { return nil }
        return alongLine(longest)
    }

    /// A point inside the largest polygon of a multipolygon.
    ///
    /// - Parameter polygons: Polygons, each an outer ring followed by holes.
    /// - Returns: A point inside the polygon with the largest area.
    static func insideLargest(_ polygons: [[[PlanarPoint]]]) -> PlanarPoint? {
        let nonEmpty = polygons.filter { !($0.first ?? []).isEmpty }
        guard let largest = nonEmpty.max(by: { abs(area($0[0])) < abs(area($1[0])) }) else { return nil }
        return inside(largest)
    }

    /// A point inside a polygon, near its pole of inaccessibility.
    ///
    /// Uses the *polylabel* algorithm (V. Agafonkin, "A new algorithm for finding a visual center of
    /// a polygon", Mapbox, 2016): a best-first search over square cells for the point farthest from
    /// the outline, to a precision of 1/1000 of the shape's size and at most 4,096 cells. If that
    /// search ends without a point strictly inside (very thin shapes), a scan line through the
    /// widest gap between vertex latitudes is intersected with the edges and the middle of its
    /// widest inside stretch is used, which is inside by the even–odd rule. A shape with no area, or
    /// one whose extent is not finite, gives the point halfway along its outline (not finite either
    /// in the second case, which the readers report as an error).
    ///
    /// - Parameter rings: The outer ring followed by holes (closed or not).
    /// - Returns: A point inside the polygon, or `nil` when the outer ring is empty.
    /// - Complexity: O(n · c) for n vertices and c ≤ 4,096 cells.
    static func inside(_ rings: [[PlanarPoint]]) -> PlanarPoint? {
        guard let outer = rings.first, let first = outer.first else { return nil }
        var minX = first.x
        var minY = first.y
        var maxX = first.x
        var maxY = first.y
        for point in outer {
            minX = min(minX, point.x)
            minY = min(minY, point.y)
            maxX = max(maxX, point.x)
            maxY = max(maxY, point.y)
        }
        let width = maxX - minX
        let height = maxY - minY
        // An infinite extent (a coordinate of ±1e400, or ±1e308 at both ends) has no cells to search.
        guard width > 0, height > 0, width.isFinite, height.isFinite, area(outer) != 0 else {
            return alongLine(outer)
        }
        if let pole = PoleOfInaccessibility.search(rings, minX: minX, minY: minY, width: width, height: height),
            signedDistance(pole, to: rings) > 0
        {
            return pole
        }
        return scanLine(rings) ?? alongLine(outer)
    }

    private static func scanLine(_ rings: [[PlanarPoint]]) -> PlanarPoint? {
        let ys = Set(rings.joined().map(\.y)).sorted()
        guard ys.count >= 2 else { return nil }
        var gapIndex = 0
        for index in 1..<ys.count - 1 where ys[index + 1] - ys[index] > ys[gapIndex + 1] - ys[gapIndex] {
            gapIndex = index
        }
        let y = (ys[gapIndex] + ys[gapIndex + 1]) / 2
        var xs: [Double] = []
        for ring in rings where ring.count >= 2 {
            for index in ring.indices {
                let a = ring[index]
                let b = ring[(index + 1) % ring.count]
                if (a.y > y) != (b.y > y) { xs.append(a.x + (y - a.y) / (b.y - a.y) * (b.x - a.x)) }
            }
        }
        xs.sort()
        var best: (start: Double, end: Double)?
        var index = 0
        while index + 1 < xs.count {
            if best == nil || xs[index + 1] - xs[index] > (best?.end ?? 0) - (best?.start ?? 0) {
                best = (xs[index], xs[index + 1])
            }
            index += 2
        }
        return best.map { PlanarPoint(x: ($0.start + $0.end) / 2, y: y) }
    }

    /// Distance from a point to the polygon outline: positive inside, negative outside (even–odd).
    static func signedDistance(_ point: PlanarPoint, to rings: [[PlanarPoint]]) -> Double {
        var inside = false
        var nearest = Double.infinity
        for ring in rings where !ring.isEmpty {
            var previous = ring[ring.count - 1]
            for current in ring {
                if (current.y > point.y) != (previous.y > point.y),
                    point.x < (previous.x - current.x) * (point.y - current.y) / (previous.y - current.y) + current.x
                {
                    inside.toggle()
                }
                nearest = min(nearest, segmentDistanceSquared(point, current, previous))
                previous = current
            }
        }
        let distance = nearest.squareRoot()
        return inside ? distance : -distance
    }

    private static func segmentDistanceSquared(_ p: PlanarPoint, _ a: PlanarPoint, _ b: PlanarPoint) -> Double {
        var x = a.x
        var y = a.y
        let dx = b.x - x
        let dy = b.y - y
        if dx != 0 || dy != 0 {
            let t = ((p.x - x) * dx + (p.y - y) * dy) / (dx * dx + dy * dy)
            if t > 1 {
                x = b.x
                y = b.y
            } else if t > 0 {
                x += dx * t
                y += dy * t
            }
        }
        return (p.x - x) * (p.x - x) + (p.y - y) * (p.y - y)
    }

    /// Signed area by the shoelace formula.
    static func area(_ ring: [PlanarPoint]) -> Double {
        guard ring.count >= 3 else { return 0 }
        var sum = 0.0
        var previous = ring[ring.count - 1]
        for current in ring {
            sum += previous.x * current.y - current.x * previous.y
            previous = current
        }
        return sum / 2
    }

    private static func length(_ line: [PlanarPoint]) -> Double {
        zip(line, line.dropFirst()).reduce(0) { $0 + distance($1.0, $1.1) }
    }

    private static func distance(_ a: PlanarPoint, _ b: PlanarPoint) -> Double {
        ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
    }
}
