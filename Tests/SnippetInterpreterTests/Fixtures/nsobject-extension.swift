// Real apps extend NSObject (`className` for logging), and every view, controller and node is one:
// the extension reached no declared node ("has no member 'className'"). A `class var` is reached
// through the subclass, with `self` that subclass, so `className` is "Card"; `_typeName` names it
// too. Touch handlers are UIResponder's, overridden by real nodes ("does not override any method").
// "CardCard" is 8 characters of 10-pt text, 40 × 12.5 in the placeholder metrics, ceiled to 40 × 13.
// expect-frame name 0 0 40 13
extension NSObject {
    class var className: String {
        String(describing: self)
    }
    var className: String {
        type(of: self).className
    }
}

final class Card: ASDisplayNode {
    let name = ASTextNode()

    override init() {
        super.init()
        automaticallyManagesSubnodes = true
        let text = className + _typeName(type(of: self))
        name.attributedText = NSAttributedString(string: text, attributes: [.font: UIFont.systemFont(ofSize: 10)])
    }

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start, children: [name])
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesBegan(touches, with: event)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesEnded(touches, with: event)
    }
}

Card()
