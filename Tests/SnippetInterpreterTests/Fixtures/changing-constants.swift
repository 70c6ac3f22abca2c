// Changes Swift rejects: each ran and drew the changed value, a wrong figure with a green build.
// A struct held by a `let` or a parameter, a `let` property, `self` in a method that is not
// `mutating`, and a `mutating` method called on a constant. The changes at the end are allowed.
// expected-error@23:20: cannot assign to property: 'self' is immutable; mark method 'mutating' to make 'self' mutable
// expected-error@25:53: left side of mutating operator isn't mutable: 'size' is a 'let' constant
// expected-error@37:6: cannot assign to property: 'side' is a 'let' constant; change 'let' to 'var' to make it mutable
// expected-error@39:6: cannot assign to property: 'base' is a 'let' constant; change 'let' to 'var' to make it mutable
// expected-error@40:6: cannot use mutating member on immutable value: 'base' is a 'let' constant; change 'let' to 'var' to make it mutable
// expected-error@41:31: left side of mutating operator isn't mutable: 'total' is a 'let' constant; change 'let' to 'var' to make it mutable
// expected-error@42:53: cannot assign to property: 'sizes' is a 'let' constant; change 'let' to 'var' to make it mutable
// expected-error@43:6: cannot assign through subscript: 'sizes' is a 'let' constant; change 'let' to 'var' to make it mutable
// expected-error@43:31: cannot use mutating member on immutable value: 'sizes' is a 'let' constant; change 'let' to 'var' to make it mutable
// expected-error@45:10: cannot assign to property: 'item' is a 'let' constant
// expected-error@48:10: cannot assign to property: 'cornerRadius' is a get-only property
struct Metrics {
    var width: CGFloat
    var cornerRadius: CGFloat { width / 2 }
    mutating func grow() { width += 5 }
    mutating func reset() {
        width = 0
        grow()
    }
    func widen() { width = 40 }
}
func doubled(_ size: CGSize) -> CGSize { size.width *= 2; return size }

final class Card: ASDisplayNode {
    let side: CGFloat = 10
    var metrics = Metrics(width: 1)
    init(metrics: Metrics) {
        self.metrics = metrics
        super.init()
    }
}

let card = Card(metrics: Metrics(width: 3))
card.side = 30
let base = Metrics(width: 10)
base.width = 30
base.grow()
let total: CGFloat = 1; total += 1
let sizes = [CGSize(width: 1, height: 1)]; sizes[0].width = 4
sizes[0] = CGSize.zero; sizes.append(CGSize.zero)
for item in [Metrics(width: 1)] {
    item.width = 2
}
var changing = base
changing.cornerRadius = 3

// Allowed: a `var`, a class held by a `let`, a deferred `let`, a struct's property in a class, `for var`.
changing.width = 20
card.metrics.width = 20
let node = ASDisplayNode()
node.style.width = ASDimension(unit: .points, value: 20)
let later: CGFloat
later = 3
for var item in [Metrics(width: 1)] { item.width = 2 }
// A library's class the code only extends, and an API class it extends, are not structs.
extension LibraryButton { var isReady: Bool { true } }
extension UIImage { var badge: Int { get { 0 } set {} } }
func configure() {
    let button = LibraryButton()
    button.title = "Buy"
    let image = UIImage()
    image.badge = 2
}
node
