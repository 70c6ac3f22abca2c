// muukii's HighlightAnimationDescriptor, reduced: `.init { … }` made from the type the context
// expects (a typed constant, a `static let` typed `Self`, a function's return), a static member
// calling another unqualified, and a trailing closure passing over a parameter with a default
// (Swift's forward scan). Each failed: "value of type '' has no member", "cannot find
// 'scaled' in scope", "incorrect argument label". An @inert property reads as set, else its
// declared default (Texture's `isLayerBacked` is false): it was "condition must be a Bool".
// expect-frame node 0 0 10 20
// expect-frame node#2 0 20 30 20
// expect-frame node#3 0 40 50 20
struct Descriptor {
    typealias Block = (CGFloat) -> CGFloat
    let width: Block
    let height: CGFloat

    init(height: () -> CGFloat = { 20 }, width: @escaping Block) {
        self.height = height()
        self.width = width
    }

    static let plain: Self = .init { _ in 10 }
    static let wide: Descriptor = scaled(3)

    static func scaled(_ factor: CGFloat) -> Descriptor {
        return .init { base in base * factor }
    }
}

func box(_ descriptor: Descriptor) -> ASDisplayNode {
    let node = ASDisplayNode()
    node.style.preferredSize = CGSize(width: descriptor.width(10), height: descriptor.height)
    return node
}

let layered = ASDisplayNode()
let flattened = ASDisplayNode()
flattened.isLayerBacked = true
let custom: Descriptor = .init(height: { 20 }) { _ in layered.isLayerBacked ? 0 : 50 }
let first = box(.plain)
let second = box(Descriptor.wide)
let third = box(flattened.isLayerBacked ? custom : .plain)
ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start, children: [first, second, third])
