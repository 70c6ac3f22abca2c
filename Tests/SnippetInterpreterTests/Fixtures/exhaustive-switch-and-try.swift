// A switch over an enum the code declares that misses a case, and a call of a throwing function
// without `try`: the compiler's errors. The run only failed when the missing case came up.
// expected-error@11:5: switch must be exhaustive; add missing case: '.spacious'
// expected-error@17:5: switch must be exhaustive; add missing case: '.fixed'
// expected-error@47:13: call can throw but is not marked with 'try'; did you mean to use 'try'?
enum Density { case compact, regular, spacious }
enum Radius { case fixed(CGFloat), circle }
struct LoadError: Error {}
func loadTitle() throws -> String { "Shoes" }
func side(for density: Density) -> CGFloat {
    switch density {
    case .compact: return 10
    case .regular: return 20
    }
}
func corner(_ radius: Radius) -> CGFloat {
    switch radius {
    case .fixed(0): return 0
    case .circle: return 50
    }
}
extension Density {
    var gap: CGFloat {
        switch self {
        case .compact, .regular: return 4
        case .spacious: return 8
        }
    }
}
func allowed(_ radius: Radius, _ density: Density) -> CGFloat {
    var total: CGFloat = 0
    switch radius {
    case let .fixed(value): total += value
    case .circle: total += 1
    }
    switch density {
    case .compact: total += 1
    default: break
    }
    switch radius {
    case .fixed(_), .circle: total += 1
    }
    let title = try? loadTitle()
    total += CGFloat(title?.count ?? 0)
    return total
}
let title = loadTitle()
let node = ASDisplayNode()
node.style.preferredSize = CGSize(width: side(for: .compact), height: allowed(.circle, .regular))
node
