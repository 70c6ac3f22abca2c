/// S6: which constraint of a conflicting set UIKit breaks, from the patterns seen in its logs.
enum ConflictResolution {
    /// The index of the constraint to break in `members` (activation order, the rejected one last),
    /// and whether the set matches an observed pattern (false: UIKit's choice is unknown).
    static func constraintToBreak(in members: [LayoutConstraint]) -> (index: Int, observed: Bool) {
        let app = members.indices.filter { members[$0].origin.isApp }
        guard !app.isEmpty else {
            // Only UIKit's own constraints: a chain of stack spacings gives up its last spacing.
            if let spacing = members.indices.last(where: { members[$0].origin == .stackView("UISV-spacing") }) {
                return (spacing, true)
            }
            return (members.count - 1, false)
        }
        // Never a system constraint while an app constraint is in the set; the app's constant size
        // first, the later of two.
        let constantSizes = app.filter { members[$0].second == nil && members[$0].first.attribute.isDimension }
        if let last = constantSizes.last { return (last, true) }
        if app.count == 1 { return (app[0], true) }
        // A chain of spacings (app pins between items along one axis, or stack spacings) gives up its last one.
        let spacings = members.indices.filter { isSpacing(members[$0]) }
        if spacings.count == members.count || (spacings.count >= 2 && app.allSatisfy(spacings.contains)) {
            return (app.last!, true)
        }
        let appOnly = app.count == members.count
        return (app.last!, appOnly && Set(app.map { members[$0].first.attribute.isDimension }).count == 1)
    }

    /// A pin between two items along one axis, as a padding or a spacing is.
    static func isSpacing(_ constraint: LayoutConstraint) -> Bool {
        guard let second = constraint.second, !constraint.first.attribute.isDimension,
              constraint.multiplier == 1 else { return false }
        return second.attribute.axis == constraint.first.attribute.axis && second.item != constraint.first.item
    }
}
