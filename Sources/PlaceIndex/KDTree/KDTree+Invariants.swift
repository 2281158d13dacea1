extension KDTree {
    /// Checks the tree's structure and returns every violation found (empty when sound).
    ///
    /// Verifies that there are three vector components per item, that every node's box holds
    /// all places below it, that nodes are in preorder with consistent right-child links, and the
    /// partition property: for each internal node, some axis has every left place at or below every
    /// right place.
    /// - Complexity: O(*n* log *n*).
    func _checkInvariants() -> [String] {
        var problems: [String] = []
        guard !isEmpty else {
            if !nodes.isEmpty { problems.append("An empty tree has \(nodes.count) nodes.") }
            return problems
        }
        if vectors.count != items.count * 3 {
            problems.append("\(vectors.count) vector components for \(items.count) items.")
        }
        var nextNode = 0
        func check(node: Int, lo: Int, hi: Int) {
            if node != nextNode { problems.append("Node \(node) is not in preorder (expected \(nextNode)).") }
            nextNode += 1
            guard nodes.indices.contains(node) else {
                problems.append("Node \(node) is missing.")
                return
            }
            let box = nodes[node]
            for slot in lo..<hi
            where !box.contains(x: vectors[slot * 3], y: vectors[slot * 3 + 1], z: vectors[slot * 3 + 2]) {
                problems.append("Node \(node) box does not hold slot \(slot).")
            }
            if KDTree.isLeaf(lo: lo, hi: hi) { return }
            let middle = KDTree.middle(lo: lo, hi: hi)
            let separated = (0..<3).contains { axis in
                let leftMax = (lo..<middle).map { vectors[$0 * 3 + axis] }.max() ?? -.infinity
                let rightMin = (middle..<hi).map { vectors[$0 * 3 + axis] }.min() ?? .infinity
                return leftMax <= rightMin
            }
            if !separated { problems.append("Node \(node) children overlap on every axis.") }
            check(node: node + 1, lo: lo, hi: middle)
            if Int(box.rightChild) != nextNode {
                problems.append("Node \(node) right child is \(box.rightChild), expected \(nextNode).")
            }
            check(node: Int(box.rightChild), lo: middle, hi: hi)
        }
        check(node: 0, lo: 0, hi: items.count)
        if nextNode != nodes.count { problems.append("\(nodes.count) nodes stored, \(nextNode) reachable.") }
        return problems
    }
}
