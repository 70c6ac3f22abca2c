/// GR1: a GeometryReader takes the whole proposal and offers it to its content, each view at its
/// top-leading corner. The content is built once the reader's size is known.
struct GeometryReaderLayout: LayoutBehavior {
    let content: (ViewSize) throws -> [LayoutNode]

    func sizeThatFits(_ proposal: ProposedViewSize, _ node: LayoutNode) throws -> ViewSize {
        if proposal.width == nil || proposal.height == nil { node.run.assume(.geometryReaderIdeal) }
        return proposal.replacingUnspecified()
    }

    func placeChildren(of node: LayoutNode, in frame: ViewFrame, proposal: ProposedViewSize) throws {
        node.children = try content(frame.size)
        let offer = ProposedViewSize(width: frame.width, height: frame.height)
        for child in node.children { try child.place(at: frame.origin, proposal: offer) }
    }
}

/// SV1: a scroll view is as long as offered along its axis and offers its content nil there; across
/// it, it is as wide as its content.
struct ScrollViewLayout: LayoutBehavior {
    let axis: Axis

    private func offer(_ proposal: ProposedViewSize) -> ProposedViewSize {
        var offer = proposal
        offer[axis] = nil
        return offer
    }

    func sizeThatFits(_ proposal: ProposedViewSize, _ node: LayoutNode) throws -> ViewSize {
        let content = try node.children.first?.size(offer(proposal)) ?? .zero
        return ViewSize(axis, major: proposal[axis] ?? content[axis], minor: content[axis.other])
    }

    func placeChildren(of node: LayoutNode, in frame: ViewFrame, proposal: ProposedViewSize) throws {
        try node.children.first?.place(at: frame.origin, proposal: offer(proposal))
    }
}

/// LZ1 (open): a lazy stack fills what it is offered across its axis and hugs its content along it;
/// each child is offered nil along the axis.
struct LazyStackLayout: LayoutBehavior {
    let stack: StackLayout

    private func offer(_ proposal: ProposedViewSize) -> ProposedViewSize {
        var offer = proposal
        offer[stack.axis] = nil
        return offer
    }

    func sizeThatFits(_ proposal: ProposedViewSize, _ node: LayoutNode) throws -> ViewSize {
        node.run.assume(.lazyStack)
        var size = try stack.sizeThatFits(offer(proposal), node)
        if let across = proposal[stack.axis.other], across.isFinite { size[stack.axis.other] = across }
        return size
    }

    func placeChildren(of node: LayoutNode, in frame: ViewFrame, proposal: ProposedViewSize) throws {
        var placement = offer(proposal)
        placement[stack.axis.other] = frame.size[stack.axis.other]
        try stack.placeChildren(of: node, in: frame, proposal: placement)
    }
}

/// VF1: the first child whose ideal size fits the proposal on the given axes, else the last.
struct ViewThatFitsLayout: LayoutBehavior {
    let axes: Set<Axis>

    func chosen(_ proposal: ProposedViewSize, _ node: LayoutNode) throws -> Int? {
        guard !node.children.isEmpty else { return nil }
        for (index, child) in node.children.enumerated() {
            var ideal = proposal
            for axis in axes { ideal[axis] = nil }
            let size = try child.size(ideal)
            if axes.allSatisfy({ axis in proposal[axis].map { size[axis] <= $0 } ?? true }) { return index }
        }
        return node.children.count - 1
    }

    func sizeThatFits(_ proposal: ProposedViewSize, _ node: LayoutNode) throws -> ViewSize {
        guard let index = try chosen(proposal, node) else { return .zero }
        return try node.children[index].size(proposal)
    }

    func placeChildren(of node: LayoutNode, in frame: ViewFrame, proposal: ProposedViewSize) throws {
        guard let index = try chosen(proposal, node) else { return }
        node.children = [node.children[index]]
        try node.children[0].place(at: frame.origin, proposal: proposal)
    }
}

/// `.environment(\.layoutDirection, .rightToLeft)`: laid out left to right, then mirrored inside
/// the view's own frame (built-in guides mirror with it).
struct MirroredLayout: WrappingLayout {
    func placeChildren(of node: LayoutNode, in frame: ViewFrame, proposal: ProposedViewSize) throws {
        try node.children[0].place(at: frame.origin, proposal: proposal)
        let axis = frame.x * 2 + frame.width
        node.children[0].transform { ViewFrame(x: axis - $0.x - $0.width, y: $0.y, width: $0.width, height: $0.height) }
    }
}
