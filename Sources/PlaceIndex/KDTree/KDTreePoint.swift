/// One place of a ``KDTree`` as a search reads it first: the high 32 bits of each `Double`
/// component of its unit vector, and its item, in 16 bytes.
///
/// The high 32 bits of a `Double` are its sign, exponent and top 20 mantissa bits, so
/// ``approximateX`` and the others are the components truncated towards zero, each within
/// 2⁻²¹ of the exact value (components lie in −1…1). Scanning these halves the bytes a leaf
/// costs; the low halves live in a separate ``KDTreeLowBits`` array and are read only for places
/// that may enter a result, so the exact vector (and so the exact ranking) is always at hand.
struct KDTreePoint: Sendable {
    /// The high 32 bits of x.
    var x: UInt32
    /// The high 32 bits of y.
    var y: UInt32
    /// The high 32 bits of z.
    var z: UInt32
    /// The place's position in the coordinate array the tree was built from.
    var item: Int32

    /// An upper bound on the distance between a unit vector and its approximation from the high
    /// bits, with room for the rounding of a squared chord computed from it: each component is off
    /// by less than 2⁻²¹, so the vector by less than √3 · 2⁻²¹ ≈ 8.3e-7.
    static let approximationError = 1e-6

    /// x truncated to 20 mantissa bits.
    @inline(__always)
    var approximateX: Double { Double(bitPattern: UInt64(x) << 32) }
    /// y truncated to 20 mantissa bits.
    @inline(__always)
    var approximateY: Double { Double(bitPattern: UInt64(y) << 32) }
    /// z truncated to 20 mantissa bits.
    @inline(__always)
    var approximateZ: Double { Double(bitPattern: UInt64(z) << 32) }

    /// The squared distance from the approximate vector to a point, within
    /// ``approximationError`` of the exact chord (see ``KDTreeBand``).
    @inline(__always)
    func approximateChordSquared(x qx: Double, y qy: Double, z qz: Double) -> Double {
        let dx = approximateX - qx
        let dy = approximateY - qy
        let dz = approximateZ - qz
        return dx * dx + dy * dy + dz * dz
    }

    /// The exact unit vector, from these high bits and the place's low bits.
    @inline(__always)
    func exact(_ low: KDTreeLowBits) -> SpherePoint {
        SpherePoint(
            x: Double(bitPattern: UInt64(x) << 32 | UInt64(low.x)),
            y: Double(bitPattern: UInt64(y) << 32 | UInt64(low.y)),
            z: Double(bitPattern: UInt64(z) << 32 | UInt64(low.z)))
    }

    /// The high half of a unit vector, with its item.
    init(_ vector: SpherePoint, item: Int32) {
        x = UInt32(truncatingIfNeeded: vector.x.bitPattern >> 32)
        y = UInt32(truncatingIfNeeded: vector.y.bitPattern >> 32)
        z = UInt32(truncatingIfNeeded: vector.z.bitPattern >> 32)
        self.item = item
    }
}

/// The low 32 bits of each `Double` component of a place's unit vector; with the place's
/// ``KDTreePoint`` it gives the exact vector.
struct KDTreeLowBits: Sendable {
    /// The low 32 bits of x.
    var x: UInt32
    /// The low 32 bits of y.
    var y: UInt32
    /// The low 32 bits of z.
    var z: UInt32

    /// The low half of a unit vector.
    init(_ vector: SpherePoint) {
        x = UInt32(truncatingIfNeeded: vector.x.bitPattern)
        y = UInt32(truncatingIfNeeded: vector.y.bitPattern)
        z = UInt32(truncatingIfNeeded: vector.z.bitPattern)
    }
}

/// Thresholds on approximate squared chords that decide, without the exact vector, whether a
/// place is surely within a squared chord `bound` of a query, surely beyond it, or too close to
/// call.
///
/// With exact chord *c*, approximate chord *a* and |*c* − *a*| < *e* (``KDTreePoint/approximationError``):
/// *a*² > (√bound + *e*)² means *c*² > bound, and *a*² < (√bound − *e*)² means *c*² < bound.
struct KDTreeBand {
    /// Approximate squared chords above this are surely beyond the bound.
    var beyond: Double
    /// Approximate squared chords below this are surely within the bound, strictly.
    var within: Double

    /// The band around a squared chord bound (`.infinity` for none).
    @inline(__always)
    init(bound: Double) {
        let error = KDTreePoint.approximationError
        if bound == .infinity {
            beyond = .infinity
            within = .infinity
            return
        }
        let chord = max(0, bound).squareRoot()
        beyond = (chord + error) * (chord + error)
        within = chord > error ? (chord - error) * (chord - error) : -1
    }
}
