// A case the enum does not have, in a switch: the compiler names it, and says nothing of exhaustiveness.
import Foundation

enum Density { case compact, regular }

func gap(_ density: Density) -> CGFloat {
    switch density {
    case .compact: return 1
    case .regulr: return 2
    }
}
