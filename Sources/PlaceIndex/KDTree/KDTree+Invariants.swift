extension KDTree {
    /// Checks the tree's structure and returns every violation found (empty when sound).
    ///
    /// Verifies that there is a vector per item, that the tree's box and every child box hold all
    /// places below them, that internal nodes are in preorder with consistent right-child links,
    /// and the partition property: for each internal node, some axis has every left place at or
    /// below every right place (compared as `Float`s, the precision the build partitions at).
    /// - Complexity: O(*n* log *n*).
    func _checkInvariants() -> [String] {
        var problems: [String] = []
        if vectors.count != items.count {
            problems.append("\(vectors.count) vectors for \(items.count) items.")
            return problems
        }
        func check(_ box: KDTreeBox, holds lo: Int, _ hi: Int, _ name: String) {
            for slot in lo..<hi
            where !box.contains(x: vectors[slot].x, y: vectors[slot].y, z: vectors[slot].z) {
                problems.append("\(name) does not hold slot \(slot).")
            }
        }
        func component(_ slot: Int, _ axis: Int) -> Float {
            Float([vectors[slot].x, vectors[slot].y, vectors[slot].z][axis])
        }
        check(bounds, holds: 0, items.count, "The tree's box")
        var nextNode = 0
        func check(node: Int, lo: Int, hi: Int) {
            if node != nextNode { problems.append("Node \(node) is not in preorder (expected \(nextNode)).") }
            nextNode += 1
            guard nodes.indices.contains(node) else {
                problems.append("Node \(node) is missing.")
                return
            }
            let middle = KDTree.middle(lo: lo, hi: hi)
            check(nodes[node].left, holds: lo, middle, "Node \(node) left box")
            check(nodes[node].right, holds: middle, hi, "Node \(node) right box")
            let separated = (0..<3).contains { axis in
                let leftMax = (lo..<middle).map { component($0, axis) }.max() ?? -.infinity
                let rightMin = (middle..<hi).map { component($0, axis) }.min() ?? .infinity
                return leftMax <= rightMin
            }
            if !separated { problems.append("Node \(node) children overlap on every axis.") }
            if !KDTree.isLeaf(lo: lo, hi: middle) { check(node: node + 1, lo: lo, hi: middle) }
            let right = Int(nodes[node].rightChild)
            if KDTree.isLeaf(lo: middle, hi: hi) {
                if right != -1 { problems.append("Node \(node) links a leaf as node \(right).") }
            } else {
                if right != nextNode { problems.append("Node \(node) right child is \(right), expected \(nextNode).") }
                check(node: right, lo: middle, hi: hi)
            }
        }
        if !KDTree.isLeaf(lo: 0, hi: items.count) { check(node: 0, lo: 0, hi: items.count) }
        if nextNode != nodes.count { problems.append("\(nodes.count) nodes stored, \(nextNode) reachable.") }
        return problems
    }
}
