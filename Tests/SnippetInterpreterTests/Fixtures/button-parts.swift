// ASButtonNode's `titleNode` and `imageNode` are nodes of their own: their style is laid out in the
// button's stack (centred, both ways). `button.imageNode.style.preferredSize = …` was "no member".
// A title set after the part was read still shows in it.
// expect-frame buy 0 0 80 40
// expect-frame buy.title 15 10 50 20
let buy = ASButtonNode()
buy.style.preferredSize = CGSize(width: 80, height: 40)
buy.titleNode.style.preferredSize = CGSize(width: 50, height: 20)
buy.imageNode.style.preferredSize = CGSize(width: 32, height: 32)
buy.setTitle("Go", with: UIFont.systemFont(ofSize: 10), with: nil, for: .normal)
if buy.titleNode.attributedText == nil {
    buy.style.preferredSize = .zero
}

let stack = ASStackLayoutSpec.vertical()
stack.alignItems = .start
stack.children = [buy]
stack
