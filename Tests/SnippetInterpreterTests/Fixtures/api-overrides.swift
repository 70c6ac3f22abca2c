// An override that overrides nothing, a missing 'override', and a view controller without super.init.
// expected-error@9:19: method does not override any method from its superclass; did you mean 'layoutSpecThatFits'?
// expected-error@15:5: overriding declaration requires an 'override' keyword
// expected-error@25:5: 'super.init' isn't called on all paths before returning from initializer
final class CardNode: ASDisplayNode {
    override init() {
        super.init()
    }
    override func layoutSpecThatFit(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        ASLayoutSpec()
    }
}

final class BadgeNode: ASDisplayNode {
    func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        ASLayoutSpec()
    }
}

final class ScreenController: ASDKViewController<ASDisplayNode> {
    let content = ASDisplayNode()

    override init() {
        content.backgroundColor = .red
    }
}
