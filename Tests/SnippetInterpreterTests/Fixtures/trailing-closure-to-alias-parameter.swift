// A trailing closure binds to a labelled parameter whose type is an escaping type alias of a
// function type (`callback: @escaping Callback`), as Swift's forward scan does: the checker read
// the alias as no function and said "missing argument label 'callback:'".
// expect-frame content 0 0 50 50
final class Box<Content: ASDisplayNode> {
    typealias Callback = (Content) -> Void
    let content: Content
    var callback: Callback?

    init(_ content: Content, _ side: CGFloat, callback: @escaping Callback) {
        self.content = content
        self.callback = callback
        content.style.preferredSize = CGSize(width: side, height: side)
    }
}

let content = ASDisplayNode()
let box = Box(content, 30) { node in
    node.style.preferredSize = CGSize(width: 50, height: 50)
}
box.callback?(box.content)
let stack = ASStackLayoutSpec.vertical()
stack.alignItems = .start
stack.children = [content]
stack
