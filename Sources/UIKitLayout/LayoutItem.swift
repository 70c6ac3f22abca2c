/// A view of a `ViewHierarchy`.
public struct ViewID: Hashable, Comparable, Sendable {
    public let index: Int
    public init(index: Int) { self.index = index }
    public static func < (lhs: ViewID, rhs: ViewID) -> Bool { lhs.index < rhs.index }
}

/// Something constraints can relate (U11): a view, or one of the rectangles UIKit fixes to a view.
public enum LayoutItem: Hashable, Sendable {
    case view(ViewID)
    /// The view's bounds inset by its layout margins.
    case layoutMarginsGuide(ViewID)
    /// The part of the view inside the safe area.
    case safeAreaLayoutGuide(ViewID)
    /// A `UILayoutGuide` the app added to a view (the index is the hierarchy's guide number).
    case layoutGuide(Int)
    /// Guides a stack view makes for itself: the alignment spanner and the gaps of equal spacing.
    case stackGuide(ViewID, String)

    /// The view whose coordinate space the item lives in.
    func owner(in hierarchy: ViewHierarchy) -> ViewID {
        switch self {
        case .view(let view), .layoutMarginsGuide(let view), .safeAreaLayoutGuide(let view), .stackGuide(let view, _): view
        case .layoutGuide(let index): hierarchy.layoutGuides[index].owner
        }
    }
}

/// NSLayoutConstraint.Attribute, left-to-right.
public enum Attribute: String, Sendable, CaseIterable {
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    case centerXWithinMargins, centerYWithinMargins

    /// The attribute on the margins guide a margin attribute stands for.
    var withoutMargins: Attribute? {
        switch self {
        case .leftMargin: .left
        case .rightMargin: .right
        case .topMargin: .top
        case .bottomMargin: .bottom
        case .leadingMargin: .leading
        case .trailingMargin: .trailing
        case .centerXWithinMargins: .centerX
        case .centerYWithinMargins: .centerY
        default: nil
        }
    }

    public var isDimension: Bool { self == .width || self == .height }

    public var axis: Axis {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin, .leadingMargin,
             .trailingMargin, .centerXWithinMargins: .horizontal
        default: .vertical
        }
    }
}

/// An item's attribute: what `view.topAnchor` names.
public struct Anchor: Hashable, Sendable {
    public var item: LayoutItem
    public var attribute: Attribute

    public init(_ item: LayoutItem, _ attribute: Attribute) {
        self.item = item
        self.attribute = attribute
    }
}
