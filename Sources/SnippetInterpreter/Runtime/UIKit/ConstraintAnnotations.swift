import LayoutEngine
import UIKitLayout

/// The snippet's constraints as figure annotations, drawn as Xcode's canvas draws them: a measured
/// line for each distance and size, a dashed line for each alignment, the guides they use as
/// bands, and the constraints UIKit broke in red.
struct ConstraintAnnotations {
    let hierarchy: ViewHierarchy
    let solved: AutoLayoutResult
    /// Snippet lines of the app's constraints, by their activation order.
    let sourceLines: [Int: Int]

    func annotations() -> [LayoutAnnotation] {
        let broken = solved.conflicts.map(\.broken)
        var result: [LayoutAnnotation] = []
        var guides: [LayoutItem] = []
        for constraint in hierarchy.constraints {
            guard case .app(let tag) = constraint.origin else { continue }
            let isBroken = broken.contains { if case .app(let other) = $0.origin { other == tag } else { false } }
            for item in [constraint.first.item, constraint.second?.item].compactMap({ $0 }) where isGuide(item) && !guides.contains(item) {
                guides.append(item)
            }
            if let annotation = annotation(for: constraint, broken: isBroken, line: sourceLines[tag]) { result.append(annotation) }
        }
        let guideBands = guides.compactMap { guide -> LayoutAnnotation? in
            guard let frame = solved.itemFrames[guide] else { return nil }
            return LayoutAnnotation(kind: .guide, from: Point(x: frame.x, y: frame.y), to: Point(x: frame.x + frame.width, y: frame.y + frame.height),
                                    label: guideName(guide))
        }
        return guideBands + result + stackGaps()
    }

    /// A stack view's spacing between consecutive visible arranged views, measured as a line.
    private func stackGaps() -> [LayoutAnnotation] {
        hierarchy.viewIDs.flatMap { id -> [LayoutAnnotation] in
            guard let stack = hierarchy[id].stack else { return [] }
            let frames = stack.arrangedSubviews.filter { !hierarchy[$0].isHidden }.compactMap { solved.frames[$0] }
            let horizontal = stack.axis == .horizontal
            return zip(frames, frames.dropFirst()).compactMap { a, b in
                let start = horizontal ? a.x + a.width : a.y + a.height
                let end = horizontal ? b.x : b.y
                guard end - start >= 0.5 else { return nil }
                let across = horizontal ? min(a.y + a.height, b.y + b.height) / 2 + max(a.y, b.y) / 2 : min(a.x + a.width, b.x + b.width) / 2 + max(a.x, b.x) / 2
                let (from, to) = horizontal ? (Point(x: start, y: across), Point(x: end, y: across)) : (Point(x: across, y: start), Point(x: across, y: end))
                return LayoutAnnotation(kind: .distance, from: from, to: to, label: NumberText.format(end - start))
            }
        }
    }

    private func isGuide(_ item: LayoutItem) -> Bool {
        if case .view = item { return false }
        return true
    }

    private func guideName(_ item: LayoutItem) -> String {
        switch item {
        case .safeAreaLayoutGuide: "safe area"
        case .layoutMarginsGuide: "margins"
        default: "layout guide"
        }
    }

    // MARK: Geometry

    private func frame(_ anchor: Anchor) -> Frame? {
        if Self.unmargined[anchor.attribute] != nil, case .view(let view) = anchor.item {
            return solved.itemFrames[.layoutMarginsGuide(view)]
        }
        return solved.itemFrames[anchor.item]
    }

    /// Margin attributes are the margins guide's plain ones.
    static let unmargined: [Attribute: Attribute] = [
        .leftMargin: .left, .rightMargin: .right, .topMargin: .top, .bottomMargin: .bottom, .leadingMargin: .leading,
        .trailingMargin: .trailing, .centerXWithinMargins: .centerX, .centerYWithinMargins: .centerY,
    ]

    private static func position(_ attribute: Attribute, in frame: Frame) -> Double {
        switch unmargined[attribute] ?? attribute {
        case .left, .leading: frame.x
        case .right, .trailing: frame.x + frame.width
        case .centerX: frame.x + frame.width / 2
        case .top: frame.y
        case .bottom: frame.y + frame.height
        case .centerY: frame.y + frame.height / 2
        case .width: frame.width
        case .height: frame.height
        default: 0
        }
    }

    private func annotation(for constraint: LayoutConstraint, broken: Bool, line: Int?) -> LayoutAnnotation? {
        guard let first = frame(constraint.first) else { return nil }
        let attribute = constraint.first.attribute
        let horizontal = attribute.axis == .horizontal
        let label = Self.label(constraint, broken: broken)
        if attribute.isDimension {
            // A size: a line across the view, 4 pt inside its far edge (a broken one 14 pt, beside the size that held).
            let inset = min(broken ? 14 : 4, (horizontal ? first.height : first.width) / 2)
            let (from, to) = horizontal
                ? (Point(x: first.x, y: first.y + first.height - inset), Point(x: first.x + first.width, y: first.y + first.height - inset))
                : (Point(x: first.x + first.width - inset, y: first.y), Point(x: first.x + first.width - inset, y: first.y + first.height))
            return LayoutAnnotation(kind: broken ? .broken : .distance, from: from, to: to, label: label, sourceLine: line)
        }
        guard let secondAnchor = constraint.second, let second = frame(secondAnchor) else { return nil }
        let a = Self.position(attribute, in: first), b = Self.position(secondAnchor.attribute, in: second)
        // The line runs along the axis, through the middle of the first view across it.
        let across = horizontal ? first.y + first.height / 2 : first.x + first.width / 2
        let point = { (value: Double) in horizontal ? Point(x: value, y: across) : Point(x: across, y: value) }
        if abs(a - b) < 0.25 {
            let isCentre = [Attribute.centerX, .centerY, .centerXWithinMargins, .centerYWithinMargins].contains(attribute)
            guard isCentre || broken else { return nil }
            // Through both views: from the nearer edge of the one to the farther of the other.
            let lower = horizontal ? min(first.y, second.y) : min(first.x, second.x)
            let upper = horizontal ? max(first.y + first.height, second.y + second.height) : max(first.x + first.width, second.x + second.width)
            let (from, to) = horizontal ? (Point(x: a, y: lower), Point(x: a, y: upper)) : (Point(x: lower, y: a), Point(x: upper, y: a))
            return LayoutAnnotation(kind: broken ? .broken : .alignment, from: from, to: to, label: broken ? label : "", sourceLine: line)
        }
        return LayoutAnnotation(kind: broken ? .broken : .distance, from: point(b), to: point(a), label: label, sourceLine: line)
    }

    /// `20`, `≥ 8`, `× 0.5`; a broken constraint says so.
    private static func label(_ constraint: LayoutConstraint, broken: Bool) -> String {
        var text = ""
        switch constraint.relation {
        case .greaterThanOrEqual: text = "≥ "
        case .lessThanOrEqual: text = "≤ "
        case .equal: break
        }
        if constraint.multiplier != 1 { text += "× \(NumberText.format(constraint.multiplier))" + (constraint.constant != 0 ? " + " : "") }
        if constraint.constant != 0 || constraint.multiplier == 1 { text += NumberText.format(abs(constraint.constant)) }
        if constraint.priority < 1000 { text += " @\(NumberText.format(constraint.priority))" }
        return broken ? "broken: \(text)" : text
    }

}
