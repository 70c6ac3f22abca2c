/// What Auto Layout needs to know of one view.
public struct View: Sendable {
    public var name: String
    public var superview: ViewID?
    /// The frame set in code (`UIView(frame:)`, `frame =`), in the superview's coordinates; the
    /// autoresizing constraints keep it (U9).
    public var frame: Frame = .zero
    public var translatesAutoresizingMaskIntoConstraints = true
    public var autoresizingMask: AutoresizingMask = []
    /// The superview's size the frame was set against: flexible margins and sizes keep their share of it.
    public var autoresizingReference: (width: Double, height: Double) = (0, 0)
    public var intrinsicContentSize: ContentSize = .none
    /// U6: views made in code hug at 250 and resist compression at 750 on both axes.
    public var contentHugging: [Axis: Double] = [.horizontal: 250, .vertical: 250]
    public var compressionResistance: [Axis: Double] = [.horizontal: 750, .vertical: 750]
    public var layoutMargins: EdgeInsets = .defaultLayoutMargins
    public var isHidden = false
    /// Set when the view is a `UIStackView`.
    public var stack: StackView?

    public init(name: String, superview: ViewID? = nil) {
        self.name = name
        self.superview = superview
    }
}

/// A `UILayoutGuide` an app added to a view.
public struct LayoutGuide: Sendable {
    public var name: String
    public var owner: ViewID
}

/// Views, guides and the app's active constraints, in activation order: everything a layout pass
/// reads. Plain data, built by the interpreter (or by tests).
public struct ViewHierarchy: Sendable {
    public private(set) var views: [View] = []
    public private(set) var layoutGuides: [LayoutGuide] = []
    public var constraints: [LayoutConstraint] = []

    public init() {}

    @discardableResult
    public mutating func addView(_ view: View) -> ViewID {
        views.append(view)
        return ViewID(index: views.count - 1)
    }

    public mutating func addLayoutGuide(named name: String, to owner: ViewID) -> LayoutItem {
        layoutGuides.append(LayoutGuide(name: name, owner: owner))
        return .layoutGuide(layoutGuides.count - 1)
    }

    public subscript(id: ViewID) -> View {
        get { views[id.index] }
        set { views[id.index] = newValue }
    }

    public var viewIDs: [ViewID] { views.indices.map(ViewID.init(index:)) }

    /// The view and its superviews, nearest first.
    func ancestors(of view: ViewID) -> [ViewID] {
        var chain = [view]
        while let parent = self[chain.last!].superview { chain.append(parent) }
        return chain
    }

    /// U2: the coordinate space a multiplier on a position attribute is applied in.
    func nearestCommonAncestor(_ a: ViewID, _ b: ViewID) -> ViewID? {
        let above = Set(ancestors(of: b))
        return ancestors(of: a).first(where: above.contains)
    }

    /// Arranged subviews of a stack view are laid out by the stack's constraints, not their frames.
    func isArranged(_ view: ViewID) -> Bool {
        guard let parent = self[view].superview else { return false }
        return self[parent].stack?.arrangedSubviews.contains(view) ?? false
    }

    /// A readable name for an item, as the conflict log prints it.
    func name(of item: LayoutItem) -> String {
        switch item {
        case .view(let view): self[view].name
        case .layoutMarginsGuide(let view): "\(self[view].name).layoutMarginsGuide"
        case .safeAreaLayoutGuide(let view): "\(self[view].name).safeAreaLayoutGuide"
        case .layoutGuide(let index): layoutGuides[index].name
        case .stackGuide(let view, let role): "\(self[view].name).\(role)"
        }
    }
}
