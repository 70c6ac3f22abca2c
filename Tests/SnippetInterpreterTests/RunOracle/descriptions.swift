// What interpolation shows for the code's own values, as a label would show it: a struct with
// its properties in order (an optional one wrapped, strings quoted), and enum cases with and
// without a payload. (A struct or enum inside another value, or in an array, is named with the
// app's module, `MyApp.Badge(…)`, which a snippet does not have; those are not printed here.)
import Foundation

struct Badge { var text: String; var count: Int }
struct Card {
    var title: String
    var subtitle: String?
    var note: String?
    var price: Double = 9.5
    var isNew = true
}
enum Load { case idle, loaded(Int), failed(String) }

let card = Card(title: "Shoe", subtitle: nil, note: "sale")
print("\(card)")
print("\(Badge(text: "x", count: 0))", Badge(text: "a \"b\"", count: 1))
print("\(Load.idle) \(Load.loaded(3)) \(Load.failed("timeout"))")
var badge = Badge(text: "new", count: 2)
badge.count += 1
print("Badge: \(badge)", "\(badge.text.count)")
