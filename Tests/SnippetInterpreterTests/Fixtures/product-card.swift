// A product card 375 wide: a square photo with a wish-list button in its top-right corner, then
// the price; the optional shop badge is nil and left out. Worked out from the rules:
// inset 12 → column 351 wide; the ratio spec makes the photo 351 × 351 (§2.5); the overlay's
// relative spec puts the 48 × 48 inset at x = 351 − 48 = 303 (§2.4), so the button is at
// 12 + 303 + 8 = 323; the price follows 8 below the photo at y = 12 + 351 + 8 = 371.
// expect-frame imageNode 12 12 351 351
// expect-frame wishlistNode 323 20 32 32
// expect-frame priceNode 12 371 80 20
// expect-root 375 403
final class ProductCardNode: ASDisplayNode {
    private let imageNode = ASImageNode()
    private let priceNode = ASDisplayNode()
    private let wishlistNode = ASDisplayNode()
    private let badgeNode: ASDisplayNode? = nil

    override init() {
        super.init()
        automaticallyManagesSubnodes = true
        priceNode.style.preferredSize = CGSize(width: 80, height: 20)
        wishlistNode.style.preferredSize = CGSize(width: 32, height: 32)
        wishlistNode.cornerRadius = 16
    }

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        let photo = ASRatioLayoutSpec(ratio: 1, child: imageNode)
        let button = ASInsetLayoutSpec(insets: UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8), child: wishlistNode)
        let corner = ASRelativeLayoutSpec(horizontalPosition: .end, verticalPosition: .start, sizingOption: [], child: button)
        let picture = ASOverlayLayoutSpec(child: photo, overlay: corner)
        var info: [ASLayoutElement] = [priceNode]
        if let badgeNode { info.append(badgeNode) }
        let details = ASStackLayoutSpec(direction: .vertical, spacing: 4, justifyContent: .start, alignItems: .start, children: info)
        let column = ASStackLayoutSpec(direction: .vertical, spacing: 8, justifyContent: .start, alignItems: .stretch,
                                       children: [picture, details])
        return ASInsetLayoutSpec(insets: UIEdgeInsets(top: 12, left: 12, bottom: 12, right: 12), child: column)
    }
}
