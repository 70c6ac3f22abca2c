// CGFloat's constants written as implicit members where a CGFloat is expected: `.nan` stopped with
// "cannot convert value of type ''", though Swift accepts it (`.infinity` and `.zero` ran).
// expect-frame node 0 0 40 30
let limits = CGSize(width: .nan, height: .pi)
let big = CGSize(width: .infinity, height: .greatestFiniteMagnitude)
let tiny = CGSize(width: .leastNonzeroMagnitude, height: .zero)
let node = ASDisplayNode()
node.style.preferredSize = CGSize(width: 40, height: 30)
let stack = ASStackLayoutSpec.vertical()
stack.alignItems = .start
stack.children = [node]
stack
