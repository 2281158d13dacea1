import Foundation
import RawMemory

/// A flat 2-D KD-tree over ``PlanePoint``s, sorted in place (no nodes are stored).
///
/// The layout follows Agafonkin's kdbush: the range `lo...hi` keeps its median at
/// `m = (lo + hi) / 2`, points before it are not greater and points after it not smaller along the
/// axis, and axes alternate x, y, x … by depth; ranges of at most ``leafSize`` points are scanned.
enum PlaneTree {
    /// A node of the tree: the inclusive range `lo...hi` split along `axis` (0 for x, 1 for y).
    struct Subtree {
        var lo: Int
        var hi: Int
        var axis: Int
    }

    /// The largest range that is scanned instead of split.
    static let leafSize = 16

    /// Sorts points into tree order.
    ///
    /// - Complexity: O(*n* log *n*) expected.
    static func sort(_ points: inout [PlanePoint]) {
        guard points.count > 1 else { return }
        UncheckedMutableView.with(&points) { buffer in
            sort(buffer, lo: 0, hi: buffer.count - 1, axis: 0)
        }
    }

    private static func sort(_ points: UncheckedMutableView<PlanePoint>, lo: Int, hi: Int, axis: Int) {
        if hi - lo <= leafSize { return }
        let middle = (lo + hi) >> 1
        if axis == 0 {
            select(points, middle, lo: lo, hi: hi, along: XAxis.self)
        } else {
            select(points, middle, lo: lo, hi: hi, along: YAxis.self)
        }
        sort(points, lo: lo, hi: middle - 1, axis: 1 - axis)
        sort(points, lo: middle + 1, hi: hi, axis: 1 - axis)
    }

    /// Hoare's quickselect (CACM 4(7), 1961, Algorithm 65) with a median-of-three pivot: rearranges
    /// `lo...hi` so that index `k` holds the value it would hold if sorted, nothing greater before
    /// it and nothing smaller after it.
    private static func select<Axis: PlaneAxis>(
        _ points: UncheckedMutableView<PlanePoint>, _ k: Int, lo: Int, hi: Int, along axis: Axis.Type
    ) {
        var left = lo
        var right = hi
        while right > left {
            let middle = left + (right - left) / 2
            if Axis.key(points[unchecked: middle]) < Axis.key(points[unchecked: left]) { points.swapAt(middle, left) }
            if Axis.key(points[unchecked: right]) < Axis.key(points[unchecked: left]) { points.swapAt(right, left) }
            if Axis.key(points[unchecked: right]) < Axis.key(points[unchecked: middle]) { points.swapAt(right, middle) }
            points.swapAt(left, middle)
            let pivot = Axis.key(points[unchecked: left])
            var i = left
            var j = right + 1
            while true {
                // Median of three left a key ≥ pivot at `right`: a sentinel for this scan.
                repeat { i &+= 1 } while Axis.key(points[unchecked: i]) < pivot
                repeat { j &-= 1 } while Axis.key(points[unchecked: j]) > pivot
                if i >= j { break }
                points.swapAt(i, j)
            }
            points.swapAt(left, j)
            if j == k { return }
            if j < k { left = j + 1 } else { right = j - 1 }
        }
    }

    /// Calls `body` with the index of every point within `radius` of `(x, y)` (edges included).
    ///
    /// - Complexity: O(√*n* + *m*) for *m* points found; does not allocate.
    @inline(__always)
    static func forEach(
        in points: UncheckedView<PlanePoint>, within radius: Double, of x: Double, _ y: Double,
        _ body: (Int) -> Void
    ) {
        guard !points.isEmpty else { return }
        forEach(in: points, within: radius, of: x, y, subtree: Subtree(lo: 0, hi: points.count - 1, axis: 0), body)
    }

    /// Calls `body` with the index of every point of a subtree within `radius` of `(x, y)`.
    ///
    /// Leaves are scanned with the distance test alone (one branch per point), which matters
    /// because clustering runs one of these searches per node and level.
    @inline(__always)
    static func forEach(
        in points: UncheckedView<PlanePoint>, within radius: Double, of x: Double, _ y: Double,
        subtree: Subtree, _ body: (Int) -> Void
    ) {
        let radiusSquared = radius * radius
        walk(
            points, subtree: subtree,
            contains: { point in
                let dx = point.x - x
                let dy = point.y - y
                return dx * dx + dy * dy <= radiusSquared
            },
            searchLow: { point, axis in (axis == 0 ? point.x - x : point.y - y) >= -radius },
            searchHigh: { point, axis in (axis == 0 ? point.x - x : point.y - y) <= radius }, body)
    }

