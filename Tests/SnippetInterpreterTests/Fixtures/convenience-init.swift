// `self.init()` in a convenience initializer, and `UIColor()` as the receiver of an extension method.
// CardNode(side: 60) first runs init(), which makes the 20 × 20 icon, then asks for a 60 × 60 card.
// The snippet range is exactly 375 wide (the default 375x0...375xinf), which a style size cannot
// narrow (§1: when the ranges do not overlap, the parent's range wins), so the card is 375 × 60 and the centred
// icon sits at x = (375 − 20) / 2 = 177.5, y = (60 − 20) / 2 = 20.
// expect-root 375 60
// expect-frame icon 177.5 20 20 20
extension UIColor {
    func brand() -> UIColor {
        return UIColor(red: 0, green: 0.5, blue: 1, alpha: 1)
    }
}

final class CardNode: ASDisplayNode {
    let icon = ASDisplayNode()

    override init() {
        super.init()
        automaticallyManagesSubnodes = true
        icon.style.preferredSize = CGSize(width: 20, height: 20)
        icon.backgroundColor = UIColor().brand()
    }

    convenience init(side: CGFloat) {
        self.init()
        style.preferredSize = CGSize(width: side, height: side)
    }

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        return ASCenterLayoutSpec(centeringOptions: .XY, sizingOptions: [], child: icon)
    }
}

CardNode(side: 60)
