import ConstraintSolver

/// A solved layout that can take a changed intrinsic size without solving again from scratch: a
/// multi-line label measured again at the width it was given (L3) only moves the constants of its
/// hugging and compression-resistance constraints, which the solver edits in place.
public struct AutoLayoutSession {
    private var engine: AutoLayoutEngine
    public private(set) var result: AutoLayoutResult

    public init(_ hierarchy: ViewHierarchy, root: ViewID, as kind: LayoutRoot) {
        engine = AutoLayoutEngine(hierarchy: hierarchy, root: root, kind: kind)
        result = engine.run()
    }

    /// The view's new intrinsic size, applied by editing constants. False when it cannot be (the
    /// view gains or loses an intrinsic size on an axis): lay out again instead.
    public mutating func setIntrinsicSize(_ size: ContentSize, of view: ViewID) -> Bool {
        guard engine.setIntrinsicSize(size, of: view) else { return false }
        result = engine.currentResult()
        return true
    }
}

extension AutoLayoutEngine {
    mutating func setIntrinsicSize(_ size: ContentSize, of view: ViewID) -> Bool {
        let own = added.filter { entry in
            let constraint = entry.value.constraint
            return (constraint.origin == .contentHugging || constraint.origin == .compressionResistance) && constraint.first.item == .view(view)
        }
        for axis in Axis.allCases {
            let value = axis == .horizontal ? size.width : size.height
            let onAxis = own.filter { $0.value.constraint.first.attribute.axis == axis }
            // An axis that has, or gets, no intrinsic size changes the constraints themselves.
            if (value < 0) != onAxis.isEmpty { return false }
            for (id, _) in onAxis {
                // The constraint is `size ≤ c` or `size ≥ c`: its expression's constant is −c.
                do { try system.setConstant(id, to: -grid.ceil(value)) } catch { return false }
            }
        }
        return true
    }
}
