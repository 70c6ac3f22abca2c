// An override that reads `super`'s property (VATextureKit's `override var layer: CAGradientLayer
// { super.layer as! CAGradientLayer }`) read itself for ever and crashed the whole build with a
// stack overflow. `super.side` is the superclass's. A convenience initializer whose
// `self.init { … }` fits itself by labels re-entered itself the same way: Swift's types chose
// Texture's `init(viewBlock:)`, and so does the interpreter (a running initializer is never chosen).
// expect-frame big 0 0 30 30
// expect-frame wrapped 0 30 20 20
class Base: ASDisplayNode {
    var side: CGFloat { 10 }
}

final class Big: Base {
    override var side: CGFloat { super.side * 3 }

    override init() {
        super.init()
        style.preferredSize = CGSize(width: side, height: side)
    }
}

class Wrapped: ASDisplayNode {
    convenience init(viewGetter: @escaping () -> UIView) {
        self.init { viewGetter() }
        style.preferredSize = CGSize(width: 20, height: 20)
    }
}

let big = Big()
let wrapped = Wrapped(viewGetter: { UIView() })
ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start, children: [big, wrapped])
