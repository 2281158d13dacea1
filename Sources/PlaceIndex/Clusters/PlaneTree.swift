/// A flat 2-D KD-tree over ``PlanePoint``s, sorted in place (no nodes are stored).
///
/// The layout follows Agafonkin's kdbush: the range `lo...hi` keeps its median at
/// `m = (lo + hi) / 2`, points before it are not greater and points after it not smaller along the
/// axis, and axes alternate x, y, x … by depth; ranges of at most ``leafSize`` points are scanned.
enum PlaneTree {
    /// The largest range that is scanned instead of split.
    static let leafSize = 32

    /// Sorts points into tree order.
    ///
    /// - Complexity: O(*n* log *n*) expected.
    static func sort(_ points: inout [PlanePoint]) {
        guard points.count > 1 else { return }
        points.withUnsafeMutableBufferPointer { buffer in
            sort(buffer, lo: 0, hi: buffer.count - 1, axis: 0)
        }
    }

    private static func sort(_ points: UnsafeMutableBufferPointer<PlanePoint>, lo: Int, hi: Int, axis: Int) {
        if hi - lo <= leafSize { return }
        let middle = (lo + hi) >> 1
        if axis == 0 {
            select(points, middle, lo: lo, hi: hi) { $0.x }
        } else {
            select(points, middle, lo: lo, hi: hi) { $0.y }
        }
        sort(points, lo: lo, hi: middle - 1, axis: 1 - axis)
        sort(points, lo: middle + 1, hi: hi, axis: 1 - axis)
    }

    /// Hoare's quickselect with a median-of-three pivot.
    @inline(__always)
    private static func select(
        _ points: UnsafeMutableBufferPointer<PlanePoint>, _ k: Int, lo: Int, hi: Int, key: (PlanePoint) -> Double
    ) {
        var left = lo
        var right = hi
        while right > left {
            let middle = left + (right - left) / 2
            if key(points[middle]) < key(points[left]) { points.swapAt(middle, left) }
            if key(points[right]) < key(points[left]) { points.swapAt(right, left) }
            if key(points[right]) < key(points[middle]) { points.swapAt(right, middle) }
            points.swapAt(left, middle)
            let pivot = key(points[left])
            var i = left
            var j = right + 1
            while true {
                repeat { i += 1 } while i <= right && key(points[i]) < pivot
                repeat { j -= 1 } while key(points[j]) > pivot
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
        in points: UnsafeBufferPointer<PlanePoint>, within radius: Double, of x: Double, _ y: Double,
        _ body: (Int) -> Void
    ) {
        let radiusSquared = radius * radius
        forEach(in: points, minX: x - radius, minY: y - radius, maxX: x + radius, maxY: y + radius) { index in
            let dx = points[index].x - x
            let dy = points[index].y - y
            if dx * dx + dy * dy <= radiusSquared { body(index) }
        }
    }

    /// Calls `body` with the index of every point inside a box (edges included).
    ///
    /// - Complexity: O(√*n* + *m*) for *m* points found; does not allocate.
    @inline(__always)
    static func forEach(
        in points: UnsafeBufferPointer<PlanePoint>, minX: Double, minY: Double, maxX: Double, maxY: Double,
        _ body: (Int) -> Void
    ) {
        guard !points.isEmpty else { return }
        withUnsafeTemporaryAllocation(of: (Int, Int, Int).self, capacity: 128) { stack in
            stack[0] = (0, points.count - 1, 0)
            var depth = 1
            while depth > 0 {
                depth -= 1
                let (lo, hi, axis) = stack[depth]
                if hi - lo <= leafSize {
                    for index in lo...hi {
                        let point = points[index]
                        if point.x >= minX && point.x <= maxX && point.y >= minY && point.y <= maxY { body(index) }
                    }
                    continue
                }
                let middle = (lo + hi) >> 1
                let point = points[middle]
                if point.x >= minX && point.x <= maxX && point.y >= minY && point.y <= maxY { body(middle) }
                let value = axis == 0 ? point.x : point.y
                let low = axis == 0 ? minX : minY
                let high = axis == 0 ? maxX : maxY
                if low <= value {
                    stack[depth] = (lo, middle - 1, 1 - axis)
                    depth += 1
                }
                if high >= value {
                    stack[depth] = (middle + 1, hi, 1 - axis)
                    depth += 1
                }
            }
        }
    }
}
