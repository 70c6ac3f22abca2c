// A closure written inside an enum's method sees the case as `self`, as the method's own body does:
// Size.large.sizes(2) maps two indices through a closure that reads `side` by its bare name and as
// `self.side` (24 for .large). The row puts the two boxes side by side.
// expect-frame first 0 0 24 24
// expect-frame second 24 0 24 24
enum Size {
    case small, large

    var side: CGFloat {
        switch self {
        case .small: return 12
        case .large: return 24
        }
    }

    func sizes(_ count: Int) -> [CGSize] {
        (0..<count).map { _ in CGSize(width: side, height: self.side) }
    }
}

final class RowNode: ASDisplayNode {
    let first = ASDisplayNode()
    let second = ASDisplayNode()

    override init() {
        super.init()
        automaticallyManagesSubnodes = true
        let sizes = Size.large.sizes(2)
        first.style.preferredSize = sizes[0]
        second.style.preferredSize = sizes[1]
    }

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        ASStackLayoutSpec(direction: .horizontal, spacing: 0, justifyContent: .start, alignItems: .start,
                          children: [first, second])
    }
}
