// A misspelt member of a type the code declares whole (its own struct, class or enum, conforming
// only to its own protocols and to Swift's) is the compiler's error even where the figure never
// reads it. The checker compared members only for types with a framework ancestor, so
// `product.titel` in a branch not taken ran without a word.
// expected-error@31:17: value of type 'Product' has no member 'titel'; did you mean 'title'?
// expected-error@32:16: value of type 'Basket' has no member 'totl'; did you mean 'total'?
// expected-error@33:14: value of type 'Size' has no member 'widht'; did you mean 'width'?
// expected-error@34:14: value of type 'Shop' has no member 'greting'; did you mean 'greeting'?
struct Product: Hashable {
    var title = ""
    var price: CGFloat = 0
}
final class Basket {
    var items: [Product] = []
    var total: CGFloat { items.reduce(0) { $0 + $1.price } }
}
enum Size: Int {
    case small, large
    var width: CGFloat { self == .small ? 80 : 160 }
}
protocol Named { var name: String { get } }
extension Named { var greeting: String { "Hi " + name } }
struct Shop: Named { let name = "Corner" }
let product = Product(title: "Tea", price: 3)
let basket = Basket()
let size = Size.large
let shop = Shop()
let card = ASDisplayNode()
card.style.preferredSize = CGSize(width: size.width, height: 40)
if card.style.preferredSize.width > 200 {
    _ = product.titel
    _ = basket.totl
    _ = size.widht
    _ = shop.greting
}
_ = product.hashValue
_ = size.rawValue
_ = shop.greeting
card
