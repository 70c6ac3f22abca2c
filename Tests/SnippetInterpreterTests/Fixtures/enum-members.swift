// Enums with computed properties and methods (self is the case), and `Self.` for a class's static
// members. The bar is Self.size(for: .large): 300 wide and Style.large.height = 44 tall. The badge
// side is Style.small.side(), a method that reads the computed `height` by its bare name: 32 / 2 = 16.
// A vertical stack aligned to the start puts the badge under the bar.
// expect-frame bar 0 0 300 44
// expect-frame badge 0 44 16 16
enum Style {
    case small, large

    var height: CGFloat {
        switch self {
        case .small: return 32
        case .large: return 44
        }
    }

    func side() -> CGFloat {
        return height / 2
    }
}

final class HeaderNode: ASDisplayNode {
    let bar = ASDisplayNode()
    let badge = ASDisplayNode()

    static func size(for style: Style) -> CGSize {
        CGSize(width: 300, height: style.height)
    }

    override init() {
        super.init()
        automaticallyManagesSubnodes = true
        bar.style.preferredSize = Self.size(for: .large)
        let side = Style.small.side()
        badge.style.preferredSize = CGSize(width: side, height: side)
    }

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start, children: [bar, badge])
    }
}
