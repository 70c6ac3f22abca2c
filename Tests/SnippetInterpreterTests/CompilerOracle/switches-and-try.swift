// A switch over an enum of the code that misses a case, and a throwing function called without try.
import Foundation

enum Density { case compact, regular, spacious }
enum Radius { case fixed(CGFloat), circle }

func side(_ density: Density) -> CGFloat {
    switch density {
    case .compact: return 1
    case .regular: return 2
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
    switch radius {
    case let .fixed(value): return value
    case .circle: break
    }
    switch density {
    case .compact: return 1
    default: return 2
    }
}

func load() throws -> String { "Shoes" }
func run() {
    let title = load()
    let safe = try? load()
    _ = (title, safe)
}
