// An app's convenience initializer in an extension of a framework class (Fable's
// `ASTextNode("About me", color:, font:)`): after `self.init()`, implicit members are the new
// node's, as in any initializer. Setting `attributedText` was "cannot assign to property
// 'attributedText' of 'ASTextNode'", and reading `style` or calling `addSubnode` found nothing.
// The badge is 30 × 20 by its style, set inside its own initializer; a start-aligned row keeps that
// size, and the inset adds 8 on each side.
// expect-root 375 36
// expect-frame badge 8 8 30 20
extension ASDisplayNode {
    convenience init(side: CGFloat, tint: UIColor) {
        self.init()
        backgroundColor = tint
        style.preferredSize = CGSize(width: side * 1.5, height: side)
        let width = style.preferredSize.width
        assert(width == 30)
        assert(backgroundColor == tint)
    }
}

extension ASTextNode {
    convenience init(_ text: String, size: CGFloat) {
        self.init()
        attributedText = NSAttributedString(string: text, attributes: [.font: UIFont.systemFont(ofSize: size)])
        maximumNumberOfLines = 1
    }
}

let badge = ASDisplayNode(side: 20, tint: .red)
let title = ASTextNode("About me", size: 16)
assert(title.maximumNumberOfLines == 1)
assert(title.attributedText?.string == "About me")
let row = ASStackLayoutSpec(direction: .horizontal, spacing: 0, justifyContent: .start, alignItems: .start, children: [badge])
ASInsetLayoutSpec(insets: UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8), child: row)
