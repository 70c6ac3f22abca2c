import LayoutEngine
import SwiftSyntax

/// Core Animation's `CACornerMask`, the corners `cornerRadius` rounds: an option set written as a
/// case (`.layerMinXMinYCorner`) or an array of them.
enum CornerMask {
    static let corners: [String: RoundedCorners] = [
        "layerMinXMinYCorner": .topLeft, "layerMaxXMinYCorner": .topRight,
        "layerMinXMaxYCorner": .bottomLeft, "layerMaxXMaxYCorner": .bottomRight,
    ]

    static func corners(_ value: Value, at node: some SyntaxProtocol) throws(InterpreterError) -> RoundedCorners {
        let items: [Value]
        if case .array(let list) = value { items = list } else { items = [value] }
        var result: RoundedCorners = []
        for item in items {
            guard let name = Convert.caseName(item), let corner = corners[name] else {
                throw InterpreterError("cannot convert value of type '\(item.typeName)' to expected type 'CACornerMask'", at: node)
            }
            result.insert(corner)
        }
        return result
    }

    /// The mask as code would write it, the corners in Core Animation's order.
    static func value(_ corners: RoundedCorners) -> Value {
        let order = ["layerMinXMinYCorner", "layerMaxXMinYCorner", "layerMinXMaxYCorner", "layerMaxXMaxYCorner"]
        return .array(order.filter { self.corners[$0].map(corners.contains) ?? false }.map { .enumCase(type: "CACornerMask", name: $0, payload: []) })
    }
}
