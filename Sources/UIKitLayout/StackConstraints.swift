import ConstraintSolver

/// V1–V6: the constraints a `UIStackView` generates for its arranged subviews, with UIKit's
/// identifiers. They go through the same solver as every other constraint.
extension AutoLayoutEngine {
    func stackConstraints() -> [LayoutConstraint] {
        hierarchy.viewIDs.flatMap { id in
            hierarchy[id].stack.map { StackConstraintGenerator(hierarchy: hierarchy, stackID: id, stack: $0).constraints() } ?? []
        }
    }
}

struct StackConstraintGenerator {
    let hierarchy: ViewHierarchy
    let stackID: ViewID
    let stack: StackView

    var axis: Axis { stack.axis }
    var canvas: LayoutItem { stack.isLayoutMarginsRelativeArrangement ? .layoutMarginsGuide(stackID) : .view(stackID) }
    var items: [ViewID] { stack.arrangedSubviews }
    var visible: [ViewID] { items.filter { !hierarchy[$0].isHidden } }

    // Along the axis: leading, trailing, length, centre; across it: top, bottom, thickness, centre.
    var leading: Attribute { axis == .horizontal ? .leading : .top }
    var trailing: Attribute { axis == .horizontal ? .trailing : .bottom }
    var length: Attribute { axis == .horizontal ? .width : .height }
    var center: Attribute { axis == .horizontal ? .centerX : .centerY }
    var top: Attribute { axis == .horizontal ? .top : .leading }
    var bottom: Attribute { axis == .horizontal ? .bottom : .trailing }
    var thickness: Attribute { axis == .horizontal ? .height : .width }
    var crossCenter: Attribute { axis == .horizontal ? .centerY : .centerX }

    func pin(_ first: LayoutItem, _ firstAttribute: Attribute, _ second: LayoutItem, _ secondAttribute: Attribute,
             relation: Relation = .equal, multiplier: Double = 1, constant: Double = 0, priority: Double = 1000,
             _ identifier: String) -> LayoutConstraint {
        LayoutConstraint(Anchor(first, firstAttribute), relation, Anchor(second, secondAttribute), multiplier: multiplier,
                         constant: constant, priority: priority, identifier: identifier, origin: .stackView(identifier))
    }

    func size(_ item: LayoutItem, _ attribute: Attribute, _ constant: Double, priority: Double, _ identifier: String) -> LayoutConstraint {
        LayoutConstraint(Anchor(item, attribute), constant: constant, priority: priority, identifier: identifier, origin: .stackView(identifier))
    }

    func constraints() -> [LayoutConstraint] {
        guard let first = items.first, let last = items.last else { return [] }
        var constraints = [
            pin(canvas, leading, .view(first), leading, "UISV-canvas-connection"),
            pin(.view(last), trailing, canvas, trailing, "UISV-canvas-connection"),
        ]
        constraints += spacing()
        constraints += hiding()
        constraints += distribution()
        constraints += alignment()
        return constraints
    }

    /// V3, V4: gaps between consecutive arranged views; around hidden views half a gap per hidden view.
    func spacing() -> [LayoutConstraint] {
        let relation: Relation = [.equalSpacing, .equalCentering].contains(stack.distribution) ? .greaterThanOrEqual : .equal
        let firstVisible = items.firstIndex { !hierarchy[$0].isHidden } ?? items.count
        let lastVisible = items.lastIndex { !hierarchy[$0].isHidden } ?? -1
        return items.indices.dropFirst().map { index in
            let previous = items[index - 1], current = items[index]
            let gap = stack.customSpacing[previous] ?? stack.spacing
            let hiddenCount = [previous, current].filter { hierarchy[$0].isHidden }.count
            let value = index <= firstVisible || index - 1 >= lastVisible ? 0 : gap - gap / 2 * Double(hiddenCount)
            return pin(.view(current), leading, .view(previous), trailing, relation: relation, constant: value, "UISV-spacing")
        }
    }

    func hiding() -> [LayoutConstraint] {
        items.filter { hierarchy[$0].isHidden }.map { size(.view($0), length, 0, priority: 1000, "UISV-hiding") }
    }

    /// V5.
    func distribution() -> [LayoutConstraint] {
        switch stack.distribution {
        case .fill: return []
        case .fillEqually: return fillEqually()
        case .fillProportionally: return fillProportionally()
        case .equalSpacing, .equalCentering: return equalGaps(centred: stack.distribution == .equalCentering)
        }
    }

    func fillEqually() -> [LayoutConstraint] {
        guard let first = visible.first else { return [] }
        return visible.dropFirst().map { pin(.view($0), length, .view(first), length, "UISV-fill-equally") }
    }

    func intrinsicLength(_ view: ViewID) -> Double? {
        let size = hierarchy[view].intrinsicContentSize
        let value = axis == .horizontal ? size.width : size.height
        return value >= 0 ? value : nil
    }

    func fillProportionally() -> [LayoutConstraint] {
        guard visible.contains(where: { intrinsicLength($0) != nil }) else { return fillEqually() }
        let total = visible.compactMap(intrinsicLength).reduce(0, +) + stack.spacing * Double(visible.count - 1)
        return visible.enumerated().map { offset, view in
            guard let intrinsic = intrinsicLength(view), total > 0 else {
                return size(.view(view), length, 0, priority: 1000, "UISV-fill-proportionally")
            }
            let priority = visible.count == 1 ? 1000 : 999 - Double(offset)
            return pin(.view(view), length, .view(stackID), length, multiplier: intrinsic / total, priority: priority, "UISV-fill-proportionally")
        }
    }

