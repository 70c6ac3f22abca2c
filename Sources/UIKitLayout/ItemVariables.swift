import ConstraintSolver

/// The four unknowns of an item's rectangle, in the root view's coordinates.
struct ItemVariables: Sendable {
    var left, top, width, height: Variable

    func expression(for attribute: Attribute) -> LinearExpression {
        switch attribute {
        case .left, .leading: LinearExpression(left)
        case .right, .trailing: LinearExpression([left: 1, width: 1])
        case .top: LinearExpression(top)
        case .bottom: LinearExpression([top: 1, height: 1])
        case .width: LinearExpression(width)
        case .height: LinearExpression(height)
        case .centerX: LinearExpression([left: 1, width: 0.5])
        case .centerY: LinearExpression([top: 1, height: 0.5])
        default: preconditionFailure("margin attributes are resolved to the margins guide first")
        }
    }

    func origin(on axis: Axis) -> LinearExpression { LinearExpression(axis == .horizontal ? left : top) }
    func length(on axis: Axis) -> LinearExpression { LinearExpression(axis == .horizontal ? width : height) }
}
