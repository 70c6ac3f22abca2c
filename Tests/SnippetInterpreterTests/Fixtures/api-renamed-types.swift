// Type names renamed since a project was written are rejected naming today's (Texture 3 renamed
// ASViewController; Swift 4.2 nested NSAttributedStringKey), and a misspelt framework superclass is
// a type the compiler cannot find, not a class that silently draws nothing.
// expected-error@9:29: 'ASViewController' has been renamed to 'ASDKViewController'
// expected-error@16:18: 'NSAttributedStringKey' has been renamed to 'NSAttributedString.Key'
// expected-error@17:69: 'NSAttributedStringKey' has been renamed to 'NSAttributedString.Key'
// expected-error@20:20: cannot find type 'ASDisplayNod' in scope; did you mean 'ASDisplayNode'?
// expected-error@21:18: cannot find type 'ASViewControler' in scope; did you mean 'ASDKViewController'?
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
final class Old: ASViewControler<ASTableNode> {}

title
