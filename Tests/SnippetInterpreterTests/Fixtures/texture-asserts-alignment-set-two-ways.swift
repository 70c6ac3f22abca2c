// A stack's alignItems or justifyContent set directly while its horizontalAlignment (or
// verticalAlignment) decides it: ASStackLayoutSpec asserts, so a debug build stops. The figure
// showed whichever Texture would apply last, a guess at what the author meant.
// expected-error@9:7: Texture's assertion failed: Cannot set this property directly because horizontalAlignment is being used; a debug build of the app stops here
let a = ASDisplayNode()
a.style.preferredSize = CGSize(width: 10, height: 10)
let stack = ASStackLayoutSpec.horizontal()
stack.horizontalAlignment = .right
stack.alignItems = .start
stack.children = [a]
stack
