// Values Texture's assertions allow: a fraction of 0…1, zero points, an infinite maximum, and the
// struct's own initializer, which checks nothing (as in Texture).
// expect-frame node 0 0 50 20
// expect-frame other 0 20 10 10
let node = ASDisplayNode()
let half = ASDimensionMakeWithFraction(0.5)
node.style.width = ASDimensionMake("50pt")
node.style.height = ASDimensionMake(.points, 20)
node.style.minWidth = ASDimensionMake(0)
let range = ASSizeRangeMake(CGSize.zero, CGSize(width: CGFloat.infinity, height: .infinity))
let other = ASDisplayNode()
other.style.width = ASDimension(unit: .points, value: 10)
other.style.preferredSize = CGSize(width: 10, height: 10)
let size = other.style.preferredSize
let stack = ASStackLayoutSpec.vertical()
stack.alignItems = .start
stack.style.width = ASDimensionMake(100)
stack.children = [node, other]
stack
