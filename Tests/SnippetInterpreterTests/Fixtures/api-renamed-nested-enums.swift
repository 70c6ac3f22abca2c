// Swift 4.2 nested UIKit's enums in their classes: today's spellings run, the old ones are
// rejected naming today's, as the compiler does.
// expected-error@11:19: 'UIViewContentMode' has been renamed to 'UIView.ContentMode'
// expected-error@12:54: 'UIControlState' has been renamed to 'UIControl.State'
let image = ASImageNode()
image.contentMode = UIView.ContentMode.scaleAspectFill
let button = ASButtonNode()
button.setTitle("Buy", with: nil, with: .black, for: UIControl.State.normal)
let table = ASTableNode(style: UITableView.Style.grouped)
let old = ASImageNode()
old.contentMode = UIViewContentMode.scaleAspectFill
button.setTitle("Buy", with: nil, with: .black, for: UIControlState.normal)
