/// An axis-aligned box around unit vectors, in `Float`s (lanes x, y, z; lane 3 is always zero),
/// never smaller than the `Double` vectors inside it, so the squared distance to it is a lower
/// bound for every place inside.
///
/// Stored as six scalars rather than two `SIMD4`s: with 16-byte-aligned stored properties, release
/// builds of the benchmark crashed destroying a ``KDTree`` (Swift 6.3; not investigated further).
struct KDTreeBox: Sendable, Equatable {
    var minX: Float
    var minY: Float
    var minZ: Float
    var maxX: Float
    var maxY: Float
    var maxZ: Float

    /// The minima (lane 3 zero).
    @inline(__always)
    var low: SIMD4<Float> { SIMD4(minX, minY, minZ, 0) }
    /// The maxima (lane 3 zero).
    @inline(__always)
    var high: SIMD4<Float> { SIMD4(maxX, maxY, maxZ, 0) }

    /// The box one `Float` step outside the minima and maxima of `Float`-rounded vectors, which
    /// holds the `Double` vectors they were rounded from (rounding to nearest moves a value by at
    /// most half a step).
    init(around low: SIMD4<Float>, _ high: SIMD4<Float>) {
        self.init(
            low: SIMD4(low.x.nextDown, low.y.nextDown, low.z.nextDown, 0),
            high: SIMD4(high.x.nextUp, high.y.nextUp, high.z.nextUp, 0))
    }

    /// A box from its minima and maxima (lane 3 ignored).
    @inline(__always)
    init(low: SIMD4<Float>, high: SIMD4<Float>) {
        minX = low.x
        minY = low.y
        minZ = low.z
        maxX = high.x
        maxY = high.y
        maxZ = high.z
    }

    /// The squared distance from a point (lane 3 zero) to the box; zero inside.
    @inline(__always)
    func distanceSquared(to point: SIMD4<Double>) -> Double {
        let below = SIMD4<Double>(low) - point
        let above = point - SIMD4<Double>(high)
        var gap = SIMD4<Double>(repeating: 0)
        gap.replace(with: below, where: below .> gap)
        gap.replace(with: above, where: above .> gap)
        return (gap * gap).sum()
    }

    /// Whether the box meets another axis-aligned box.
    func intersects(_ box: Box3D) -> Bool {
        Double(minX) <= box.maxX && Double(maxX) >= box.minX && Double(minY) <= box.maxY
            && Double(maxY) >= box.minY && Double(minZ) <= box.maxZ && Double(maxZ) >= box.minZ
    }

    /// Whether the box holds a point.
    func contains(_ point: SpherePoint) -> Bool {
        Double(minX) <= point.x && point.x <= Double(maxX) && Double(minY) <= point.y
            && point.y <= Double(maxY) && Double(minZ) <= point.z && point.z <= Double(maxZ)
    }

    /// The step that ``KDTreeBoxCode`` measures a child box in: 1/255 of the box's extent.
    @inline(__always)
    var step: SIMD4<Float> { (high - low) / 255 }

    /// A child's box from its code, given this box's ``step``.
    ///
    /// Builder and search both call this, so a child box is the same bits in both; the builder
    /// picks codes whose result holds the child's places.
    @inline(__always)
    func child(_ code: KDTreeBoxCode, step: SIMD4<Float>) -> KDTreeBox {
        KDTreeBox(low: low + code.up * step, high: high - code.down * step)
    }

    /// The tightest code, relative to this box, whose decoded box holds `child` (which must lie
    /// inside this box).
    func code(for child: KDTreeBox) -> KDTreeBoxCode {
        let step = self.step
        var up = [UInt8](repeating: 0, count: 3)
        var down = [UInt8](repeating: 0, count: 3)
        for lane in 0..<3 where step[lane] > 0 {
            let stepsUp = ((child.low[lane] - low[lane]) / step[lane]).rounded(.down)
            let stepsDown = ((high[lane] - child.high[lane]) / step[lane]).rounded(.down)
            up[lane] = UInt8(max(0, min(255, stepsUp.isNaN ? 0 : stepsUp)))
            down[lane] = UInt8(max(0, min(255, stepsDown.isNaN ? 0 : stepsDown)))
        }
        // Back off lanes that rounding pushed past the child's edges; zero steps always hold.
        while true {
            let code = KDTreeBoxCode(up: up, down: down)
            let decoded = self.child(code, step: step)
            var holds = true
            for lane in 0..<3 {
                if decoded.low[lane] > child.low[lane] && up[lane] > 0 {
                    up[lane] -= 1
                    holds = false
                }
                if decoded.high[lane] < child.high[lane] && down[lane] > 0 {
                    down[lane] -= 1
                    holds = false
                }
            }
            if holds { return code }
        }
    }
}

/// A child box relative to its parent's box, in 255ths of the parent's extent per axis: the
/// child's minima are `up` steps above the parent's, its maxima `down` steps below.
///
/// Six bytes instead of 24, so a node with both children's boxes fits 16 bytes and the nodes of a
/// million-place tree fit in a megabyte.
struct KDTreeBoxCode: Sendable {
    var upX: UInt8
    var upY: UInt8
    var upZ: UInt8
    var downX: UInt8
    var downY: UInt8
    var downZ: UInt8

    /// The steps up of the minima, as a vector (lane 3 zero).
    @inline(__always)
    var up: SIMD4<Float> { SIMD4(Float(upX), Float(upY), Float(upZ), 0) }
    /// The steps down of the maxima, as a vector (lane 3 zero).
    @inline(__always)
    var down: SIMD4<Float> { SIMD4(Float(downX), Float(downY), Float(downZ), 0) }

    /// A code from three steps up and three steps down.
    init(up: [UInt8], down: [UInt8]) {
        upX = up[0]
        upY = up[1]
        upZ = up[2]
        downX = down[0]
        downY = down[1]
        downZ = down[2]
    }

    /// The code of the parent's box itself.
    static let whole = KDTreeBoxCode(up: [0, 0, 0], down: [0, 0, 0])
}

/// An axis-aligned box in 3-D, in `Double`s.
struct Box3D: Sendable {
    var minX: Double
    var minY: Double
    var minZ: Double
    var maxX: Double
    var maxY: Double
    var maxZ: Double
}
