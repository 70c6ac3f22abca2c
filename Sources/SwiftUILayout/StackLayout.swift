/// HStack and VStack (S1–S9, the algorithm of section 13 of swiftui-semantics.md).
struct StackLayout: LayoutBehavior {
    let axis: Axis
    let alignment: AlignmentGuide
    let spacing: Double?

    /// What each child was offered and took for one proposal.
    struct Distribution {
        var offers: [ProposedViewSize]
        var sizes: [ViewSize]
    }

    func sizeThatFits(_ proposal: ProposedViewSize, _ node: LayoutNode) throws -> ViewSize {
        let children = node.children
        let distribution = try distribute(proposal, children, node.run)
        let major = distribution.sizes.reduce(0) { $0 + $1[axis] } + gaps(children, node.run).reduce(0, +)
        let origins = try minorOrigins(children, distribution.sizes)
        let minor = zip(origins, distribution.sizes).map { $0 + $1[axis.other] }.max() ?? 0
        return ViewSize(axis, major: major, minor: minor)
    }

    /// S7–S9: sized again with the proposal given (nil across replaced by the stack's own size),
    /// then laid in source order along the axis and aligned across it.
    func placeChildren(of node: LayoutNode, in frame: ViewFrame, proposal: ProposedViewSize) throws {
        var placement = proposal
        if placement[axis.other] == nil { placement[axis.other] = frame.size[axis.other] }
        let children = node.children
        let distribution = try distribute(placement, children, node.run)
        let gaps = gaps(children, node.run)
        let minorOrigins = try minorOrigins(children, distribution.sizes)
        var position = frame.origin[axis]
        for (index, child) in children.enumerated() {
            if index > 0 { position += gaps[index - 1] }
            var origin = frame.origin
            origin[axis] = position
            origin[axis.other] += minorOrigins[index]
            try child.place(at: origin, proposal: distribution.offers[index])
            position += distribution.sizes[index][axis]
        }
    }

    func explicitGuide(_ guide: AlignmentGuide, in size: ViewSize, of node: LayoutNode) throws -> Double? {
        if case .fraction = guide.kind { return nil }
        node.run.assume(.nestedGuide)
        return nil
    }

    /// S2–S4: the offers, in the order of priority and flexibility.
    func distribute(_ proposal: ProposedViewSize, _ children: [LayoutNode], _ run: LayoutRun) throws -> Distribution {
        let minor = proposal[axis.other]
        guard let major = proposal[axis] else {
            let offers = children.map { _ in ProposedViewSize(axis, major: nil, minor: minor) }
            return Distribution(offers: offers, sizes: try zip(children, offers).map { try $0.size($1) })
        }
        var sizes = Array(repeating: ViewSize.zero, count: children.count)
        var offers = Array(repeating: ProposedViewSize.unspecified, count: children.count)
        let groups = try sortedGroups(children, minor: minor)
        let others = groups.dropFirst().joined().reduce(0) { $0 + $1.least }
        var available = major - gaps(children, run).reduce(0, +) - others
        for (number, group) in groups.enumerated() {
            if number > 0 { available += group.reduce(0) { $0 + $1.least } }
            for (position, entry) in group.enumerated() {
                let offer = ProposedViewSize(axis, major: max(available / Double(group.count - position), 0), minor: minor)
                let size = try children[entry.index].size(offer)
                offers[entry.index] = offer
                sizes[entry.index] = size
                available -= size[axis]
            }
        }
        return Distribution(offers: offers, sizes: sizes)
    }

    /// S3: grouped by priority, highest first; within a group least flexible first, ties of
    /// unbounded flexibility by the larger minimum, then source order.
    private func sortedGroups(_ children: [LayoutNode], minor: Double?) throws -> [[Entry]] {
        var entries: [Entry] = []
        for (index, child) in children.enumerated() {
            let least = try child.size(ProposedViewSize(axis, major: 0, minor: minor))[axis]
            let most = try child.size(ProposedViewSize(axis, major: .infinity, minor: minor))[axis]
            entries.append(Entry(index: index, priority: child.layoutPriority, least: least, most: most))
        }
        entries.sort(by: Entry.comesFirst)
        var groups: [[Entry]] = []
        for entry in entries {
            if let last = groups.last?.last, last.priority == entry.priority { groups[groups.count - 1].append(entry) }
            else { groups.append([entry]) }
        }
        return groups
    }

    struct Entry {
        let index: Int
        let priority: Double
        let least: Double
        let most: Double

        var flexibility: Double { most - least }

        static func comesFirst(_ a: Entry, _ b: Entry) -> Bool {
            if a.priority != b.priority { return a.priority > b.priority }
            let (fa, fb) = (a.flexibility, b.flexibility)
            if fa.isInfinite, fb.isInfinite, a.least != b.least { return a.least > b.least }
            if fa != fb, !(fa.isInfinite && fb.isInfinite) { return fa < fb }
            return a.index < b.index
        }
    }

    /// S9: each child's minor origin is minus its guide value, shifted so the smallest is 0.
    private func minorOrigins(_ children: [LayoutNode], _ sizes: [ViewSize]) throws -> [Double] {
        let origins = try zip(children, sizes).map { -(try $0.guide(alignment, in: $1)) }
        let smallest = origins.min() ?? 0
        return origins.map { $0 - smallest }
    }

    /// S1, G1–G6: the gap after each child but the last.
    func gaps(_ children: [LayoutNode], _ run: LayoutRun) -> [Double] {
        guard children.count > 1 else { return [] }
        return (1..<children.count).map { index in
            if let spacing { return spacing }
            return Self.defaultGap(children[index - 1].spacing, children[index].spacing, axis: axis, run)
        }
    }

    static func defaultGap(_ before: SpacingKind, _ after: SpacingKind, axis: Axis, _ run: LayoutRun) -> Double {
        let pair = [before, after]
        if pair.contains(.spacer) { run.assume(.spacerGap); return 0 }
        if pair.contains(.divider) { run.assume(.dividerGap); return 8 }
        if axis == .vertical, pair.contains(.text) { run.assume(.textGap) }
        return 8
    }
}
