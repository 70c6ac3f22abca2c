/// A node after flattening (semantics §4): specs are gone, every node reachable through specs is a direct
/// child of the node that owns it, and its origin is ceiled to the pixel grid.
public struct FlattenedNode: Sendable {
    public var kind: NodeKind
    public var info: ElementInfo
    /// Relative to the owning node (the root's frame is its own size at the origin).
    public var frame: Rect
    public var details: NodeDetails?
    public var children: [FlattenedNode]

    public var name: String? { info.name }
}

/// A node's frame relative to the root node.
public struct AbsoluteNodeFrame: Sendable {
    public var kind: NodeKind
    public var info: ElementInfo
    public var frame: Rect
    /// Indices from the root through `FlattenedNode.children` to this node.
    public var path: [Int]

    public var name: String? { info.name }
}
