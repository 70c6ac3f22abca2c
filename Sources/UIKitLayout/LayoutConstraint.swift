import ConstraintSolver

/// Where a constraint comes from: the app, or one of the kinds UIKit makes itself (S6 needs the
/// difference: UIKit breaks an app constraint before any of its own).
public enum ConstraintOrigin: Hashable, Sendable {
    /// Made by the app; `tag` is the caller's (the interpreter keeps a source location per tag).
    case app(tag: Int)
    /// U9: `translatesAutoresizingMaskIntoConstraints` keeps the frame.
    case autoresizingMask
    /// U10: a view controller's root view sized to the window.
    case encapsulatedLayout
    /// U11: margins and safe-area guides fixed to their view.
    case layoutGuide
    /// V1–V6: a stack view's own constraints, by UIKit's identifier (`UISV-spacing`, …).
    case stackView(String)
    /// U5: the pair a view's intrinsic content size adds on each axis.
    case contentHugging, compressionResistance
    /// T1: the size `systemLayoutSizeFitting` asks for.
    case fitting

    public var isApp: Bool { if case .app = self { true } else { false } }
}

/// `first REL multiplier × second + constant @priority`, as `NSLayoutConstraint` states it.
public struct LayoutConstraint: Sendable {
    public var first: Anchor
    public var relation: Relation
    public var second: Anchor?
    public var multiplier: Double
    public var constant: Double
    public var priority: Double
    public var identifier: String?
    public var origin: ConstraintOrigin

    public init(_ first: Anchor, _ relation: Relation = .equal, _ second: Anchor? = nil, multiplier: Double = 1,
                constant: Double = 0, priority: Double = 1000, identifier: String? = nil, origin: ConstraintOrigin) {
        self.first = first
        self.relation = relation
        self.second = second
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.identifier = identifier
        self.origin = origin
    }
}
