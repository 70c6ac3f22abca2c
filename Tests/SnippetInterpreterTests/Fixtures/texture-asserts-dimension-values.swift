// Texture asserts on the values its dimension makers take (ASDimension.h): a fraction outside 0…1
// stops a debug build of the app (the default build of a figure) with Texture's message. It drew
// the node fifty times its parent's width.
// expected-error@6:20: Texture's assertion failed: ASDimension fraction value (50.000000) must be between 0 and 1; a debug build of the app stops here
let node = ASDisplayNode()
node.style.width = ASDimensionMake(.fraction, 50)
node.style.height = ASDimensionMake(20)
let stack = ASStackLayoutSpec.vertical()
stack.alignItems = .start
stack.children = [node]
stack
