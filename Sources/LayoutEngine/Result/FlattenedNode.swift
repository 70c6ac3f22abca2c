/// A node after flattening (semantics §4): specs are gone, every node reachable through specs is a direct
/// child of the node that owns it, and its origin is ceiled to the pixel grid.
public struct FlattenedNode: Sendable {
    /// Kind, info and details are read from the node's record in its layout store rather than copied: a
    /// flattened tree has one entry per node, and copying those values (strings, text, appearance) into
    /// every entry cost more than the rest of flattening.
    private let store: LayoutStore
    private let record: Int32
    /// Relative to the owning node (the root's frame is its own size at the origin).
    public let frame: Rect
    public let children: [FlattenedNode]

    init(store: LayoutStore, record: Int32, frame: Rect, children: [FlattenedNode]) {
        self.store = store
        self.record = record
        self.frame = frame
        self.children = children
    }

    private var description: LayoutDescription { store.records[Int(record)].description }

    /// The node's kind; a layout that is not a node's (a spec flattened directly) reads as `.display`.
    public var kind: NodeKind {
        if case .node(let kind) = description.kind { kind } else { .display }
    }

    public var info: ElementInfo { description.info }
    /// Appearance and text, with a text node's lines measured again within the size layout gave it.
    public var details: NodeDetails? { store.details(of: record) }
    public var name: String? { description.info.name }
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
