/// PD2: the child is offered the proposal minus the insets (floored at 0); the result is the child
/// plus the insets, the child at (leading, top).
struct PaddingLayout: LayoutBehavior {
    let insets: ViewInsets

    private func inset(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: proposal.width.map { max($0 - insets[.horizontal], 0) },
                         height: proposal.height.map { max($0 - insets[.vertical], 0) })
    }

    func sizeThatFits(_ proposal: ProposedViewSize, _ node: LayoutNode) throws -> ViewSize {
        let child = try node.children[0].size(inset(proposal))
        return ViewSize(width: child.width + insets[.horizontal], height: child.height + insets[.vertical])
    }

    func placeChildren(of node: LayoutNode, in frame: ViewFrame, proposal: ProposedViewSize) throws {
        try node.children[0].place(at: ViewPoint(x: frame.x + insets.leading, y: frame.y + insets.top), proposal: inset(proposal))
    }

    func explicitGuide(_ guide: AlignmentGuide, in size: ViewSize, of node: LayoutNode) throws -> Double? {
        let child = node.children[0]
        let childSize = ViewSize(width: max(size.width - insets[.horizontal], 0), height: max(size.height - insets[.vertical], 0))
        return try childGuide(of: child, guide, childSize: childSize, offset: guide.axis == .horizontal ? insets.leading : insets.top)
    }
}

/// FX1: nil (the ideal) offered on the fixed axes, whatever the parent offered.
struct FixedSizeLayout: LayoutBehavior {
    let horizontal: Bool
    let vertical: Bool

    private func fixed(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, _ node: LayoutNode) throws -> ViewSize {
        try node.children[0].size(fixed(proposal))
    }

    func placeChildren(of node: LayoutNode, in frame: ViewFrame, proposal: ProposedViewSize) throws {
        try node.children[0].place(at: frame.origin, proposal: fixed(proposal))
    }

    func layoutPriority(of node: LayoutNode) -> Double { node.children[0].layoutPriority }

    func explicitGuide(_ guide: AlignmentGuide, in size: ViewSize, of node: LayoutNode) throws -> Double? {
        try childGuide(of: node.children[0], guide, childSize: size, offset: 0)
    }
}

/// LP1: the priority the parent stack reads.
struct LayoutPriorityLayout: WrappingLayout {
    let priority: Double

    func layoutPriority(of node: LayoutNode) -> Double { priority }
}

/// OF1: `.offset` moves the drawing of everything it wraps; layout frames stay.
struct OffsetLayout: WrappingLayout {
    let x: Double
    let y: Double

    func placeChildren(of node: LayoutNode, in frame: ViewFrame, proposal: ProposedViewSize) throws {
        try node.children[0].place(at: frame.origin, proposal: proposal)
        node.shiftDrawing(x: x, y: y)
    }
}

extension LayoutNode {
    func shiftDrawing(x: Double, y: Double) {
        drawnOffset = ViewPoint(x: drawnOffset.x + x, y: drawnOffset.y + y)
        for child in children { child.shiftDrawing(x: x, y: y) }
    }
}

/// PS1: the whole proposal (nil: the child's size), the child's centre at (x, y).
struct PositionLayout: LayoutBehavior {
    let x: Double
    let y: Double

    func sizeThatFits(_ proposal: ProposedViewSize, _ node: LayoutNode) throws -> ViewSize {
        guard let width = proposal.width, let height = proposal.height else {
            let child = try node.children[0].size(proposal)
            return ViewSize(width: proposal.width ?? child.width, height: proposal.height ?? child.height)
        }
        return ViewSize(width: width, height: height)
    }

    func placeChildren(of node: LayoutNode, in frame: ViewFrame, proposal: ProposedViewSize) throws {
        let offer = ProposedViewSize(width: frame.width, height: frame.height)
        let size = try node.children[0].size(offer)
        try node.children[0].place(at: ViewPoint(x: frame.x + x - size.width / 2, y: frame.y + y - size.height / 2), proposal: offer)
    }
}

/// AR1: offers the largest rectangle of the ratio inside the proposal (fit) or the smallest
/// around it (fill), nil counted as ∞; reports the child's answer and centres the child.
struct AspectRatioLayout: LayoutBehavior {
    let ratio: Double?
    let mode: ContentMode

    private func offer(_ proposal: ProposedViewSize, _ child: LayoutNode) throws -> ProposedViewSize {
        guard proposal.width != nil || proposal.height != nil else { return proposal }
        let ratio = try self.ratio ?? {
            let ideal = try child.size(.unspecified)
            return ideal.height == 0 ? 1 : ideal.width / ideal.height
        }()
        let width = proposal.width ?? .infinity, height = proposal.height ?? .infinity
        let wider = height == 0 ? true : width / height > ratio
        // Wider than the ratio: fit is limited by the height, fill by the width.
        if (mode == .fit) == wider {
            return ProposedViewSize(width: height * ratio, height: height)
        }
        return ProposedViewSize(width: width, height: width / ratio)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, _ node: LayoutNode) throws -> ViewSize {
        try node.children[0].size(try offer(proposal, node.children[0]))
    }

    func placeChildren(of node: LayoutNode, in frame: ViewFrame, proposal: ProposedViewSize) throws {
        let child = node.children[0], offer = try offer(proposal, child)
        let size = try child.size(offer)
        try child.place(at: try aligned(child, size: size, in: frame, .center), proposal: offer)
    }
}

/// S10: `.alignmentGuide(g) { d in … }` replaces the view's value for `g`.
struct AlignmentGuideLayout: WrappingLayout {
    let guide: AlignmentGuide
    let compute: (ViewDimensions) throws -> Double

    func explicitGuide(_ guide: AlignmentGuide, in size: ViewSize, of node: LayoutNode) throws -> Double? {
        let child = node.children[0]
        guard guide == self.guide else { return try child.behavior.explicitGuide(guide, in: size, of: child) }
        // The closure sees the view's other guides (its own child's), never itself.
        return try compute(ViewDimensions(width: size.width, height: size.height) { other in try child.guide(other, in: size) })
    }
}
