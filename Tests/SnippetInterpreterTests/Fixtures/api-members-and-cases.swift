// Enum cases, static members, members of a node and read-only properties are checked by type.
// expected-error@11:82: type 'ASStackLayoutJustifyContent' has no member 'centre'; did you mean 'center'?
// expected-error@11:103: type 'ASStackLayoutAlignItems' has no member 'strech'; did you mean 'stretch'?
// expected-error@12:7: value of type 'ASTextNode' has no member 'attributedTxt'; did you mean 'attributedText'?
// expected-error@13:7: cannot assign to property: 'calculatedSize' is a get-only property
// expected-error@14:25: type 'NSLineBreakMode' has no member 'byTruncatingTial'; did you mean 'byTruncatingTail'?
// expected-error@15:26: type 'UIColor' has no member 'sytemBlue'; did you mean 'systemBlue'?
// expected-error@16:43: cannot convert value of type 'String' to expected argument type 'CGFloat'
let title = ASTextNode()
let badge = ASDisplayNode()
let row = ASStackLayoutSpec(direction: .horizontal, spacing: 8, justifyContent: .centre, alignItems: .strech, children: [title, badge])
title.attributedTxt = NSAttributedString(string: "Hi")
title.calculatedSize = CGSize.zero
title.truncationMode = .byTruncatingTial
badge.backgroundColor = .sytemBlue
badge.style.preferredSize = CGSize(width: "20", height: 20)
row
