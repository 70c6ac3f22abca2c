// Texture shows a node's subnodes only. 'title' is in the card's spec, but the card neither sets
// automaticallyManagesSubnodes nor adds it: on a device the title takes its place and is not shown.
// 'price' was added with addSubnode, and the shelf manages its subnodes: neither is warned about.
// The figure still draws the layout (title 80 × 20 inset by 8).
// expected-warning@11:5: 'title' is laid out by 'card' but not shown on a device: set 'card.automaticallyManagesSubnodes = true' or add it with 'addSubnode(_:)'
// expect-frame title 8 8 80 20
let title = ASDisplayNode()
title.style.preferredSize = CGSize(width: 80, height: 20)
let card = ASDisplayNode()
card.layoutSpecBlock = { _, _ in
    ASInsetLayoutSpec(insets: UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8), child: title)
}
let price = ASDisplayNode()
price.style.preferredSize = CGSize(width: 40, height: 20)
let tag = ASDisplayNode()
tag.addSubnode(price)
tag.layoutSpecBlock = { _, _ in ASWrapperLayoutSpec(layoutElement: price) }
let shelf = ASDisplayNode()
shelf.automaticallyManagesSubnodes = true
shelf.layoutSpecBlock = { _, _ in
    ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start, children: [card, tag])
}
shelf
