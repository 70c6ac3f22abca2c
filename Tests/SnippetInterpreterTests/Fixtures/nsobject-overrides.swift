// NSObject's `responds(to:)`, `isEqual(_:)`, `hash` and `debugDescription` are overridden by apps'
// data sources and models: "method does not override any method from its superclass" was wrong.
// expect-frame node 0 0 10 10
final class Source: NSObject {
    override func responds(to aSelector: Selector!) -> Bool {
        super.responds(to: aSelector)
    }

    override func isEqual(_ object: Any?) -> Bool { object is Source }
    override var hash: Int { 1 }
    override var debugDescription: String { "Source" }
}

let node = ASDisplayNode()
node.style.preferredSize = CGSize(width: 10, height: 10)
let stack = ASStackLayoutSpec.vertical()
stack.alignItems = .start
stack.children = [node]
stack
