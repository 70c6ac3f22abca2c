// An override that overrides nothing, a missing 'override', an init whose superclass has no init(),
// and a view controller that does not declare the required init(coder:).
// expected-error@11:19: method does not override any method from its superclass; did you mean 'layoutSpecThatFits'?
// expected-error@17:10: overriding declaration requires an 'override' keyword
// expected-error@33:5: 'super.init' isn't called on all paths before returning from initializer
// expected-error@36:13: 'required' initializer 'init(coder:)' must be provided by subclass of 'UIViewController'
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

class ProductNode: ASDisplayNode {
    init(name: String) {
        super.init()
    }
}

final class FeaturedProductNode: ProductNode {
    let ribbon = ASDisplayNode()

    init() {
        ribbon.backgroundColor = .red
    }
}

final class ScreenController: ASDKViewController<ASDisplayNode> {
    init(title: String) {
        super.init(node: ASDisplayNode())
    }
}
