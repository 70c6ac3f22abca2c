// Texture's node classes that declare no initializer of their own (ASScrollNode, ASTextNode,
// ASImageNode, ASButtonNode) inherit ASDisplayNode's, as Swift imports Objective-C classes:
// `ASScrollNode(viewBlock:)` was "extra argument 'viewBlock'". A made-up label is still an error
// of the inherited initializers (see inherited-framework-initializer-label.swift).
// expected-warning@8:14: 'ASScrollNode(viewBlock:)' changes what the screen shows, but diagrams do not draw it
// expect-frame scroll 0 0 100 50
// expect-frame label 0 50 30 20
let scroll = ASScrollNode(viewBlock: { UIScrollView() })
scroll.style.preferredSize = CGSize(width: 100, height: 50)
let label = ASTextNode()
label.style.preferredSize = CGSize(width: 30, height: 20)
ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start, children: [scroll, label])
