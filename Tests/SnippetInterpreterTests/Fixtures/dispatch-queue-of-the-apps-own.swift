// A queue the app makes (`DispatchQueue(label:)`) runs its work as the main queue does, and
// `sync` returns what the work returns. A workshop project's theme manager guards its listeners
// with one; its `add` was left out of the sources ("value of type 'DispatchQueue' has no member
// 'sync'"), and every cell that registers for themes failed with it. 40 + 60 wide.
// expect-frame bar 0 0 100 20
final class Store {
    static let queue = DispatchQueue(label: "store", qos: .utility)
    static var widths: [CGFloat] = []
    static func add(_ width: CGFloat) {
        queue.sync { widths.append(width) }
    }
    static func total() -> CGFloat { queue.sync { widths.reduce(0, +) } }
}
Store.add(40)
Store.add(60)
let bar = ASDisplayNode()
bar.style.preferredSize = CGSize(width: Store.total(), height: 20)
ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start, children: [bar])
