// Every misspelled, missing or extra argument label is reported at once, at its label, with a fix-it.
// expected-error@12:34: incorrect argument label 'widht:' in call to 'CGSize'; did you mean 'width:'?
// expected-error@13:53: incorrect argument label 'spacng:' in call to 'ASStackLayoutSpec'; did you mean 'spacing:'?
// expected-error@14:34: incorrect argument label 'centeringOption:' in call to 'ASCenterLayoutSpec'; did you mean 'centeringOptions:'?
// expected-error@15:31: incorrect argument label 'inset:' in call to 'ASInsetLayoutSpec'; did you mean 'insets:'?
// expected-error@16:43: extra argument 'extra' in call to 'CGSize' (declared as 'init(width:height:)')
// expected-error@17:33: argument 'width' must precede argument 'height'
// expected-error@18:46: missing argument for parameter 'child' in call to 'ASInsetLayoutSpec' (declared as 'init(insets:child:)')
// expected-error@19:25: missing argument label 'width:' in call to 'CGSize'
let box = ASDisplayNode()
let other = ASDisplayNode()
box.style.preferredSize = CGSize(widht: 50, height: 50)
let stack = ASStackLayoutSpec(direction: .vertical, spacng: 12, justifyContent: .start, alignItems: .start, children: [box])
let centred = ASCenterLayoutSpec(centeringOption: .XY, sizingOptions: [], child: box)
let inset = ASInsetLayoutSpec(inset: .zero, child: other)
let tooMany = CGSize(width: 1, height: 2, extra: 3)
let swapped = CGSize(height: 1, width: 2)
let missing = ASInsetLayoutSpec(insets: .zero)
let unlabelled = CGSize(50, height: 50)
stack
