/// A frame component a layout can leave undetermined (S8).
public enum FrameComponent: String, Sendable, CaseIterable {
    case x, y, width, height
}

/// Required constraints that could not all hold (S6), and the one UIKit breaks.
public struct ConstraintConflict: Sendable {
    /// A minimal set, in activation order (system constraints included, implicit sizes ≥ 0 never).
    public var constraints: [LayoutConstraint]
    public var broken: LayoutConstraint
    /// False when the set falls outside the patterns observed in UIKit's logs (S6): which
    /// constraint UIKit breaks is then not known, and the figure must say so.
    public var brokenMatchesObservedPattern: Bool
}

/// The frames of a laid-out hierarchy, and what went wrong on the way.
public struct AutoLayoutResult: Sendable {
    /// In the root view's coordinates, snapped to the pixel grid (S7).
    public var frames: [ViewID: Frame]
    public var conflicts: [ConstraintConflict]
    /// Views with a frame component that has more than one optimal value (S8), in view order.
    public var ambiguities: [(view: ViewID, components: [FrameComponent])]
    /// Every item's frame, guides included (for drawing constraints), snapped like views.
    public var itemFrames: [LayoutItem: Frame] = [:]
}
