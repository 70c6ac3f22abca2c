/// A node after flattening (semantics §4): specs are gone, every node reachable through specs is a direct
/// child of the node that owns it, and its origin is ceiled to the pixel grid.
///
/// A read-only view of one entry of a `FlattenedTree`: kind, info and details are read from the node's record
/// in its layout store rather than copied.
public struct FlattenedNode: Sendable {
    private let tree: FlattenedTree
    private let index: Int32

    init(tree: FlattenedTree, index: Int32) {
        self.tree = tree
        self.index = index
    }

    private var record: Int32 { tree.entries[Int(index)].record }
    private var description: LayoutDescription { tree.store.records[Int(record)].description }

    /// Relative to the owning node (the root's frame is its own size at the origin).
    public var frame: Rect { tree.entries[Int(index)].frame }

    public var children: [FlattenedNode] {
        let entry = tree.entries[Int(index)]
        return (entry.firstChild..<entry.firstChild + entry.childCount).map { FlattenedNode(tree: tree, index: $0) }
    }

    /// The node's kind; a layout that is not a node's (a spec flattened directly) reads as `.display`.
    public var kind: NodeKind {
        if case .node(let kind) = description.kind { kind } else { .display }
    }

    public var info: ElementInfo { description.info }
    /// Appearance and text, with a text node's lines measured again within the size layout gave it.
    public var details: NodeDetails? { tree.store.details(of: record) }
    public var name: String? { description.info.name }
}

/// Every node of one flattened layout, each node's children one contiguous range of entries.
///
/// Filled by `Layout.flattened` before it returns the root, never changed after; hence safe to share, which
/// the compiler cannot see through the mutable storage (hence `@unchecked`).
final class FlattenedTree: @unchecked Sendable {
    let store: LayoutStore
    // Reached only as described above, so the runtime's exclusivity checks can never fire.
    @exclusivity(unchecked) private(set) var entries = ChunkedStorage<FlattenedEntry>()

    init(store: LayoutStore) {
        self.store = store
    }

    deinit {
        entries.destroy()
    }

    @discardableResult
    func append(_ entry: FlattenedEntry) -> Int32 {
        Int32(entries.append(entry))
    }

    func setChildren(of entry: Int32, first: Int32, count: Int32) {
        entries.modify(Int(entry)) { entry in
            entry.firstChild = first
            entry.childCount = count
        }
    }
}

/// A flattened node: its layout record, its frame relative to its owner, and where its children are.
struct FlattenedEntry {
    let record: Int32
    let frame: Rect
    var firstChild: Int32 = 0
    var childCount: Int32 = 0
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
