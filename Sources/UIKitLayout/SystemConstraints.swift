import ConstraintSolver

/// The constraints UIKit adds of its own accord: the root's size, frames kept by autoresizing masks,
/// and intrinsic content sizes.
extension AutoLayoutEngine {
    /// U10 for a view controller's root view; T1 for a fitted view. Both sit at (0, 0).
    func rootConstraints() -> [LayoutConstraint] {
        let view = LayoutItem.view(root)
        var constraints = [
            LayoutConstraint(Anchor(view, .left), constant: 0, origin: .encapsulatedLayout),
            LayoutConstraint(Anchor(view, .top), constant: 0, origin: .encapsulatedLayout),
        ]
        switch kind {
        case .viewController(let device):
            constraints += [
                LayoutConstraint(Anchor(view, .width), constant: device.width, identifier: "UIView-Encapsulated-Layout-Width", origin: .encapsulatedLayout),
                LayoutConstraint(Anchor(view, .height), constant: device.height, identifier: "UIView-Encapsulated-Layout-Height", origin: .encapsulatedLayout),
            ]
        case .fitting(let width, _):
            // The required width and the smallest height the view's own constraints allow (priority 50).
            constraints += [
                LayoutConstraint(Anchor(view, .width), constant: width, origin: .fitting),
                LayoutConstraint(Anchor(view, .height), constant: 0, priority: 50, origin: .fitting),
            ]
        case .fittingTarget(let width, let height, _):
            constraints += [
                LayoutConstraint(Anchor(view, .width), constant: width, priority: 50, origin: .fitting),
                LayoutConstraint(Anchor(view, .height), constant: height, priority: 50, origin: .fitting),
            ]
        }
        return constraints
    }

    /// U9: a view that still translates its autoresizing mask keeps its frame in its superview
    /// (the default mask: fixed left, top, width and height).
    func autoresizingConstraints() -> [LayoutConstraint] {
        hierarchy.viewIDs.flatMap { id -> [LayoutConstraint] in
            let view = hierarchy[id]
            guard id != root, view.superview != nil, view.translatesAutoresizingMaskIntoConstraints, !hierarchy.isArranged(id) else { return [] }
            guard let parent = view.superview else { return [] }
            let horizontal = AxisMask(flexibleLeading: view.autoresizingMask.contains(.flexibleLeftMargin), flexibleSize: view.autoresizingMask.contains(.flexibleWidth),
                                      flexibleTrailing: view.autoresizingMask.contains(.flexibleRightMargin),
                                      origin: view.frame.x, size: view.frame.width, reference: view.autoresizingReference.width)
            let vertical = AxisMask(flexibleLeading: view.autoresizingMask.contains(.flexibleTopMargin), flexibleSize: view.autoresizingMask.contains(.flexibleHeight),
                                    flexibleTrailing: view.autoresizingMask.contains(.flexibleBottomMargin),
                                    origin: view.frame.y, size: view.frame.height, reference: view.autoresizingReference.height)
            return horizontal.constraints(.view(id), superview: .view(parent), (.left, .right, .width))
                + vertical.constraints(.view(id), superview: .view(parent), (.top, .bottom, .height))
        }
    }

    /// U5: on each axis with an intrinsic size (rounded up to the pixel grid, S7), `size <= intrinsic`
    /// at the hugging priority and `size >= intrinsic` at the compression resistance.
    func intrinsicContentConstraints() -> [LayoutConstraint] {
        hierarchy.viewIDs.flatMap { id -> [LayoutConstraint] in
            let view = hierarchy[id]
            return Axis.allCases.flatMap { axis -> [LayoutConstraint] in
                let size = axis == .horizontal ? view.intrinsicContentSize.width : view.intrinsicContentSize.height
                guard size >= 0 else { return [] }
                let anchor = Anchor(.view(id), axis == .horizontal ? .width : .height)
                let intrinsic = grid.ceil(size)
                return [
                    LayoutConstraint(anchor, .lessThanOrEqual, constant: intrinsic, priority: view.contentHugging[axis] ?? 250, origin: .contentHugging),
                    LayoutConstraint(anchor, .greaterThanOrEqual, constant: intrinsic, priority: view.compressionResistance[axis] ?? 750, origin: .compressionResistance),
                ]
            }
        }
    }
}
