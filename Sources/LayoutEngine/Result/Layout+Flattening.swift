extension Layout {
    /// Flattens a node's layout: each node reachable through specs becomes a direct child, positioned at
    /// the sum of the unrounded spec offsets ceiled to the pixel grid. Nodes own their subtrees, which are
    /// flattened recursively. With `rightToLeft`, x becomes `width − childWidth − x`.
    public func flattened(grid: PixelGrid, rightToLeft: Bool = false) -> FlattenedNode {
        FlattenedNode(source: description, textMeasurement: textMeasurement, frame: Rect(origin: .zero, size: size),
                      children: flattenedDescendants(grid: grid, rightToLeft: rightToLeft))
    }

    private func flattenedDescendants(grid: PixelGrid, rightToLeft: Bool) -> [FlattenedNode] {
        // Counted first so the array is allocated once at its final size (a root may own thousands).
        let count = Self.nodeCount(in: children)
        guard count > 0 else { return [] }
        var found: [FlattenedNode] = []
        found.reserveCapacity(count)
        collectNodes(in: children, offset: .zero, grid: grid, rightToLeft: rightToLeft, into: &found)
        return found
    }

    /// Nodes reachable from `layouts` through specs only.
    private static func nodeCount(in layouts: [Layout]) -> Int {
        var count = 0
        for index in layouts.indices {
            count += layouts[index].isNode ? 1 : nodeCount(in: layouts[index].children)
        }
        return count
    }

    private func collectNodes(in layouts: [Layout], offset: Point, grid: PixelGrid, rightToLeft: Bool,
                              into found: inout [FlattenedNode]) {
        for index in layouts.indices {
            let absolute = offset + layouts[index].position
            guard layouts[index].isNode else {
                collectNodes(in: layouts[index].children, offset: absolute, grid: grid, rightToLeft: rightToLeft,
                             into: &found)
                continue
            }
            let childSize = layouts[index].size
            var origin = grid.ceil(absolute)
            if rightToLeft { origin.x = size.width - childSize.width - origin.x }
            found.append(FlattenedNode(source: layouts[index].description, textMeasurement: layouts[index].textMeasurement,
                                       frame: Rect(origin: origin, size: childSize),
                                       children: layouts[index].flattenedDescendants(grid: grid, rightToLeft: rightToLeft)))
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
