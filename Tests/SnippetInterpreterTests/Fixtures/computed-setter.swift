// A computed property's `set` runs (`set(newSide)` names its value): it was "no member 'side'".
// Assigning one with only a getter is Swift's "get-only property" error.
// expected-error@16:8: cannot assign to property: 'area' is a get-only property
final class Box: ASDisplayNode {
    var side: CGFloat {
        get { style.preferredSize.width }
        set(newSide) { style.preferredSize = CGSize(width: newSide, height: newSide) }
    }

    var area: CGFloat { side * side }
}

let box = Box()
box.side = 30
let frozen = Box()
frozen.area = 4
ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start, children: [box, frozen])
