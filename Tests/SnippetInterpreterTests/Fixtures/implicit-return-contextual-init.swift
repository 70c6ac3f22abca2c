// A function whose body is one implicit member expression returns a value of its return type:
// `func wrapped() -> ASWrapperLayoutSpec { .init(layoutElement: self) }` made a bare `.init`
// value, so setting the spec's properties failed ("cannot assign to property of ''").
// expect-frame node 0 0 24 24
extension ASDisplayNode {
    func wrapped() -> ASWrapperLayoutSpec {
        .init(layoutElement: self)
    }
}

let node = ASDisplayNode()
node.style.preferredSize = CGSize(width: 24, height: 24)
let spec = node.wrapped()
spec.isMutable = false
let stack = ASStackLayoutSpec.vertical()
stack.alignItems = .start
stack.children = [spec]
stack
