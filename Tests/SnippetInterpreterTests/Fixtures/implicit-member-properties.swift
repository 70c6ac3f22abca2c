// A stored or static property's value written as an implicit member (`var state: State = .empty`,
// State nested in the class) has the property's type: it was a value of no type ("value of type ''
// has no member 'count'"), as in Texture's own Swift example.
// expect-frame counter 0 0 30 24
// expect-root 375 24
final class CounterNode: ASDisplayNode {
    struct State {
        var count: Int
        static let empty = State(count: 3)
    }
    static var spacing: CGFloat = .zero
    fileprivate(set) var state: State = .empty
    var inset: UIEdgeInsets = .zero

    override init() {
        super.init()
        style.preferredSize = CGSize(width: CGFloat(state.count * 10) + inset.left, height: 24 + CounterNode.spacing)
    }
}
let counter = CounterNode()
ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start, children: [counter])
