// `as!` to a class the value is not traps, as Swift does at run time.
// expected-error@5:13: could not cast value of type 'ASDisplayNode' to 'ASTextNode'
let plain = ASDisplayNode()
plain.style.preferredSize = CGSize(width: 10, height: 10)
let text = (plain as! ASTextNode)
text
