// Aliases of named types: members read through the alias, in the compiler's words, which name the
// alias and the type it stands for.
import Foundation

typealias Store = UserDefaults
typealias Center = NotificationCenter
typealias Settings = Store
enum Mode { case compact, regular }
struct Card {
    typealias Style = Mode
    var style: Style = .compact
    static let fallback: Style = .regulr
}
typealias Layout = Card.Style
let store = Store.standrd
let center = Center.defalt
let chained = Settings.standrd
let annotated: Store = .standrd
let nested: Card.Style = .compakt
let outer: Layout = .regular
let fine = Store.standard
let alsoFine: Settings = .standard