    /// Whether point `a` comes before point `b` in the order in which ``walk(_:subtree:contains:searchLow:searchHigh:_:)``
    /// reports points of a tree over `count` points: a split point before its subtrees, the upper
    /// subtree (the one pushed last) before the lower, a leaf's points by index. A search from any
    /// subtree reports in this order too, so it orders what any search finds.
    ///
    /// - Complexity: O(log *n*).
    @inline(__always)
    static func precedesInSearch(_ a: Int, _ b: Int, count: Int) -> Bool {
        var lo = 0
        var hi = count - 1
        while hi - lo > leafSize {
            let middle = (lo + hi) >> 1
            if a == middle { return true }
            if b == middle { return false }
            let aIsUpper = a > middle
            if aIsUpper != (b > middle) { return aIsUpper }
            if aIsUpper { lo = middle + 1 } else { hi = middle - 1 }
        }
        return a < b
    }

    /// Calls `body` with the index of every point inside a box (edges included).
    ///
    /// - Complexity: O(√*n* + *m*) for *m* points found; does not allocate.
    @inline(__always)
    static func forEach(
        in points: UncheckedView<PlanePoint>, minX: Double, minY: Double, maxX: Double, maxY: Double,
        _ body: (Int) -> Void
    ) {
        guard !points.isEmpty else { return }
        forEach(
            in: points, subtree: Subtree(lo: 0, hi: points.count - 1, axis: 0), minX: minX, minY: minY, maxX: maxX,
            maxY: maxY, body)
    }

    /// Calls `body` with the index of every point of a subtree inside a box (edges included).
    @inline(__always)
    static func forEach(
        in points: UncheckedView<PlanePoint>, subtree: Subtree, minX: Double, minY: Double, maxX: Double,
        maxY: Double, _ body: (Int) -> Void
    ) {
        walk(
            points, subtree: subtree,
            contains: { point in point.x >= minX && point.x <= maxX && point.y >= minY && point.y <= maxY },
            searchLow: { point, axis in (axis == 0 ? minX : minY) <= (axis == 0 ? point.x : point.y) },
            searchHigh: { point, axis in (axis == 0 ? maxX : maxY) >= (axis == 0 ? point.x : point.y) }, body)
    }

    /// The walk every search shares: visits a subtree with an explicit stack, calls `body` with each
    /// point that `contains` accepts, and descends below (above) a split point only when
    /// `searchLow` (`searchHigh`) says the region can reach that side of it on its axis.
    @inline(__always)
    static func walk(
        _ points: UncheckedView<PlanePoint>, subtree: Subtree, contains: (PlanePoint) -> Bool,
        searchLow: (PlanePoint, Int) -> Bool, searchHigh: (PlanePoint, Int) -> Bool, _ body: (Int) -> Void
    ) {
        // 64 compact frames fit the stack (temporary allocations over 1 KiB go to the heap); a
        // balanced tree over fewer than 2³¹ points needs at most about 32.
        UncheckedMutableView.withTemporary(repeating: (Int32(0), Int32(0), Int32(0)), count: 64) { stack in
            stack[unchecked: 0] = (Int32(subtree.lo), Int32(subtree.hi), Int32(subtree.axis))
            var depth = 1
            while depth > 0 {
                depth -= 1
                let lo = Int(stack[unchecked: depth].0)
                let hi = Int(stack[unchecked: depth].1)
                let axis = Int(stack[unchecked: depth].2)
                if hi - lo <= leafSize {
                    // Leaves get the containment test alone (one branch per point): clustering runs one
                    // search per node and level.
                    for index in lo...hi where contains(points[unchecked: index]) { body(index) }
                    continue
                }
                let middle = (lo + hi) >> 1
                let point = points[unchecked: middle]
                if contains(point) { body(middle) }
                if searchLow(point, axis) {
                    stack[unchecked: depth] = (Int32(lo), Int32(middle - 1), Int32(1 - axis))
                    depth += 1
                }
                if searchHigh(point, axis) {
                    stack[unchecked: depth] = (Int32(middle + 1), Int32(hi), Int32(1 - axis))
                    depth += 1
                }
            }
        }
    }
}

/// A coordinate of a ``PlanePoint`` to sort by, as a type so selection specializes per axis.
protocol PlaneAxis {
    /// The point's value along the axis.
    static func key(_ point: PlanePoint) -> Double
}

/// Sorts by world x.
enum XAxis: PlaneAxis {
    @inline(__always) static func key(_ point: PlanePoint) -> Double { point.x }
}

/// Sorts by world y.
enum YAxis: PlaneAxis {
    @inline(__always) static func key(_ point: PlanePoint) -> Double { point.y }
}

/// A node of one zoom level of a ``ClusterIndex``: a place or a cluster at a Web Mercator point.
struct PlanePoint: Sendable {
    /// World x in 0…1, east from the antimeridian.
    var x: Double
    /// World y in 0…1, south from about 85.05° N.
    var y: Double
    /// An item (≥ 0) or a cluster `c` encoded as `-(c + 1)`.
    var reference: Int32
    /// How many places the node holds.
    var count: Int32

    /// The cluster number of a negative reference.
    @inline(__always)
    static func cluster(_ reference: Int32) -> Int { Int(-(reference + 1)) }

    /// The reference to cluster `c`.
    @inline(__always)
    static func reference(cluster: Int) -> Int32 { Int32(-(cluster + 1)) }
}
