/// F1: `.frame(width:height:alignment:)`: a given dimension is the frame's size and what the child
/// is offered; a missing one passes the proposal through and takes the child's size.
struct FixedFrameLayout: LayoutBehavior {
    let width: Double?
    let height: Double?
    let alignment: Alignment

    func sizeThatFits(_ proposal: ProposedViewSize, _ node: LayoutNode) throws -> ViewSize {
        if let width, let height { return ViewSize(width: width, height: height) }
        let child = try node.children[0].size(childProposal(proposal))
        return ViewSize(width: width ?? child.width, height: height ?? child.height)
    }

    func placeChildren(of node: LayoutNode, in frame: ViewFrame, proposal: ProposedViewSize) throws {
        let child = node.children[0], offer = childProposal(proposal)
        let size = try child.size(offer)
        try child.place(at: try aligned(child, size: size, in: frame, alignment), proposal: offer)
    }

    private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height)
    }

    func explicitGuide(_ guide: AlignmentGuide, in size: ViewSize, of node: LayoutNode) throws -> Double? {
        try guideThroughFrame(guide, in: size, of: node, childProposal: childProposal(ProposedViewSize(width: size.width, height: size.height)), alignment: alignment)
    }
}

/// F2: `.frame(minWidth:idealWidth:maxWidth:…)`, each axis on its own.
struct FlexibleFrameLayout: LayoutBehavior {
    let frame: FlexibleFrame

    struct Limits {
        var min, ideal, max: Double?

        /// Arguments out of order are normalised upward: ideal ≥ min, max ≥ ideal.
        init(min: Double?, ideal: Double?, max: Double?) {
            self.min = min
            self.ideal = ideal.map { value in min.map { Swift.max($0, value) } ?? value }
            let floor = self.ideal ?? min
            self.max = max.map { value in floor.map { Swift.max($0, value) } ?? value }
        }

        var constrains: Bool { min != nil || ideal != nil || max != nil }

        func clamp(_ value: Double) -> Double {
            var result = value
            if let max { result = Swift.min(result, max) }
            if let min { result = Swift.max(result, min) }
            return result
        }

        /// The child's proposal: the frame's, or the ideal when it is nil, clamped; nil stays nil.
        func childProposal(_ proposed: Double?) -> Double? { (proposed ?? ideal).map(clamp) }

        /// The frame's length from the proposal and the child's answer.
        func length(proposed: Double?, child: () throws -> Double) rethrows -> Double {
            if let proposed, let min, let max { return Swift.max(Swift.min(proposed, max), min) }
            if proposed == nil, let ideal { return ideal }
            let offered = childProposal(proposed)
            switch (min, max) {
            case (let min?, nil): return Swift.max(Swift.min(offered ?? .infinity, try child()), min)
            case (nil, let max?): return Swift.min(Swift.max(offered ?? -.infinity, try child()), max)
            case (let min?, let max?): return Swift.max(Swift.min(try child(), max), min)
            case (nil, nil): return try child()
            }
        }
    }

    var width: Limits { Limits(min: frame.minWidth, ideal: frame.idealWidth, max: frame.maxWidth) }
    var height: Limits { Limits(min: frame.minHeight, ideal: frame.idealHeight, max: frame.maxHeight) }

    func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: width.childProposal(proposal.width), height: height.childProposal(proposal.height))
    }

    func sizeThatFits(_ proposal: ProposedViewSize, _ node: LayoutNode) throws -> ViewSize {
        let offer = childProposal(proposal)
        var childSize: ViewSize?
        func child() throws -> ViewSize {
            if let childSize { return childSize }
            let size = try node.children[0].size(offer)
            childSize = size
            return size
        }
        return ViewSize(width: try width.length(proposed: proposal.width) { try child().width },
                        height: try height.length(proposed: proposal.height) { try child().height })
    }

    /// At placement the child is offered the frame's final size on the axes the frame constrains;
    /// an axis offered nil that ended strictly between min and max offers nil again (iOS 17).
    func placementProposal(_ proposal: ProposedViewSize, size: ViewSize) -> ProposedViewSize {
        func axis(_ limits: Limits, _ proposed: Double?, _ final: Double) -> Double? {
            guard limits.constrains else { return proposed }
            if proposed == nil, limits.ideal == nil, final > (limits.min ?? -.infinity), final < (limits.max ?? .infinity) { return nil }
            return final
        }
        return ProposedViewSize(width: axis(width, proposal.width, size.width), height: axis(height, proposal.height, size.height))
    }

    func placeChildren(of node: LayoutNode, in frame: ViewFrame, proposal: ProposedViewSize) throws {
        let child = node.children[0], offer = placementProposal(proposal, size: frame.size)
        let size = try child.size(offer)
        try child.place(at: try aligned(child, size: size, in: frame, self.frame.alignment), proposal: offer)
    }

    func explicitGuide(_ guide: AlignmentGuide, in size: ViewSize, of node: LayoutNode) throws -> Double? {
        try guideThroughFrame(guide, in: size, of: node, childProposal: childProposal(ProposedViewSize(width: size.width, height: size.height)), alignment: frame.alignment)
    }
}

/// A frame passes its child's explicit guide up, moved by where the child sits inside it.
private func guideThroughFrame(_ guide: AlignmentGuide, in size: ViewSize, of node: LayoutNode, childProposal: ProposedViewSize, alignment: Alignment) throws -> Double? {
    let child = node.children[0]
    let childSize = try child.size(childProposal)
    let inner = alignment[guide.axis]
    let offset = inner.defaultValue(in: size) - (try child.guide(inner, in: childSize))
    return try childGuide(of: child, guide, childSize: childSize, offset: offset)
}
