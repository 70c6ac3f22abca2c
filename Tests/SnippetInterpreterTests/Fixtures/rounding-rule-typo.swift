// A misspelt rounding rule named the type '' and offered nothing; it names the rule meant.
// expected-error@5:13: type 'FloatingPointRoundingRule' has no member 'dwn'; did you mean 'down'?
let width: CGFloat = 100
let node = ASDisplayNode()
let third = (width / 3).rounded(.dwn)
node.style.preferredSize = CGSize(width: third, height: 10)
node
