/// Z1: every child is offered the ZStack's proposal; the ZStack is the union of its aligned
/// highest-priority children, and at placement offers every child its own final size.
struct ZStackLayout: LayoutBehavior {
    let alignment: Alignment

    func sizeThatFits(_ proposal: ProposedViewSize, _ node: LayoutNode) throws -> ViewSize {
        let sizes = try node.children.map { try $0.size(proposal) }
        return try union(node.children, sizes).size
    }

    func placeChildren(of node: LayoutNode, in frame: ViewFrame, proposal: ProposedViewSize) throws {
        let offer = ProposedViewSize(width: frame.width, height: frame.height)
        let sizes = try node.children.map { try $0.size(offer) }
        let (origins, _) = try union(node.children, sizes)
        for (child, origin) in zip(node.children, origins) {
            try child.place(at: ViewPoint(x: frame.x + origin.x, y: frame.y + origin.y), proposal: offer)
        }
    }

    /// Children aligned on one point; origins relative to the union's top-leading corner.
    private func union(_ children: [LayoutNode], _ sizes: [ViewSize]) throws -> (origins: [ViewPoint], size: ViewSize) {
        guard !children.isEmpty else { return ([], .zero) }
        let top = children.map(\.layoutPriority).max() ?? 0
        var origins: [ViewPoint] = []
        for (child, size) in zip(children, sizes) {
            origins.append(ViewPoint(x: -(try child.guide(alignment.horizontal, in: size)), y: -(try child.guide(alignment.vertical, in: size))))
        }
        let counted = children.indices.filter { children[$0].layoutPriority == top }
        var low = ViewPoint(x: .infinity, y: .infinity), high = ViewPoint(x: -.infinity, y: -.infinity)
        for index in counted {
            for axis in Axis.allCases {
                low[axis] = min(low[axis], origins[index][axis])
                high[axis] = max(high[axis], origins[index][axis] + sizes[index][axis])
            }
        }
        let shifted = origins.map { ViewPoint(x: $0.x - low.x, y: $0.y - low.y) }
        return (shifted, ViewSize(width: high.x - low.x, height: high.y - low.y))
    }
}

/// Z2: `.overlay` and `.background` have the primary's size, spacing and guides; the secondary is
/// offered exactly that size and aligned with it.
struct SecondaryLayout: LayoutBehavior {
    let alignment: Alignment
    /// Where the primary is among the children: a background is drawn first, so it comes first.
    let primaryIndex: Int

    var secondaryIndex: Int { 1 - primaryIndex }

    func sizeThatFits(_ proposal: ProposedViewSize, _ node: LayoutNode) throws -> ViewSize {
        try node.children[primaryIndex].size(proposal)
    }

    func placeChildren(of node: LayoutNode, in frame: ViewFrame, proposal: ProposedViewSize) throws {
        try node.children[primaryIndex].place(at: frame.origin, proposal: proposal)
        let secondary = node.children[secondaryIndex]
        let offer = ProposedViewSize(width: frame.width, height: frame.height)
        let size = try secondary.size(offer)
        try secondary.place(at: try aligned(secondary, size: size, in: frame, alignment), proposal: offer)
    }

    func layoutPriority(of node: LayoutNode) -> Double { node.children[primaryIndex].layoutPriority }

    func explicitGuide(_ guide: AlignmentGuide, in size: ViewSize, of node: LayoutNode) throws -> Double? {
        let primary = node.children[primaryIndex]
        return try primary.behavior.explicitGuide(guide, in: size, of: primary)
    }

    func spacing(of node: LayoutNode) -> SpacingKind { node.children[primaryIndex].spacing }
}
