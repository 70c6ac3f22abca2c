// The style's size helpers make point dimensions with ASDimensionMakeWithPoints, which asserts that
// each side is finite and not negative: a debug build stops at a negative preferred width.
// expected-error@5:12: Texture's assertion failed: Points must be a real positive integer; a debug build of the app stops here
let node = ASDisplayNode()
node.style.preferredSize = CGSize(width: -10, height: 20)
let stack = ASStackLayoutSpec.vertical()
stack.alignItems = .start
stack.children = [node]
stack
