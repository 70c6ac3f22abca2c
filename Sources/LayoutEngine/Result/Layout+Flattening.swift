extension Layout {
    /// Flattens a node's layout: each node reachable through specs becomes a direct child, positioned at
    /// the sum of the unrounded spec offsets ceiled to the pixel grid. Nodes own their subtrees, which are
    /// flattened recursively. With `rightToLeft`, x becomes `width − childWidth − x`.
    public func flattened(grid: PixelGrid, rightToLeft: Bool = false) -> FlattenedNode {
        LayoutFlattener(store: store, grid: grid, rightToLeft: rightToLeft).flattened(record)
    }
}

/// Walks a store's records from one node down, through specs, to the nodes they hold.
private struct LayoutFlattener {
    let store: LayoutStore
    let grid: PixelGrid
    let rightToLeft: Bool

    func flattened(_ record: Int32) -> FlattenedNode {
        FlattenedNode(store: store, record: record, frame: Rect(origin: .zero, size: store.records[Int(record)].size),
                             children: descendants(of: record))
    }

    private func descendants(of record: Int32) -> [FlattenedNode] {
        // Counted first so the array is allocated once at its final size (a root may own thousands).
        let count = nodeCount(below: record)
        guard count > 0 else { return [] }
        var found: [FlattenedNode] = []
        found.reserveCapacity(count)
        collectNodes(below: record, offset: .zero, ownerWidth: store.records[Int(record)].size.width, into: &found)
        return found
    }

    /// Nodes reachable from the children of `record` through specs only.
    private func nodeCount(below record: Int32) -> Int {
        var count = 0
        for index in store.childEntryIndices(of: record) {
            let child = store.childEntries[index]
            count += store.records[Int(child.record)].description.isNode ? 1 : nodeCount(below: child.record)
        }
        return count
    }

    private func collectNodes(below record: Int32, offset: Point, ownerWidth: Double, into found: inout [FlattenedNode]) {
        for index in store.childEntryIndices(of: record) {
            let child = store.childEntries[index]
            let absolute = offset + child.position
            guard store.records[Int(child.record)].description.isNode else {
                collectNodes(below: child.record, offset: absolute, ownerWidth: ownerWidth, into: &found)
                continue
            }
            var origin = grid.ceil(absolute)
            let size = store.records[Int(child.record)].size
            if rightToLeft { origin.x = ownerWidth - size.width - origin.x }
            found.append(FlattenedNode(store: store, record: child.record, frame: Rect(origin: origin, size: size),
                                       children: descendants(of: child.record)))
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
