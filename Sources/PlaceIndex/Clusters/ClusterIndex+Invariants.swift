extension ClusterIndex {
    /// Checks the index's structure and returns every violation found (empty when sound).
    ///
    /// Verifies that each level is in ``PlaneTree`` order (but a lowest one left unordered), that
    /// every level holds each place exactly once (counts add up), that children counts add up to
    /// their cluster's count, and that the leaf order is a permutation whose cluster ranges nest.
    /// - Complexity: O(*n* log *n* + clusters) per level.
    func _checkInvariants() -> [String] {
        var problems: [String] = []
        for (offset, level) in levels.enumerated() {
            let zoom = options.minZoom + offset
            let total = level.reduce(0) { $0 + Int($1.count) }
            if total != count { problems.append("Level z\(zoom) holds \(total) places, not \(count).") }
            if offset > 0 || lowestIsOrdered {
                problems += PlaneTree.orderProblems(level).map { "Level z\(zoom): \($0)" }
            }
        }
        var seen = Set<Int32>()
        for item in leafOrder where !seen.insert(item).inserted {
            problems.append("Item \(item) appears twice in the leaf order.")
        }
        for (position, item) in leafOrder.enumerated() where leafRank[Int(item)] != Int32(position) {
            problems.append("Item \(item) has rank \(leafRank[Int(item)]), expected \(position).")
        }
        for cluster in 0..<clusters.numberOfClusters {
            let start = Int(clusters.leafStart[cluster])
            let references = clusters.childReferences[
                Int(clusters.childStart[cluster])..<Int(clusters.childStart[cluster + 1])]
            if references.count < 2 { problems.append("Cluster \(cluster) has \(references.count) children.") }
            var position = start
            for child in references {
                if child >= 0 {
                    if leafRank[Int(child)] != Int32(position) {
                        problems.append("Cluster \(cluster) child item \(child) is out of its leaf range.")
                    }
                    position += 1
                } else {
                    let childCluster = PlanePoint.cluster(child)
                    if Int(clusters.leafStart[childCluster]) != position {
                        problems.append("Cluster \(cluster) child cluster \(childCluster) is out of its leaf range.")
                    }
                    if clusters.zoom[childCluster] <= clusters.zoom[cluster] {
                        problems.append("Cluster \(cluster) child cluster \(childCluster) is not from a higher zoom.")
                    }
                    position += Int(clusters.count[childCluster])
                }
            }
            if position != start + Int(clusters.count[cluster]) {
                problems.append("Cluster \(cluster) children hold \(position - start), not \(clusters.count[cluster]).")
            }
        }
        return problems
    }
}

extension PlaneTree {
    /// Describes every place where `points` breaks tree order.
    static func orderProblems(_ points: [PlanePoint]) -> [String] {
        var problems: [String] = []
        func check(lo: Int, hi: Int, axis: Int) {
            if hi - lo <= leafSize { return }
            let middle = (lo + hi) >> 1
            let key = { (point: PlanePoint) in axis == 0 ? point.x : point.y }
            let split = key(points[middle])
            if points[lo..<middle].contains(where: { key($0) > split })
                || points[(middle + 1)...hi].contains(where: { key($0) < split })
            {
                problems.append("Range \(lo)...\(hi) is not split at its median.")
            }
            check(lo: lo, hi: middle - 1, axis: 1 - axis)
            check(lo: middle + 1, hi: hi, axis: 1 - axis)
        }
        check(lo: 0, hi: points.count - 1, axis: 0)
        return problems
    }
}
