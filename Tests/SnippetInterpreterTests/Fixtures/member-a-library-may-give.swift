// A member missing from a value, in a file that imports a library Layoutbook does not stand in for,
// may be that library's (`4.f` from an extension of Int), and the message says so, as "cannot find"
// does; the run cannot go on without it.
// expected-error@9:44: value of type 'Int' has no member 'f'; it may be CGFloatLiteral's, which this file imports and Layoutbook does not stand in for
import AsyncDisplayKit
import CGFloatLiteral

let node = ASDisplayNode()
node.style.preferredSize = CGSize(width: 4.f, height: 10)
node
