// A computed property's `set` runs with the value it is given (`set(newSide)` names it), on the
// object it is set on: it was "value of type 'Box' has no member 'side'".
// expect-frame box 0 0 30 30
final class Box: ASDisplayNode {
    var side: CGFloat {
        get { style.preferredSize.width }
        set(newSide) { style.preferredSize = CGSize(width: newSide, height: newSide) }
    }
}

let box = Box()
box.side = 30
ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start, children: [box])
