/// C1: colours and shapes take exactly what they are offered, nil taken as 10 (P4).
/// C2: a Circle takes a square as wide as the smaller dimension.
struct ShapeLayout: LayoutBehavior {
    let isCircle: Bool

    func sizeThatFits(_ proposal: ProposedViewSize, _ node: LayoutNode) throws -> ViewSize {
        let size = proposal.replacingUnspecified()
        guard isCircle else { return size }
        let side = min(size.width, size.height)
        return ViewSize(width: side, height: side)
    }
}

/// T1: a Text's ideal is its one-line width; offered less it wraps and answers its widest line,
/// rounded up to the pixel (T2).
struct TextLayout: LayoutBehavior {
    let text: ResolvedText
    let pixel: Double

    func sizeThatFits(_ proposal: ProposedViewSize, _ node: LayoutNode) throws -> ViewSize {
        let size = metrics(proposal, node.run).size
        return ViewSize(width: (size.width / pixel).rounded(.up) * pixel, height: (size.height / pixel).rounded(.up) * pixel)
    }

    func explicitGuide(_ guide: AlignmentGuide, in size: ViewSize, of node: LayoutNode) throws -> Double? {
        switch guide.kind {
        case .firstTextBaseline: metrics(ProposedViewSize(width: size.width, height: size.height), node.run).firstBaseline
        case .lastTextBaseline: metrics(ProposedViewSize(width: size.width, height: size.height), node.run).lastBaseline
        default: nil
        }
    }

    func spacing(of node: LayoutNode) -> SpacingKind { .text }

    private func metrics(_ proposal: ProposedViewSize, _ run: LayoutRun) -> TextMetrics {
        run.assume(.textMetrics)
        return run.textSizing.measure(text, width: proposal.width.map { max($0, 0) }, height: proposal.height)
    }
}

/// I1–I2: an image answers its point size, or when resizable what it is offered (nil: its own).
struct ImageLayout: LayoutBehavior {
    let naturalSize: ViewSize
    let isResizable: Bool

    func sizeThatFits(_ proposal: ProposedViewSize, _ node: LayoutNode) throws -> ViewSize {
        guard isResizable else { return naturalSize }
        return ViewSize(width: proposal.width ?? naturalSize.width, height: proposal.height ?? naturalSize.height)
    }
}

/// SP1–SP2: a Spacer takes at least its minimum along its stack's axis and nothing across it; it
/// is sized after every sibling.
struct SpacerLayout: LayoutBehavior {
    let minLength: Double

    func sizeThatFits(_ proposal: ProposedViewSize, _ node: LayoutNode) throws -> ViewSize {
        func length(_ offered: Double?) -> Double { max(offered ?? minLength, minLength) }
        guard let axis = node.environment.stackAxis else {
            return ViewSize(width: length(proposal.width), height: length(proposal.height))
        }
        return ViewSize(axis, major: length(proposal[axis]), minor: 0)
    }

    func layoutPriority(of node: LayoutNode) -> Double { -.infinity }
    func spacing(of node: LayoutNode) -> SpacingKind { .spacer }
}

/// DV1: a hairline (1 px) across its stack's axis; horizontal outside an HStack.
struct DividerLayout: LayoutBehavior {
    let thickness: Double

    func sizeThatFits(_ proposal: ProposedViewSize, _ node: LayoutNode) throws -> ViewSize {
        if node.environment.stackAxis == .horizontal {
            return ViewSize(width: thickness, height: proposal.height ?? 10)
        }
        return ViewSize(width: proposal.width ?? 10, height: thickness)
    }

    func spacing(of node: LayoutNode) -> SpacingKind { .divider }
}

/// `EmptyView`: nothing, of no size.
struct EmptyLayout: LayoutBehavior {
    func sizeThatFits(_ proposal: ProposedViewSize, _ node: LayoutNode) throws -> ViewSize { .zero }
}
