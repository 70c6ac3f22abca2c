// Swift 3 and Objective-C era spellings are rejected as the compiler rejects them, naming today's.
// expected-error@9:69: 'NSForegroundColorAttributeName' has been renamed to 'NSAttributedString.Key.foregroundColor'
// expected-error@10:50: 'UIFontWeightBold' has been renamed to 'UIFont.Weight.bold'
// expected-error@11:39: 'UIEdgeInsetsMake' has been replaced by 'UIEdgeInsets.init(top:left:bottom:right:)'
// expected-error@12:29: 'CGSizeZero' has been renamed to 'CGSize.zero'
func CGRectMake(_ x: CGFloat) -> CGFloat { x }
let title = ASTextNode()
let shadowed = CGRectMake(4)
title.attributedText = NSAttributedString(string: "A", attributes: [NSForegroundColorAttributeName: UIColor.red])
let font = UIFont.systemFont(ofSize: 12, weight: UIFontWeightBold)
let inset = ASInsetLayoutSpec(insets: UIEdgeInsetsMake(1, 2, 3, 4), child: title)
title.style.preferredSize = CGSizeZero
inset
