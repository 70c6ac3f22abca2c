// A misspelt type name wherever a type is written: an annotation, a parameter, a result, an element
// type, a generic argument, an extension. Each is the compiler's "cannot find type", even in code
// nothing runs.
import Foundation

typealias Store = UserDefaults
struct Card { var title = "" }
let store: Stor = .standard
func show(_ card: Crad) {}
func make() -> Cardd? { nil }
var cards: [Crad] = []
var named: [String: Crad] = [:]
let maybe: Optional<Crad> = nil
extension Stor {}
let text: Strng = ""
let fine: Card = Card()
// Real types one slip from the code's own are not typos: Swift's `CodingKey` beside `CodingKeys`.
enum CodingKeys: String, CodingKey { case title }
let key: CodingKey? = CodingKeys.title
// A cast's type is written as an annotation's is.
let castCard = fine as Any as? Crad
let isCard = fine is Cadr
