// A framework struct where another is needed is the compiler's error, on properties that are drawn
// and on those that are not, and for arguments; a value of the right type is not.
// expected-error@12:14: cannot assign value of type 'CGSize' to type 'CGRect'
// expected-error@13:23: cannot assign value of type 'CGSize' to type 'CGPoint'
// expected-error@14:34: cannot assign value of type 'CGPoint' to type 'ASLayoutSize'
// expected-error@15:38: cannot convert value of type 'CGSize' to expected argument type 'UIEdgeInsets'
// expected-error@16:27: cannot assign value of type 'CGRect' to type 'UIEdgeInsets'
let node = ASDisplayNode()
let table = ASTableNode()
let offset = CGPoint(x: 0, y: 20)
let bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
node.frame = CGSize(width: 10, height: 10)
table.contentOffset = CGSize(width: 1, height: 2)
node.style.preferredLayoutSize = offset
let spec = ASInsetLayoutSpec(insets: CGSize(width: 1, height: 1), child: node)
table.view.contentInset = bounds
table.contentOffset = offset
node.frame = bounds
spec
