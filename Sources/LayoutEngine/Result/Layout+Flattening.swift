extension Layout {
    /// Flattens a node's layout: each node reachable through specs becomes a direct child, positioned at
    /// the sum of the unrounded spec offsets ceiled to the pixel grid. Nodes own their subtrees, which are
    /// flattened recursively. With `rightToLeft`, x becomes `width − childWidth − x`.
    public func flattened(grid: PixelGrid, rightToLeft: Bool = false) -> FlattenedNode {
        let tree = FlattenedTree(store: store)
        let root = tree.append(FlattenedEntry(record: record, frame: Rect(origin: .zero, size: size)))
        LayoutFlattener(store: store, tree: tree, grid: grid, rightToLeft: rightToLeft).fill(root)
        return FlattenedNode(tree: tree, index: root)
    }
}

/// Walks a store's records from one node down, through specs, to the nodes they hold, appending them to a
/// flattened tree.
private struct LayoutFlattener {
    let store: LayoutStore
    let tree: FlattenedTree
    let grid: PixelGrid
    let rightToLeft: Bool

    /// Appends the nodes `entry` owns, then theirs. A node's children are appended one after another
    /// (nothing else is appended while its spec subtree is walked), so they form one contiguous range.
    func fill(_ entry: Int32) {
        let first = tree.entries.count
        let owner = tree.entries[Int(entry)]
        collectNodes(below: owner.record, offset: .zero, ownerWidth: owner.frame.size.width)
        let count = tree.entries.count - first
        tree.setChildren(of: entry, first: Int32(first), count: Int32(count))
        for child in first..<first + count { fill(Int32(child)) }
    }

    private func collectNodes(below record: Int32, offset: Point, ownerWidth: Double) {
        for index in store.childEntryIndices(of: record) {
            let child = store.childEntries[index]
            let absolute = offset + child.position
            guard store.records[Int(child.record)].isNode else {
                collectNodes(below: child.record, offset: absolute, ownerWidth: ownerWidth)
                continue
            }
            var origin = grid.ceil(absolute)
            let size = store.records[Int(child.record)].size
            if rightToLeft { origin.x = ownerWidth - size.width - origin.x }
            tree.append(FlattenedEntry(record: child.record, frame: Rect(origin: origin, size: size)))
        }
    }
}

extension FlattenedNode {
    /// Every descendant node's frame relative to this node, in depth-first order.
    public func absoluteFrames() -> [AbsoluteNodeFrame] {
        var frames: [AbsoluteNodeFrame] = []
        collect(origin: .zero, path: [], into: &frames)
        return frames
    }

    private func collect(origin: Point, path: [Int], into frames: inout [AbsoluteNodeFrame]) {
        for (index, child) in children.enumerated() {
            let frame = Rect(origin: origin + child.frame.origin, size: child.frame.size)
            frames.append(AbsoluteNodeFrame(kind: child.kind, info: child.info, frame: frame, path: path + [index]))
            child.collect(origin: frame.origin, path: path + [index], into: &frames)
        }
    }
}
