// expected-error@3:41: cannot find 'titleNod' in scope
let titleNode = ASTextNode()
ASInsetLayoutSpec(insets: .zero, child: titleNod)
