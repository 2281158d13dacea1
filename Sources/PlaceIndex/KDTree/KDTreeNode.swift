/// One internal node of a ``KDTree``: the boxes of both children, coded relative to the node's own
/// box, so a search decides which child to enter with one 16-byte read, and where the right
/// child's node is.
///
/// A node's own box is its parent's decoded child box (the tree's ``KDTree/bounds`` for the root);
/// searches carry it down. Leaves have no node; a range is a leaf when it holds at most
/// ``KDTree/bucketSize`` places.
struct KDTreeNode: Sendable {
    /// The box of the left half of the node's range.
    var left: KDTreeBoxCode
    /// The box of the right half.
    var right: KDTreeBoxCode
    /// The preorder index of the right child's node, or -1 when the right child is a leaf.
    var rightChild: Int32
}
