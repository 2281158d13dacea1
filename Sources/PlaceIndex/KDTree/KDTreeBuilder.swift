import Foundation
import RawMemory

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
    let records: UncheckedMutableView<SIMD4<Float>>

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
            let record = records[unchecked: slot]
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
    /// comparisons for a median instead of about 3 *n* for quickselect. Ranges of at least
    /// ``blockThreshold`` places are partitioned with ``partition(_:_:below:inclusive:on:)``,
    /// which does not branch on comparisons; smaller ones with Hoare's scans.
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
            let pivot = records[unchecked: k][Axis.lane]
            if right - left >= KDTreeBuilder.blockThreshold && !pivot.isNaN {
                var value = pivot
                if right - left <= 600 {
                    // No sample was taken: split at the median of three keys instead.
                    let first = records[unchecked: left][Axis.lane]
                    let last = records[unchecked: right][Axis.lane]
                    let median = max(min(first, last), min(max(first, last), pivot))
                    if !median.isNaN { value = median }
                }
                // left..<less: keys below the pivot.
                let less = partition(left, right + 1, below: value, inclusive: false, on: axis)
                if k < less {
                    right = less - 1
                } else if less > left {
                    left = less
                } else {
                    // Nothing is below the pivot: split off the keys equal to it.
                    let equal = partition(left, right + 1, below: value, inclusive: true, on: axis)
                    if k < equal { return }
                    left = equal
                }
                continue
            }
            var i = left
            var j = right
            records.swapAt(left, k)
            if records[unchecked: right][Axis.lane] > pivot { records.swapAt(right, left) }
            // Now one end holds the pivot and the other a key on its correct side: sentinels for
            // both scans.
            while i < j {
                records.swapAt(i, j)
                i &+= 1
                j &-= 1
                while records[unchecked: i][Axis.lane] < pivot { i &+= 1 }
                while records[unchecked: j][Axis.lane] > pivot { j &-= 1 }
            }
            if records[unchecked: left][Axis.lane] == pivot {
                records.swapAt(left, j)
            } else {
                j &+= 1
                records.swapAt(j, right)
            }
            if j <= k { left = j + 1 }
            if k <= j { right = j - 1 }
        }
    }

    /// The smallest range that ``select(_:lo:hi:on:)`` partitions in blocks.
    static let blockThreshold = 48

    /// Moves the records of `lo..<hi` whose key is below `pivot` (at most `pivot` when `inclusive`)
    /// to the front and returns where the others begin.
    ///
    /// Block partitioning (Edelkamp & Weiß, "BlockQuicksort: Avoiding Branch Mispredictions in
    /// Quicksort", ESA 2016): a block of 64 (16 for short ranges) records at each end is classified without branches,
    /// noting the offsets of records on the wrong side, and then as many wrong pairs as both blocks
    /// hold are swapped. A near-median pivot makes comparisons unpredictable, so this avoids about
    /// one misprediction per two records. The last few records are partitioned with two scans.
    @inline(__always)
    private func partition<Axis: KDTreeAxis>(
        _ lo: Int, _ hi: Int, below pivot: Float, inclusive: Bool, on axis: Axis.Type
    ) -> Int {
        @inline(__always)
        func front(_ slot: Int) -> Bool {
            let key = records[unchecked: slot][Axis.lane]
            return inclusive ? key <= pivot : key < pivot
        }
        // 1 when a record belongs in front, as an integer so that counting it takes no branch (a
        // ternary operator compiles to one).
        @inline(__always)
        func frontBit(_ slot: Int) -> Int {
            bit(front(slot))
        }
        // Long blocks amortise the swap loop; short ones let mid-sized ranges use blocks too.
        let block = hi - lo >= 512 ? 64 : 16
        return UncheckedMutableView.withTemporary(repeating: UInt8(0), count: 128) { offsets in
            // lo..<left is in front, right..<hi behind; a block is only passed once it is resolved.
            var left = lo
            var right = hi
            var startLeft = 0
            var countLeft = 0
            var startRight = block
            var countRight = 0
            while right - left > 2 * block {
                if countLeft == 0 {
                    startLeft = 0
                    for index in 0..<block {
                        offsets[unchecked: countLeft] = UInt8(truncatingIfNeeded: index)
                        countLeft &+= 1 &- frontBit(left &+ index)
                    }
                }
                if countRight == 0 {
                    startRight = block
                    for index in 0..<block {
                        offsets[unchecked: block &+ countRight] = UInt8(truncatingIfNeeded: index)
                        countRight &+= frontBit(right &- 1 &- index)
                    }
                }
                let swaps = min(countLeft, countRight)
                for pair in 0..<swaps {
                    records.swapAt(
                        left &+ Int(offsets[unchecked: startLeft &+ pair]),
                        right &- 1 &- Int(offsets[unchecked: startRight &+ pair]))
                }
                countLeft -= swaps
                countRight -= swaps
                startLeft += swaps
                startRight += swaps
                if countLeft == 0 { left += block }
                if countRight == 0 { right -= block }
            }
            var i = left
            var j = right - 1
            while true {
                while i <= j && front(i) { i += 1 }
                while i <= j && !front(j) { j -= 1 }
                if i >= j { return i }
                records.swapAt(i, j)
                i += 1
                j -= 1
            }
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
