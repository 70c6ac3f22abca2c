// An initializer a class inherits is checked as its own is: ASScrollNode has ASDisplayNode's.
// expected-error@3:27: incorrect argument label 'viewBlok:' in call to 'ASScrollNode'; did you mean 'viewBlock:'?
let scroll = ASScrollNode(viewBlok: { UIScrollView() })
scroll
