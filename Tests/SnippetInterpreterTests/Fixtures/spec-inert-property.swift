// A spec's @inert property (`isMutable`, which Texture clears once a spec is laid out) is accepted,
// reads back what was set, and reads Texture's default (true) before: it was "no member", so
// VATextureKit's wrapper node, which sets it in a `defer`, did not run.
// expect-frame child 0 0 20 20
final class Wrapper: ASDisplayNode {
    private var spec: ASLayoutSpec?
    let child = ASDisplayNode()

    override init() {
        super.init()
        automaticallyManagesSubnodes = true
        child.style.preferredSize = CGSize(width: 10, height: 10)
    }

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        defer { spec?.isMutable = false }
        let wrapper = ASWrapperLayoutSpec(layoutElement: child)
        if wrapper.isMutable { child.style.preferredSize = CGSize(width: 20, height: 20) }
        wrapper.isMutable = false
        if wrapper.isMutable { child.style.preferredSize = .zero }
        spec = wrapper
        return spec ?? ASLayoutSpec()
    }
}

let stack = ASStackLayoutSpec.vertical()
stack.alignItems = .start
stack.children = [Wrapper()]
stack
