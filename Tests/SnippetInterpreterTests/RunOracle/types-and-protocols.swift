// Types as a node hierarchy is written: inheritance with overrides and super calls, class and
// static members, protocol extensions' defaults, CaseIterable and Equatable enums, nested types,
// generic functions, type checks and casts.
import Foundation

protocol Sized {
    var side: CGFloat { get }
    func area() -> CGFloat
}
extension Sized {
    func area() -> CGFloat { side * side }
    var label: String { "side \(side)" }
}

class Shape: Sized {
    class var kind: String { "shape" }
    static var made = 0
    let side: CGFloat
    init(side: CGFloat) {
        self.side = side
        Shape.made += 1
    }
    func area() -> CGFloat { side * side + 1 }
    func describe() -> String { "\(Self.kind) \(side)" }
    func scaled() -> CGFloat { side * 2 }
}

final class Circle: Shape {
    override class var kind: String { "circle" }
    override func area() -> CGFloat { (side / 2) * (side / 2) * 3 }
    override func scaled() -> CGFloat { super.scaled() + 1 }
}

struct Tile: Sized { let side: CGFloat }

let shapes: [Shape] = [Shape(side: 4), Circle(side: 10)]
print(Tile(side: 3).area(), Tile(side: 3).label)
print(shapes.map { $0.area() }, shapes.map { $0.scaled() }, Shape.made)
print(shapes.map { $0.describe() }, shapes[1].label)
print(shapes.filter { $0 is Circle }.count, (shapes[0] as? Circle)?.side ?? -1, (shapes[1] as? Circle)?.side ?? -1)

enum Density: String, CaseIterable {
    case compact, regular, spacious
    var spacing: CGFloat {
        switch self {
        case .compact: return 4
        case .regular: return 8
        case .spacious: return 16
        }
    }
    static let standard = Density.regular
    func next() -> Density {
        let all = Density.allCases
        let index = all.firstIndex(of: self) ?? 0
        return all[(index + 1) % all.count]
    }
}
print(Density.allCases.count, Density.allCases.map { $0.spacing }, Density.standard.rawValue)
print(Density.compact.next().rawValue, Density.spacious.next().rawValue, Density.compact == .compact, Density.regular != .spacious)

struct Theme: Equatable {
    struct Colors: Equatable { var accent = "blue" }
    var colors = Colors()
    var corner: CGFloat = 8
}
var theme = Theme()
let original = theme
theme.colors.accent = "red"
print(theme == original, theme.colors.accent, original.colors.accent, Theme.Colors().accent)

func largest<T: Comparable>(_ items: [T]) -> T? { items.max() }
func pair<A, B>(_ a: A, _ b: B) -> String { "\(a)-\(b)" }
print(largest([3, 9, 2]) ?? 0, largest(["b", "a"]) ?? "", pair(1, "x"), pair(2.5, true))
