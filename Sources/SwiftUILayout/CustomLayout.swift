/// A layout the author wrote against SwiftUI's `Layout` protocol: SwiftUI asks it for its size and
/// asks it to place its subviews, and it asks the subviews in turn.
public struct CustomLayout {
    public var sizeThatFits: (ProposedViewSize, [LayoutSubview]) throws -> ViewSize
    public var placeSubviews: (ViewFrame, ProposedViewSize, [LayoutSubview]) throws -> Void

    public init(sizeThatFits: @escaping (ProposedViewSize, [LayoutSubview]) throws -> ViewSize,
                placeSubviews: @escaping (ViewFrame, ProposedViewSize, [LayoutSubview]) throws -> Void) {
        self.sizeThatFits = sizeThatFits
        self.placeSubviews = placeSubviews
    }
}

/// What a custom layout sees of one subview (SwiftUI's `LayoutSubview`).
public struct LayoutSubview {
    let node: LayoutNode

    public func sizeThatFits(_ proposal: ProposedViewSize) throws -> ViewSize { try node.size(proposal) }

    public var priority: Double { node.layoutPriority }

    /// Its size for a proposal and its guides at that size.
    public func dimensions(in proposal: ProposedViewSize) throws -> ViewDimensions {
        let size = try node.size(proposal)
        return ViewDimensions(width: size.width, height: size.height) { guide in try node.guide(guide, in: size) }
    }

    /// Puts the subview's `anchor` (a unit point: 0 leading/top, 1 trailing/bottom) at `position`.
    public func place(at position: ViewPoint, anchor: (x: Double, y: Double), proposal: ProposedViewSize) throws {
        let size = try node.size(proposal)
        try node.place(at: ViewPoint(x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height), proposal: proposal)
    }
}

struct CustomLayoutBehavior: LayoutBehavior {
    let layout: CustomLayout

    func sizeThatFits(_ proposal: ProposedViewSize, _ node: LayoutNode) throws -> ViewSize {
        try layout.sizeThatFits(proposal, node.children.map(LayoutSubview.init))
    }

    /// A subview the layout does not place is centred in its bounds, offered nil, as SwiftUI does.
    func placeChildren(of node: LayoutNode, in frame: ViewFrame, proposal: ProposedViewSize) throws {
        try layout.placeSubviews(frame, proposal, node.children.map(LayoutSubview.init))
        for child in node.children where child.frame == nil {
            try LayoutSubview(node: child).place(at: ViewPoint(x: frame.x + frame.width / 2, y: frame.y + frame.height / 2),
                                                 anchor: (0.5, 0.5), proposal: .unspecified)
        }
    }
}
