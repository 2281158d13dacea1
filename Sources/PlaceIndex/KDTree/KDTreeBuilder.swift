import Foundation

/// Sorts places into ``KDTree`` order and records the nodes in preorder.
///
/// Works on compact 16-byte records, each the `Float` rounding of a place's unit vector and the
/// place's slot (its position in the input), so a swap moves one 16-byte value and a node's box is
/// four `SIMD4` min/max operations per place. Each node's range `lo..<hi` is split at its middle
/// along the axis of greatest spread with Floyd–Rivest selection, so the tree is balanced and the
/// build takes O(*n* log *n*) expected time. The caller then reorders the exact vectors by the
/// slots left in ``records``.
///
/// Boxes are the `Float` minima and maxima stepped one `Float` outwards (see
/// ``KDTreeBox/init(around:_:)``).
struct KDTreeBuilder {
    /// (x, y, z, slot bits) per place; reordered into tree order by ``build(lo:hi:into:)``.
    let records: UnsafeMutableBufferPointer<SIMD4<Float>>

    /// A record for a place's exact vector.
    static func record(_ vector: SpherePoint, slot: Int) -> SIMD4<Float> {
        SIMD4(Float(vector.x), Float(vector.y), Float(vector.z), Float(bitPattern: UInt32(truncatingIfNeeded: slot)))
    }

    /// The slot a record was made for.
    @inline(__always)
    static func slot(of record: SIMD4<Float>) -> Int {
        Int(record[3].bitPattern)
    }

    /// Builds the subtree for `lo..<hi`, appends its internal nodes in preorder and returns its box.
    func build(lo: Int, hi: Int, into nodes: inout [KDTreeNode]) -> KDTreeBox {
        let (low, high) = bounds(lo: lo, hi: hi)
        let box = KDTreeBox(around: low, high)
        if KDTree.isLeaf(lo: lo, hi: hi) { return box }
        let index = nodes.count
        nodes.append(KDTreeNode(left: box, right: box, rightChild: -1))
        let spread = high - low
        let middle = KDTree.middle(lo: lo, hi: hi)
        if spread.x >= spread.y && spread.x >= spread.z {
            select(middle, lo: lo, hi: hi - 1, on: X.self)
        } else if spread.y >= spread.z {
            select(middle, lo: lo, hi: hi - 1, on: Y.self)
        } else {
            select(middle, lo: lo, hi: hi - 1, on: Z.self)
        }
        nodes[index].left = build(lo: lo, hi: middle, into: &nodes)
        if !KDTree.isLeaf(lo: middle, hi: hi) { nodes[index].rightChild = Int32(nodes.count) }
        nodes[index].right = build(lo: middle, hi: hi, into: &nodes)
        return box
    }

    /// The componentwise minimum and maximum of the records in `lo..<hi` (lane 3 is meaningless).
    private func bounds(lo: Int, hi: Int) -> (SIMD4<Float>, SIMD4<Float>) {
        var low = SIMD4<Float>(repeating: .infinity)
        var high = SIMD4<Float>(repeating: -.infinity)
        for slot in lo..<hi {
            let record = records[slot]
            // Mask-and-blend rather than `pointwiseMin`, whose NaN rules keep it scalar.
            low.replace(with: record, where: record .< low)
            high.replace(with: record, where: record .> high)
        }
        return (low, high)
    }

    /// Rearranges `lo...hi` so that slot `k` holds the record it would hold if sorted by the axis,
    /// with no larger key before it and no smaller key after it.
    ///
    /// Floyd and Rivest's SELECT (Communications of the ACM 18(3), 1975, Algorithm 489): on large
    /// ranges it first selects recursively within a small sample around `k`, so that the pivot
    /// lands close to the k-th key and the partition leaves little to search; about 1.5 *n*
    /// comparisons for a median instead of about 3 *n* for quickselect.
    private func select<Axis: KDTreeAxis>(_ k: Int, lo: Int, hi: Int, on axis: Axis.Type) {
        var left = lo
        var right = hi
        while right > left {
            if right - left > 600 {
                let n = Double(right - left + 1)
                let rank = Double(k - left + 1)
                let z = log(n)
                let sample = 0.5 * exp(2 * z / 3)
                let deviation = 0.5 * (z * sample * (n - sample) / n).squareRoot() * (rank < n / 2 ? -1 : 1)
                let sampleLeft = max(left, Int((Double(k) - rank * sample / n + deviation).rounded(.down)))
                let sampleRight = min(right, Int((Double(k) + (n - rank) * sample / n + deviation).rounded(.down)))
                select(k, lo: sampleLeft, hi: sampleRight, on: axis)
            }
            let pivot = records[k][Axis.lane]
            var i = left
            var j = right
            records.swapAt(left, k)
            if records[right][Axis.lane] > pivot { records.swapAt(right, left) }
            // Now one end holds the pivot and the other a key on its correct side: sentinels for
            // both scans.
            while i < j {
                records.swapAt(i, j)
                i &+= 1
                j &-= 1
                while records[i][Axis.lane] < pivot { i &+= 1 }
                while records[j][Axis.lane] > pivot { j &-= 1 }
            }
            if records[left][Axis.lane] == pivot {
                records.swapAt(left, j)
            } else {
                j &+= 1
                records.swapAt(j, right)
            }
            if j <= k { left = j + 1 }
            if k <= j { right = j - 1 }
        }
    }
}

/// A coordinate of a builder record to select by, as a type so selection specializes per axis.
protocol KDTreeAxis {
    /// The record lane that holds the coordinate.
    static var lane: Int { get }
}

extension KDTreeBuilder {
    /// The x axis.
    enum X: KDTreeAxis {
        static var lane: Int { 0 }
    }

    /// The y axis.
    enum Y: KDTreeAxis {
        static var lane: Int { 1 }
    }

    /// The z axis.
    enum Z: KDTreeAxis {
        static var lane: Int { 2 }
    }
}
