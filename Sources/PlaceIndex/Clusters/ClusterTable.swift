import RawMemory

/// Every cluster formed while building a ``ClusterIndex``, in creation order (highest zoom first),
/// as parallel arrays.
struct ClusterTable: Sendable {
    /// The zoom at which each cluster formed.
    var zoom: [UInt8] = []
    /// World x of each cluster's count-weighted centre.
    var x: [Double] = []
    /// World y of each cluster's count-weighted centre.
    var y: [Double] = []
    /// Places in each cluster.
    var count: [Int32] = []
    /// Cluster `c`'s children are `childReferences[childStart[c]..<childStart[c + 1]]`.
    var childStart: [Int32] = [0]
    /// Children as ``PlanePoint/reference`` values: items (≥ 0) or clusters (< 0).
    var childReferences: [Int32] = []
    /// Where each cluster's leaves start in the leaf order; filled by ``leafOrder(top:placeCount:)``.
    var leafStart: [Int32] = []

    /// Creates an empty table.
    init() {}

    /// Creates an empty table with room for the clusters of a small index (a map's few hundred
    /// places make a few dozen): growing seven arrays from empty cost a map page more than its
    /// clusters did. A large index grows its arrays as usual.
    init(placeCount: Int) {
        let clusters = min(placeCount / 2, 4096)
        zoom.reserveCapacity(clusters)
        x.reserveCapacity(clusters)
        y.reserveCapacity(clusters)
        count.reserveCapacity(clusters)
        childStart.reserveCapacity(clusters + 1)
        childReferences.reserveCapacity(2 * clusters)
    }

    /// The number of clusters.
    var numberOfClusters: Int { zoom.count }

    /// Bytes held by the arrays.
    var byteCount: Int {
        zoom.count * 1 + (x.count + y.count) * 8 + (count.count + childStart.count + childReferences.count) * 4
            + leafStart.count * 4
    }

    /// Records a cluster whose children were just appended to ``childReferences``.
    mutating func append(zoom: Int, x: Double, y: Double, count: Int32) -> Int {
        self.zoom.append(UInt8(zoom))
        self.x.append(x)
        self.y.append(y)
        self.count.append(count)
        childStart.append(Int32(childReferences.count))
        return self.zoom.count - 1
    }

    /// Orders the items so that every cluster's leaves are contiguous, and sets ``leafStart``.
    ///
    /// Nodes of the top level take consecutive ranges; then clusters are visited parents first
    /// (lowest creation zoom first, the reverse of creation order) and split their range among
    /// their children.
    /// - Complexity: O(*n* + clusters).
    mutating func leafOrder(top: [PlanePoint], placeCount: Int) -> [Int32] {
        var order = [Int32](repeating: 0, count: placeCount)
        var leafStart = [Int32](repeating: 0, count: numberOfClusters)
        // Through buffers: slicing `childReferences` per cluster retained it every time.
        UncheckedMutableView.with(&order) { order in
            UncheckedMutableView.with(&leafStart) { leafStart in
                UncheckedView.with(childReferences) { children in
                    UncheckedView.with(childStart) { childStart in
                        UncheckedView.with(count) { count in
                            var next = 0
                            for node in top {
                                if node.reference >= 0 {
                                    order[unchecked: next] = node.reference
                                    next += 1
                                } else {
                                    leafStart[unchecked: PlanePoint.cluster(node.reference)] = Int32(next)
                                    next += Int(node.count)
                                }
                            }
                            for cluster in (0..<leafStart.count).reversed() {
                                var position = Int(leafStart[unchecked: cluster])
                                for slot in Int(
                                    childStart[unchecked: cluster])..<Int(childStart[unchecked: cluster + 1])
                                {
                                    let child = children[unchecked: slot]
                                    if child >= 0 {
                                        order[unchecked: position] = child
                                        position += 1
                                    } else {
                                        let childCluster = PlanePoint.cluster(child)
                                        leafStart[unchecked: childCluster] = Int32(position)
                                        position += Int(count[unchecked: childCluster])
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        self.leafStart = leafStart
        return order
    }
}
