// A struct's initializer may assign `self` a whole value (the workshop's `Attributes { $0.font(…) }`
// builder: `self = attributesBlock(Attributes())`; it was "value of type 'Attributes' has no member
// 'self'"), and a standard function named with its module, `Swift.min`, is the function (FlowCrypt
// calls it inside an extension with a `min` of its own; it was "cannot find 'Swift' in scope").
// The box is min(30, 50) = 30 wide and as tall as the built value's height, 12.
// expect-frame box 0 0 30 12
struct Metrics {
    var height: CGFloat = 0
    init() {}
    init(_ build: (Metrics) -> Metrics) {
        self = build(Metrics())
    }
    func tall(_ height: CGFloat) -> Metrics {
        var copy = self
        copy.height = height
        return copy
    }
}
let metrics = Metrics { $0.tall(12) }
let box = ASDisplayNode()
box.style.preferredSize = CGSize(width: Swift.min(30, 50), height: metrics.height)
ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start, children: [box])
