// Identity of class instances (`===`, `!==`, what a coordinator list compares with), and a nested
// type declared in an extension of a class, used by its plain name inside the class.
final class Card {
    private let appearance = Appearance()
    func width() -> Double { appearance.width }
}
private extension Card {
    struct Appearance {
        let width = 35.0
    }
}
let a = Card()
let b = Card()
print(a === a, a === b, a !== b)
let list: [Card] = [a, b]
print(list.filter { $0 === b }.count)
print(Card().width())
let maybe: Card? = nil
print(maybe === nil, a !== nil)
