/// How one kind of view sizes itself and places its children: SwiftUI's `Layout` protocol, as
/// each built-in view and modifier implements it.
protocol LayoutBehavior {
    func sizeThatFits(_ proposal: ProposedViewSize, _ node: LayoutNode) throws -> ViewSize
    func placeChildren(of node: LayoutNode, in frame: ViewFrame, proposal: ProposedViewSize) throws
    /// LP1: what the parent stack reads; most views answer 0.
    func layoutPriority(of node: LayoutNode) -> Double
    /// S10: a value set by `.alignmentGuide` at or below this view; nil for the default.
    func explicitGuide(_ guide: AlignmentGuide, in size: ViewSize, of node: LayoutNode) throws -> Double?
    func spacing(of node: LayoutNode) -> SpacingKind
}

extension LayoutBehavior {
    func placeChildren(of node: LayoutNode, in frame: ViewFrame, proposal: ProposedViewSize) throws {}
    func layoutPriority(of node: LayoutNode) -> Double { 0 }
    func explicitGuide(_ guide: AlignmentGuide, in size: ViewSize, of node: LayoutNode) throws -> Double? { nil }
    func spacing(of node: LayoutNode) -> SpacingKind { .plain }
}

/// A modifier around one view that leaves layout to it unless it says otherwise: same proposal,
/// same size, same place, same guides, priority and spacing. Each such modifier overrides only what
/// it changes (an offset its drawing, a priority its priority).
protocol WrappingLayout: LayoutBehavior {}

extension WrappingLayout {
    func sizeThatFits(_ proposal: ProposedViewSize, _ node: LayoutNode) throws -> ViewSize {
        try node.children[0].size(proposal)
    }

    func placeChildren(of node: LayoutNode, in frame: ViewFrame, proposal: ProposedViewSize) throws {
        try node.children[0].place(at: frame.origin, proposal: proposal)
    }

    func layoutPriority(of node: LayoutNode) -> Double { node.children[0].layoutPriority }

    func explicitGuide(_ guide: AlignmentGuide, in size: ViewSize, of node: LayoutNode) throws -> Double? {
        try node.children[0].behavior.explicitGuide(guide, in: size, of: node.children[0])
    }

    func spacing(of node: LayoutNode) -> SpacingKind { node.children[0].spacing }
}

/// Environment, drawing-only and accessibility modifiers, and a view struct around its body.
struct PassThrough: WrappingLayout {}

/// Where a child of `size` goes inside `frame` so that its guides meet the frame's (F1, Z2).
func aligned(_ child: LayoutNode, size: ViewSize, in frame: ViewFrame, _ alignment: Alignment) throws -> ViewPoint {
    var origin = frame.origin
    for axis in Axis.allCases {
        let guide = alignment[axis]
        origin[axis] += guide.defaultValue(in: frame.size) - (try child.guide(guide, in: size))
    }
    return origin
}

/// An explicit guide of a child placed at `offset` inside its parent, seen from the parent.
func childGuide(of child: LayoutNode, _ guide: AlignmentGuide, childSize: ViewSize, offset: Double) throws -> Double? {
    try child.behavior.explicitGuide(guide, in: childSize, of: child).map { $0 + offset }
}