    /// Gap guides between visible neighbours, all of one length (at 149 when centring).
    func equalGaps(centred: Bool) -> [LayoutConstraint] {
        let edges = (before: centred ? center : trailing, after: centred ? center : leading)
        var constraints: [LayoutConstraint] = []
        let gaps = zip(visible, visible.dropFirst()).enumerated().map { offset, pair in
            let gap = LayoutItem.stackGuide(stackID, "distributing-gap\(offset + 1)")
            constraints.append(pin(gap, leading, .view(pair.0), edges.before, "UISV-distributing-edge"))
            constraints.append(pin(gap, trailing, .view(pair.1), edges.after, "UISV-distributing-edge"))
            return gap
        }
        for gap in gaps.dropFirst() {
            constraints.append(pin(gap, length, gaps[0], length, priority: centred ? 149 : 1000, "UISV-fill-equally"))
        }
        return constraints
    }

    /// V6.
    func alignment() -> [LayoutConstraint] {
        let first = LayoutItem.view(items[0])
        var constraints: [LayoutConstraint] = []
        let alignment = stack.alignment
        if alignment != .fill {
            constraints += items.map { size(.view($0), thickness, 0, priority: 25, "UISV-ambiguity-suppression") }
        }
        if items.count == 1 { return constraints + singleItemAlignment(first) }
        let others = items.dropFirst().map(LayoutItem.view)
        let spanner = LayoutItem.stackGuide(stackID, "alignment-spanner")
        let spanned = visible.map(LayoutItem.view)
        switch alignment {
        case .fill:
            for item in others {
                constraints += [pin(first, top, item, top, "UISV-alignment"), pin(first, bottom, item, bottom, "UISV-alignment")]
            }
            constraints += [pin(canvas, top, first, top, "UISV-canvas-connection"), pin(first, bottom, canvas, bottom, "UISV-canvas-connection")]
        case .leading, .top, .firstBaseline:
            constraints += others.map { pin(first, top, $0, top, "UISV-alignment") }
            for item in spanned {
                constraints += [pin(spanner, top, item, top, priority: 999.5, "UISV-spanning-boundary"),
                                pin(spanner, bottom, item, bottom, relation: .greaterThanOrEqual, "UISV-spanning-boundary")]
            }
            constraints += [size(spanner, thickness, 0, priority: 51, "UISV-spanning-fit"),
                            pin(canvas, top, first, top, "UISV-canvas-connection"), pin(spanner, bottom, canvas, bottom, "UISV-canvas-connection")]
        case .trailing, .bottom, .lastBaseline:
            constraints += others.map { pin(first, bottom, $0, bottom, "UISV-alignment") }
            for item in spanned {
                constraints += [pin(spanner, top, item, top, relation: .lessThanOrEqual, "UISV-spanning-boundary"),
                                pin(spanner, bottom, item, bottom, priority: 999.5, "UISV-spanning-boundary")]
            }
            constraints += [size(spanner, thickness, 0, priority: 51, "UISV-spanning-fit"),
                            pin(canvas, top, spanner, top, "UISV-canvas-connection"), pin(first, bottom, canvas, bottom, "UISV-canvas-connection")]
        case .center:
            constraints += others.map { pin(first, crossCenter, $0, crossCenter, "UISV-alignment") }
            for item in spanned {
                constraints += [pin(spanner, top, item, top, relation: .lessThanOrEqual, "UISV-spanning-boundary"),
                                pin(spanner, bottom, item, bottom, relation: .greaterThanOrEqual, "UISV-spanning-boundary")]
            }
            constraints += [size(spanner, thickness, 0, priority: 51, "UISV-spanning-fit"),
                            pin(canvas, top, spanner, top, "UISV-canvas-connection"), pin(spanner, bottom, canvas, bottom, "UISV-canvas-connection"),
                            pin(canvas, crossCenter, first, crossCenter, "UISV-canvas-connection")]
        }
        return constraints
    }

    /// V6 with one arranged view: no spanner; the aligned-away edges become inequalities and the
    /// stack hugs its item at priority 49.
    func singleItemAlignment(_ item: LayoutItem) -> [LayoutConstraint] {
        let fit = size(.view(stackID), thickness, 0, priority: 49, "UISV-canvas-fit")
        switch stack.alignment {
        case .fill:
            return [pin(canvas, top, item, top, "UISV-canvas-connection"), pin(item, bottom, canvas, bottom, "UISV-canvas-connection")]
        case .leading, .top, .firstBaseline:
            return [pin(canvas, top, item, top, "UISV-canvas-connection"),
                    pin(canvas, bottom, item, bottom, relation: .greaterThanOrEqual, "UISV-canvas-connection"), fit]
        case .trailing, .bottom, .lastBaseline:
            return [pin(canvas, top, item, top, relation: .lessThanOrEqual, "UISV-canvas-connection"),
                    pin(canvas, bottom, item, bottom, "UISV-canvas-connection"), fit]
        case .center:
            return [pin(canvas, top, item, top, relation: .lessThanOrEqual, "UISV-canvas-connection"),
                    pin(canvas, bottom, item, bottom, relation: .greaterThanOrEqual, "UISV-canvas-connection"),
                    pin(canvas, crossCenter, item, crossCenter, "UISV-canvas-connection"), fit]
        }
    }
}
