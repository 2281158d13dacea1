/// Writes lines and rings of viewport pixels into an SVG path's `d`, clipped to a rectangle and
/// simplified: a vertex closer than ``tolerance`` (in x plus y) to the last one written is left
/// out, except where a line ends. Its scratch arrays are kept from one part to the next.
struct GroundPen {
    typealias Point = (x: Double, y: Double)

    /// The rectangle kept: the view with a margin (so line ends and strokes stay outside it),
    /// within the tile being drawn (so tiles that overlap draw nothing twice).
    var minX = 0.0, minY = 0.0, maxX = 0.0, maxY = 0.0
    /// Pixels: a vertex nearer than this to the last written is left out.
    let tolerance = 1.5
    private var run: [Point] = []
    private var ring: [Point] = []
    private var next: [Point] = []

    /// Writes the pieces of a line inside the rectangle, each `M x y L x y …`; with `thereAndBack`
    /// each piece also goes back to its start, so a path that is filled fills nothing of it.
    mutating func line(_ points: [Point], thereAndBack: Bool, into d: inout [UInt8]) {
        run.removeAll(keepingCapacity: true)
        var penDown = false
        for index in 1..<points.count {
            guard let (start, end) = clip(points[index - 1], points[index]) else {
                if penDown { flush(thereAndBack: thereAndBack, into: &d) }
                penDown = false
                continue
            }
            if !penDown {
                flush(thereAndBack: thereAndBack, into: &d)
                run.append(start)
            }
            let isLast = index == points.count - 1 || end != points[index]
            add(end, keepingLast: isLast)
            // A segment cut at its end leaves the rectangle there: the next one starts a new piece.
            penDown = end == points[index]
            if !penDown { flush(thereAndBack: thereAndBack, into: &d) }
        }
        flush(thereAndBack: thereAndBack, into: &d)
    }

    /// Writes a ring clipped to the rectangle as `M x y L x y … Z`, when three or more vertices
    /// are left.
    mutating func ring(_ points: [Point], into d: inout [UInt8]) {
        ring.removeAll(keepingCapacity: true)
        ring.append(contentsOf: points)
        // Sutherland–Hodgman, one edge of the rectangle at a time; the winding is kept, so holes
        // stay holes under the non-zero fill rule.
        for edge in Edge.allCases { clipRing(edge) }
        guard ring.count >= 3 else { return }
        run.removeAll(keepingCapacity: true)
        for point in ring {
            if let last = run.last, abs(last.x - point.x) + abs(last.y - point.y) < tolerance { continue }
            run.append(point)
        }
        guard run.count >= 3 else { return }
        write(run, into: &d)
        d.append(UInt8(ascii: "Z"))
        run.removeAll(keepingCapacity: true)
    }

    /// Adds a vertex to the piece being drawn, unless it is too near the last one; a piece's
    /// last vertex replaces a near one instead, so the line reaches where it ends.
    private mutating func add(_ point: Point, keepingLast: Bool) {
        guard let last = run.last, abs(last.x - point.x) + abs(last.y - point.y) < tolerance else {
            run.append(point)
            return
        }
        if keepingLast && run.count > 1 { run[run.count - 1] = point }
    }

    private mutating func flush(thereAndBack: Bool, into d: inout [UInt8]) {
        defer { run.removeAll(keepingCapacity: true) }
        guard run.count >= 2 else { return }
        write(run, into: &d)
        if thereAndBack {
            for point in run.dropLast().reversed() {
                d.append(UInt8(ascii: "L"))
                Self.append(point, to: &d)
            }
        }
    }

    private func write(_ points: [Point], into d: inout [UInt8]) {
        for (index, point) in points.enumerated() {
            d.append(UInt8(ascii: index == 0 ? "M" : "L"))
            Self.append(point, to: &d)
        }
    }

    private static func append(_ point: Point, to d: inout [UInt8]) {
        appendTenths(point.x, to: &d)
        d.append(UInt8(ascii: " "))
        appendTenths(point.y, to: &d)
    }

    /// A pixel value rounded to a tenth, without a trailing `.0` (`12`, `12.3`, `-0.5`), as the
    /// map writes every number of its drawing. The pen's points lie within the view and its
    /// margin, so they are small.
    static func appendTenths(_ value: Double, to d: inout [UInt8]) {
        let scaled = (value * 10).rounded()
        guard scaled.isFinite, scaled.magnitude < 1e15 else {
            d.append(UInt8(ascii: "0"))
            return
        }
        var tenths = Int(scaled)
        if tenths < 0 {
            d.append(UInt8(ascii: "-"))
            tenths = -tenths
        }
        let whole = tenths / 10
        var divisor = 1
        while divisor <= whole / 10 { divisor *= 10 }
        while divisor > 0 {
            d.append(UInt8(truncatingIfNeeded: 48 + (whole / divisor) % 10))
            divisor /= 10
        }
        if tenths % 10 != 0 {
            d.append(UInt8(ascii: "."))
            d.append(UInt8(truncatingIfNeeded: 48 + tenths % 10))
        }
    }

    /// The part of a segment inside the rectangle (Liang–Barsky), or `nil` when none is.
    private func clip(_ a: Point, _ b: Point) -> (Point, Point)? {
        let dx = b.x - a.x
        let dy = b.y - a.y
        var low = 0.0
        var high = 1.0
        for (p, q) in [(-dx, a.x - minX), (dx, maxX - a.x), (-dy, a.y - minY), (dy, maxY - a.y)] {
            if p == 0 {
                if q < 0 { return nil }
                continue
            }
            let t = q / p
            if p < 0 {
                if t > high { return nil }
                low = max(low, t)
            } else {
                if t < low { return nil }
                high = min(high, t)
            }
        }
        let start = low == 0 ? a : (a.x + low * dx, a.y + low * dy)
        let end = high == 1 ? b : (a.x + high * dx, a.y + high * dy)
        return (start, end)
    }

    /// The rectangle's edges.
    private enum Edge: CaseIterable {
        case left, right, top, bottom
    }

    /// Whether a point is on the rectangle's side of an edge.
    private func isInside(_ point: Point, _ edge: Edge) -> Bool {
        switch edge {
        case .left: point.x >= minX
        case .right: point.x <= maxX
        case .top: point.y >= minY
        case .bottom: point.y <= maxY
        }
    }

    /// Where the segment from `a` to `b` (one inside, one outside) crosses an edge.
    private func crossing(_ a: Point, _ b: Point, _ edge: Edge) -> Point {
        switch edge {
        case .left, .right:
            let x = edge == .left ? minX : maxX
            return (x, a.y + (b.y - a.y) * (x - a.x) / (b.x - a.x))
        case .top, .bottom:
            let y = edge == .top ? minY : maxY
            return (a.x + (b.x - a.x) * (y - a.y) / (b.y - a.y), y)
        }
    }

    /// One Sutherland–Hodgman pass of `ring` against an edge.
    private mutating func clipRing(_ edge: Edge) {
        guard let last = ring.last else { return }
        var kept = next
        next = []
        kept.removeAll(keepingCapacity: true)
        var previous = last
        var previousInside = isInside(previous, edge)
        for point in ring {
            let pointInside = isInside(point, edge)
            if pointInside != previousInside { kept.append(crossing(previous, point, edge)) }
            if pointInside { kept.append(point) }
            previous = point
            previousInside = pointInside
        }
        next = ring
        ring = kept
    }
}
