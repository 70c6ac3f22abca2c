// An index past the end of a string traps, as Swift's does, at the call that makes it.
// expected-error@4:*: String index is out of bounds
let text = "ab"
let past = text.index(text.startIndex, offsetBy: 3)
let node = ASDisplayNode()
node
