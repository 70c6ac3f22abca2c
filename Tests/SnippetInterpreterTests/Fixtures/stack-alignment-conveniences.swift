// ASStackLayoutSpec's horizontalAlignment and verticalAlignment (ASStackLayoutSpec.mm's
// resolveHorizontalAlignment/resolveVerticalAlignment): in a horizontal stack `.right` sets
// justifyContent to end and `.center` sets alignItems to center, so in a 200 × 100 holder the two
// 40 × 20 boxes sit at the right, centred vertically: x = 200 − 80 = 120, y = (100 − 20) / 2 = 40.
// The direction set after them turns the second stack vertical, and the conveniences follow it:
// `.bottom` is now justifyContent end and `.middle` alignItems center: x = (200 − 40) / 2 = 80,
// y = 100 − 40 = 60 (WeChatSwift's AddContactSearchNode was "has no member 'horizontalAlignment'").
// expect-frame first 120 40 40 20
// expect-frame second 160 40 40 20
// expect-frame third 80 160 40 20
// expect-frame fourth 80 180 40 20
let first = ASDisplayNode(), second = ASDisplayNode(), third = ASDisplayNode(), fourth = ASDisplayNode()
for node in [first, second, third, fourth] { node.style.preferredSize = CGSize(width: 40, height: 20) }
let row = ASStackLayoutSpec.horizontal()
row.horizontalAlignment = .right
row.verticalAlignment = .center
row.children = [first, second]
row.style.preferredSize = CGSize(width: 200, height: 100)
let column = ASStackLayoutSpec.horizontal()
column.horizontalAlignment = .middle
column.verticalAlignment = .bottom
column.direction = .vertical
column.children = [third, fourth]
column.style.preferredSize = CGSize(width: 200, height: 100)
ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start, children: [row, column])
