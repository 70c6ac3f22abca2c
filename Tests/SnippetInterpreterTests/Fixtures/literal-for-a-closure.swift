// A literal given where a closure is expected is the compiler's error (it passed the check, and the
// run ignored the block): `ASScrollNode(viewBlock: 5)`.
// expected-error@4:33: cannot convert value of type 'Int' to expected argument type '() -> UIView'
let s = ASScrollNode(viewBlock: 5)
s.style.preferredSize = CGSize(width: 10, height: 10)
ASWrapperLayoutSpec(layoutElement: s)
