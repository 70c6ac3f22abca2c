// The compiler's rules for initializers: every stored property set before super.init (or before a
// struct's initializer returns), and nothing else of self used before super.init. Each of these ran.
// expected-error@11:9: 'self' used in method call 'addSubnode' before 'super.init' call
// expected-error@18:9: 'self' used in property access 'style' before 'super.init' call
// expected-error@19:15: property 'self.side' not initialized at super.init call
// expected-error@22:13: class 'Row' has no initializers; stored property 'gap' without initial value prevents synthesized initializers
// expected-error@30:5: return from initializer without initializing all stored properties; 'self.height' not initialized
final class Badge: ASDisplayNode {
    let label = ASTextNode()
    override init() {
        addSubnode(label)
        super.init()
    }
}
final class Tile: ASDisplayNode {
    let side: CGFloat
    override init() {
        style.width = ASDimension(unit: .points, value: 10)
        super.init()
    }
}
final class Row: ASDisplayNode {
    let gap: CGFloat
}
struct Metrics {
    let width: CGFloat
    let height: CGFloat
    init(width: CGFloat) {
        self.width = width
    }
}

// Allowed: own properties set before super.init (also in both branches of an `if`), parameters,
// a global function, an optional `var`, a `lazy var`, a delegating or trapping initializer.
func makeLabel() -> ASTextNode { ASTextNode() }
final class Card: ASDisplayNode {
    let title: ASTextNode
    let side: CGFloat
    var subtitle: ASTextNode?
    lazy var footer = ASTextNode()
    override var isHidden: Bool {
        didSet { footer.isHidden = isHidden }
    }
    init(side: CGFloat, compact: Bool) {
        title = makeLabel()
        if compact { self.side = side / 2 } else { self.side = side }
        super.init()
        addSubnode(title)
    }
    convenience init(compact: Bool) {
        self.init(side: 40, compact: compact)
    }
    required init?(coder: NSCoder) {
        fatalError("not used")
    }
}
// A Decodable class has the synthesized init(from:), also through a protocol of the app's.
protocol Model: Codable {}
final class Comment: NSObject, Model {
    let id: String
    let likes: Int
}
// A subclass's init?(coder:) calls its superclass's, declared in the code.
class InputField: UIView {
    override init(frame: CGRect) { super.init(frame: frame) }
    required init?(coder aDecoder: NSCoder) { super.init(coder: aDecoder) }
}
final class InformativeField: InputField {
    override init(frame: CGRect) { super.init(frame: frame) }
    required init?(coder aDecoder: NSCoder) { super.init(coder: aDecoder) }
}
let card = Card(side: 20, compact: false)
card
