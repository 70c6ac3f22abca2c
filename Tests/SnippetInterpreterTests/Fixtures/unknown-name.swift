// expected-error@3:41: cannot find 'titleNod' in scope; did you mean 'titleNode'?
let titleNode = ASTextNode()
ASInsetLayoutSpec(insets: .zero, child: titleNod)
