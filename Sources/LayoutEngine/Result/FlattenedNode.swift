/// A node after flattening (semantics §4): specs are gone, every node reachable through specs is a direct
/// child of the node that owns it, and its origin is ceiled to the pixel grid.
public struct FlattenedNode: Sendable {
    /// Kind, info and details come from the node's layout description, shared rather than copied: a
    /// flattened tree has one entry per node, and copying those values (strings, text, appearance) into
    /// every entry cost more than the rest of flattening. Setting one of them replaces the reference.
    private var source: LayoutDescription
    /// A text node's measured lines (see `Layout.textMeasurement`).
    private var textMeasurement: TextMeasurement?
    /// Relative to the owning node (the root's frame is its own size at the origin).
    public var frame: Rect
    public var children: [FlattenedNode]

    init(source: LayoutDescription, textMeasurement: TextMeasurement? = nil, frame: Rect, children: [FlattenedNode]) {
        self.source = source
        self.textMeasurement = textMeasurement
        self.frame = frame
        self.children = children
    }

    /// The node's kind; a layout that is not a node's (a spec flattened directly) reads as `.display`.
    public var kind: NodeKind {
        get { if case .node(let kind) = source.kind { kind } else { .display } }
        set {
            source = LayoutDescription(kind: .node(newValue), info: info, style: source.style, node: details)
            textMeasurement = nil
        }
    }

    public var info: ElementInfo {
        get { source.info }
        set {
            source = LayoutDescription(kind: .node(kind), info: newValue, style: source.style, node: details)
            textMeasurement = nil
        }
    }

    public var details: NodeDetails? {
        get { source.details(with: textMeasurement) }
        set {
            source = LayoutDescription(kind: .node(kind), info: info, style: source.style, node: newValue)
            textMeasurement = nil
        }
    }

    public var name: String? { source.info.name }
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
