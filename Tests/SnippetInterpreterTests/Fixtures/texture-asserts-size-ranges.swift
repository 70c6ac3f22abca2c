// ASSizeRangeMake asserts that the minimum is no larger than the maximum.
// expected-error@4:13: Texture's assertion failed: Range min width (100.000000) must not be larger than max width (50.000000); a debug build of the app stops here
let node = ASDisplayNode()
let range = ASSizeRangeMake(CGSize(width: 100, height: 0), CGSize(width: 50, height: 40))
node.style.preferredSize = CGSize(width: 10, height: 10)
let stack = ASStackLayoutSpec.vertical()
stack.alignItems = .start
stack.children = [node]
stack
