// A class whose superclass chain comes back to it is swiftc's error at its superclass; every walk up
// the chain went round until the stack overflowed, and the process crashed (found by FuzzTests). A
// longer cycle is reported at the class that closes it.
// expected-error@7:20: 'ProductNode' inherits from itself
// expected-error@13:14: 'Badge' inherits from itself
let node = ASDisplayNode()
class ProductNode: ProductNode {
    init(name: String) {
        super.init()
    }
}
class Card: Badge {}
class Badge: Card {}
node
