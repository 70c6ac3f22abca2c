// An implicit member assigned to a computed property of the app's own type has that property's
// type (the lookup of the assigned property's type ran forever on a type without a superclass).
// `.pi` is CGFloat's: the box is 31.4159… wide.
// expect-frame node 0 0 31.5 10
final class Box {
    var stored: CGFloat = 0
    var side: CGFloat {
        get { stored }
        set { stored = newValue }
    }
}
let b = Box()
b.side = .pi
let node = ASDisplayNode()
node.style.preferredSize = CGSize(width: b.side * 10, height: 10)
ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start, children: [node])
