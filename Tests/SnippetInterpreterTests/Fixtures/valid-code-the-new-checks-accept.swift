// Valid Swift from the corpus's projects that the checks for constants, numbers, optionals,
// switches and initializers first rejected; each line here compiles, so none is an error.
// expect-frame node 0 0 30 20
func randomSizes() -> [CGSize] {
    let width = Int(300)
    return [CGSize(width: width, height: 100), CGSize(width: 1.5, height: 2.5)]
}

final class LinkNode: ASDisplayNode {
    var relay: [String]?
    var links: [String] {
        if let relay { return relay.map { $0 } }
        return []
    }
    var delegate: LinkNode? {
        didSet { if let delegate = delegate { delegate.relay = [] } }
    }
}

protocol Identity {}
struct NavIdentity: Identity { var child: Identity? }
func tabs(identity: Identity?) -> Int {
    switch identity {
    case let identity as NavIdentity: return tabs(identity: identity.child)
    default: return 0
    }
}

// `case .none` in a switch over an optional enum (VATextureKit's gradient nodes).
final class LinearGradientNode: ASDisplayNode {
    enum Gradient { case vertical, horizontal }
    private var gradient: Gradient?
    func direction() -> String {
        switch gradient {
        case .vertical: return "v"
        case .horizontal: return "h"
        case .none: return "-"
        }
    }
}

final class Gradient1 { enum Kind { case linear } }
final class Gradient2 {
    enum Kind { case radial, conic }
    func name(_ kind: Kind) -> String {
        switch kind {
        case .radial: return "radial"
        case .conic: return "conic"
        }
    }
}

final class Source: NSObject {
    let configure: () -> Void
    #if os(iOS)
    init(configure: @escaping () -> Void) {
        self.configure = configure
        super.init()
    }
    #endif
}

struct Transition: ExpressibleByArrayLiteral {
    var steps: [String]
    init(steps: [String]) { self.steps = steps }
    init(arrayLiteral elements: String...) { self = Transition(steps: elements) }
}

extension Optional where Wrapped: Collection {
    var isEmpty: Bool { self?.isEmpty ?? true }
}
let nothing: [Int]? = nil
// Checked, not run: the interpreter does not give optionals the members an extension adds.
func emptiness() -> Bool { nothing.isEmpty }

func layout(_ elements: ASDisplayNode?...) -> [ASDisplayNode] { elements.compactMap { $0 } }

final class Color {
    var red: Double = 0
}
let paint = Color()
paint.red = 1

let node = ASDisplayNode()
node.style.preferredSize = CGSize(width: 30, height: 20)
let stack = ASStackLayoutSpec.vertical()
stack.alignItems = .start
stack.children = layout(node, nil)
stack
