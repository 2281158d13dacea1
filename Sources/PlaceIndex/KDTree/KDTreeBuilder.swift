/// Sorts places into ``KDTree`` order in place and records the nodes in preorder.
///
/// Each node's range `lo..<hi` is split at its middle along the axis of greatest spread with
/// Hoare's quickselect (median-of-three pivot), so the tree is balanced and the build takes
/// O(*n* log *n*) expected time.
struct KDTreeBuilder {
    let vectors: UnsafeMutableBufferPointer<Double>
    let items: UnsafeMutableBufferPointer<Int32>

    /// Builds the subtree for `lo..<hi`, appends its internal nodes in preorder and returns its box.
    mutating func build(lo: Int, hi: Int, into nodes: inout [KDTreeNode]) -> KDTreeBox {
        let box = bounds(lo: lo, hi: hi)
        let outer = KDTreeBox(around: box)
        if KDTree.isLeaf(lo: lo, hi: hi) { return outer }
        let index = nodes.count
        nodes.append(KDTreeNode(left: outer, right: outer, rightChild: -1))
        let spreadX = box.maxX - box.minX
        let spreadY = box.maxY - box.minY
        let spreadZ = box.maxZ - box.minZ
        let axis = spreadX >= spreadY ? (spreadX >= spreadZ ? 0 : 2) : (spreadY >= spreadZ ? 1 : 2)
        let middle = KDTree.middle(lo: lo, hi: hi)
        select(middle, lo: lo, hi: hi - 1, axis: axis)
        nodes[index].left = build(lo: lo, hi: middle, into: &nodes)
        if !KDTree.isLeaf(lo: middle, hi: hi) { nodes[index].rightChild = Int32(nodes.count) }
        nodes[index].right = build(lo: middle, hi: hi, into: &nodes)
        return outer
    }

    private func bounds(lo: Int, hi: Int) -> Box3D {
        var box = Box3D(
            minX: .infinity, minY: .infinity, minZ: .infinity, maxX: -.infinity, maxY: -.infinity, maxZ: -.infinity)
        for slot in lo..<hi {
            let x = vectors[slot * 3]
            let y = vectors[slot * 3 + 1]
            let z = vectors[slot * 3 + 2]
            box.minX = min(box.minX, x)
            box.maxX = max(box.maxX, x)
            box.minY = min(box.minY, y)
            box.maxY = max(box.maxY, y)
            box.minZ = min(box.minZ, z)
            box.maxZ = max(box.maxZ, z)
        }
        return box
    }

    @inline(__always)
    private func key(_ slot: Int, _ axis: Int) -> Double {
        vectors[slot * 3 + axis]
    }

    @inline(__always)
    private func swapAt(_ a: Int, _ b: Int) {
        vectors.swapAt(a * 3, b * 3)
        vectors.swapAt(a * 3 + 1, b * 3 + 1)
        vectors.swapAt(a * 3 + 2, b * 3 + 2)
        items.swapAt(a, b)
    }

    /// Rearranges `left...right` so that slot `k` holds the value it would hold if sorted, with no
    /// larger key before it and no smaller key after it.
    private func select(_ k: Int, lo: Int, hi: Int, axis: Int) {
        var left = lo
        var right = hi
        while right > left {
            // Median of three as pivot, moved to `left`.
            let middle = left + (right - left) / 2
            if key(middle, axis) < key(left, axis) { swapAt(middle, left) }
            if key(right, axis) < key(left, axis) { swapAt(right, left) }
            if key(right, axis) < key(middle, axis) { swapAt(right, middle) }
            swapAt(left, middle)
            let pivot = key(left, axis)
            var i = left
            var j = right + 1
            while true {
                // Median of three left a key ≥ pivot at `right`: a sentinel for this scan.
                repeat { i &+= 1 } while key(i, axis) < pivot
                repeat { j &-= 1 } while key(j, axis) > pivot
                if i >= j { break }
                swapAt(i, j)
            }
            swapAt(left, j)
            if j == k { return }
            if j < k { left = j + 1 } else { right = j - 1 }
        }
    }
}
