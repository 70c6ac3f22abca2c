// A misspelt member of a type the code declares whole, read where nothing runs it.
import Foundation

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
func neverCalled() {
    _ = product.titel
    _ = basket.totl
    _ = size.widht
    _ = shop.greting
}
_ = product.hashValue
_ = size.rawValue
_ = shop.greeting
