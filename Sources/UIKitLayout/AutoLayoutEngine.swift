import ConstraintSolver

/// Lays out a `ViewHierarchy` as UIKit's Auto Layout would: every view, guide and generated
/// constraint goes into one `ConstraintSystem` (strict priorities), required conflicts are broken as
/// UIKit breaks them, and the solution is snapped to the pixel grid.
public struct AutoLayoutEngine {
    /// S6: a broken constraint still pulls, just below required.
    static let brokenPriority = Priority(1000 - 1e-3)

    let hierarchy: ViewHierarchy
    let root: ViewID
    let kind: LayoutRoot
    var system = ConstraintSystem()
    var items: [LayoutItem: ItemVariables] = [:]
    /// Every constraint added, by solver id, to explain conflicts.
    var added: [ConstraintID: (constraint: LayoutConstraint, order: Int)] = [:]
    var conflicts: [ConstraintConflict] = []

    public static func layout(_ hierarchy: ViewHierarchy, root: ViewID, as kind: LayoutRoot) -> AutoLayoutResult {
        var engine = AutoLayoutEngine(hierarchy: hierarchy, root: root, kind: kind)
        return engine.run()
    }

    var grid: PixelGrid {
        switch kind {
        case .viewController(let device): PixelGrid(scale: device.scale)
        case .fitting(_, let scale), .fittingTarget(_, _, let scale): PixelGrid(scale: scale)
        }
    }

    mutating func run() -> AutoLayoutResult {
        for view in hierarchy.viewIDs { _ = variables(for: .view(view)) }
        for constraint in rootConstraints() + autoresizingConstraints() + stackConstraints()
            + intrinsicContentConstraints() + hierarchy.constraints {
            add(constraint)
        }
        return currentResult()
    }

    func currentResult() -> AutoLayoutResult {
        var result = AutoLayoutResult(frames: frames(), conflicts: conflicts, ambiguities: ambiguities())
        result.itemFrames = items.mapValues(frame(of:))
        return result
    }

    // MARK: Items

    /// The item's variables, made on first use with sizes ≥ 0 (S4) and, for the margins and
    /// safe-area guides, the constraints that fix them to their view (U11).
    mutating func variables(for item: LayoutItem) -> ItemVariables {
        if let known = items[item] { return known }
        let name = hierarchy.name(of: item)
        let variables = ItemVariables(left: system.makeVariable("\(name).left"), top: system.makeVariable("\(name).top"),
                                      width: system.makeVariable("\(name).width"), height: system.makeVariable("\(name).height"))
        items[item] = variables
        for size in [variables.width, variables.height] {
            _ = try? system.add(Constraint(LinearExpression(size), .greaterThanOrEqual, LinearExpression()), implicit: true)
        }
        switch item {
        case .layoutMarginsGuide(let view): inset(item, from: view, by: layoutMargins(of: view))
        case .safeAreaLayoutGuide(let view): inset(item, from: view, by: safeAreaInsets(of: view))
        default: break
        }
        return variables
    }

    /// U13, U14: the margins guide's insets.
    func layoutMargins(of view: ViewID) -> EdgeInsets {
        if view == root, case .viewController(let device) = kind { return device.rootLayoutMargins }
        return hierarchy[view].layoutMargins + safeAreaInsets(of: view)
    }

    /// U15: the root view of a view controller has the device's insets; a subview's are the parts of
    /// it over the unsafe area, which the reference cases keep at 0.
    func safeAreaInsets(of view: ViewID) -> EdgeInsets {
        if view == root, case .viewController(let device) = kind { return device.safeAreaInsets }
        return .zero
    }

    mutating func inset(_ guide: LayoutItem, from view: ViewID, by insets: EdgeInsets) {
        let owner = LayoutItem.view(view)
        let pins: [(Attribute, Double)] = [(.left, insets.left), (.top, insets.top), (.right, -insets.right), (.bottom, -insets.bottom)]
        for (attribute, constant) in pins {
            add(LayoutConstraint(Anchor(guide, attribute), .equal, Anchor(owner, attribute), constant: constant, origin: .layoutGuide))
        }
    }

    /// The attribute's value as an expression of the root's coordinates; margin attributes of a view
    /// are the margins guide's (U1).
    mutating func expression(for anchor: Anchor) -> LinearExpression {
        if let base = anchor.attribute.withoutMargins, case .view(let view) = anchor.item {
            return expression(for: Anchor(.layoutMarginsGuide(view), base))
        }
        return variables(for: anchor.item).expression(for: anchor.attribute)
    }

    /// `first − (multiplier × second + constant)`; a multiplied position is measured from the two
    /// items' nearest common ancestor (U2), a lone position from the item's superview.
    mutating func solverConstraint(for constraint: LayoutConstraint, priority: Priority? = nil) -> Constraint {
        var lhs = expression(for: constraint.first)
        var rhs = LinearExpression(constant: constraint.constant)
        let axis = constraint.first.attribute.axis
        if let second = constraint.second {
            rhs = rhs + expression(for: second) * constraint.multiplier
            if !constraint.first.attribute.isDimension, constraint.multiplier != 1,
               let ancestor = hierarchy.nearestCommonAncestor(constraint.first.item.owner(in: hierarchy), second.item.owner(in: hierarchy)) {
                let origin = variables(for: .view(ancestor)).origin(on: axis)
                lhs = lhs - origin
                rhs = rhs - origin * constraint.multiplier
            }
        } else if !constraint.first.attribute.isDimension, let parent = hierarchy[constraint.first.item.owner(in: hierarchy)].superview {
            lhs = lhs - variables(for: .view(parent)).origin(on: axis)
        }
        return Constraint(lhs, constraint.relation, rhs, priority: priority ?? Priority(min(constraint.priority, 1000)))
    }

    // MARK: Adding, and breaking conflicts as UIKit does

    mutating func add(_ constraint: LayoutConstraint) {
        let order = added.count
        // Each round breaks one constraint of a conflict; there are never more rounds than constraints.
        for _ in 0...added.count {
            let candidate = solverConstraint(for: constraint)
            do {
                let id = try system.add(candidate)
                added[id] = (constraint, order)
                return
            } catch {
                let existing = error.constraints
                    .compactMap { id in added[id].map { (id: id, order: $0.order, constraint: $0.constraint) } }
                    .sorted { $0.order < $1.order }
                let members = existing.map(\.constraint) + [constraint]
                let (index, observed) = ConflictResolution.constraintToBreak(in: members)
                conflicts.append(ConstraintConflict(constraints: members, broken: members[index], brokenMatchesObservedPattern: observed))
                if index == existing.count {
                    if let id = try? system.add(solverConstraint(for: constraint, priority: Self.brokenPriority)) {
                        added[id] = (constraint, order)
                    }
                    return
                }
                try? system.setPriority(existing[index].id, to: Self.brokenPriority)
            }
        }
    }
}
