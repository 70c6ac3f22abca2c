// Type names renamed since a project was written are rejected naming today's (Texture 3 renamed
// ASViewController; Swift 4.2 nested NSAttributedStringKey), and a misspelt framework superclass is
// a type the compiler cannot find, not a class that silently draws nothing.
// expected-error@8:29: 'ASViewController' has been renamed to 'ASDKViewController'
// expected-error@15:18: 'NSAttributedStringKey' has been renamed to 'NSAttributedString.Key'
// expected-error@16:69: 'NSAttributedStringKey' has been renamed to 'NSAttributedString.Key'
// expected-error@19:20: cannot find type 'ASDisplayNod' in scope; did you mean 'ASDisplayNode'?
final class ListController: ASViewController<ASTableNode> {
    init() {
        super.init(node: ASTableNode())
    }
}

let title = ASTextNode()
let attributes: [NSAttributedStringKey: Any] = [:]
title.attributedText = NSAttributedString(string: "A", attributes: [NSAttributedStringKey.font: UIFont.systemFont(ofSize: 12)])
_ = attributes

final class Badge: ASDisplayNod {}

title
