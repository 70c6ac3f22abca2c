extension Layout {
    /// Flattens a node's layout: each node reachable through specs becomes a direct child, positioned at
    /// the sum of the unrounded spec offsets ceiled to the pixel grid. Nodes own their subtrees, which are
    /// flattened recursively. With `rightToLeft`, x becomes `width − childWidth − x`.
    public func flattened(grid: PixelGrid, rightToLeft: Bool = false) -> FlattenedNode {
        let kind: NodeKind = if case .node(let nodeKind) = self.kind { nodeKind } else { .display }
        return FlattenedNode(kind: kind, info: info, frame: Rect(origin: .zero, size: size), details: node,
                             children: flattenedDescendants(grid: grid, rightToLeft: rightToLeft))
    }

    private func flattenedDescendants(grid: PixelGrid, rightToLeft: Bool) -> [FlattenedNode] {
        var found: [FlattenedNode] = []
        collectNodes(in: children, offset: .zero, grid: grid, rightToLeft: rightToLeft, into: &found)
        return found
    }

    private func collectNodes(in layouts: [Layout], offset: Point, grid: PixelGrid, rightToLeft: Bool,
                              into found: inout [FlattenedNode]) {
        for child in layouts {
            let absolute = offset + child.position
            guard child.isNode else {
                collectNodes(in: child.children, offset: absolute, grid: grid, rightToLeft: rightToLeft, into: &found)
                continue
            }
            var node = child.flattened(grid: grid, rightToLeft: rightToLeft)
            var origin = grid.ceil(absolute)
            if rightToLeft { origin.x = size.width - child.size.width - origin.x }
            node.frame = Rect(origin: origin, size: child.size)
            found.append(node)
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
