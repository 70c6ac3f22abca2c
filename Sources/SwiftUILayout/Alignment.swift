/// An alignment guide: a named position along one axis of a view (S9, S10).
public struct AlignmentGuide: Hashable, Sendable, CustomStringConvertible {
    public enum Kind: Hashable, Sendable {
        /// A fraction of the view's length: leading/top 0, centre 0.5, trailing/bottom 1.
        case fraction(Double)
        /// A text baseline; other views answer their bottom edge (S9).
        case firstTextBaseline, lastTextBaseline
        /// A custom `AlignmentID`; views without an explicit value answer its default.
        case custom(String, defaultFraction: Double)
    }

    public let axis: Axis
    public let kind: Kind
    public let name: String

    public init(axis: Axis, kind: Kind, name: String) { (self.axis, self.kind, self.name) = (axis, kind, name) }

    public static let leading = AlignmentGuide(axis: .horizontal, kind: .fraction(0), name: "leading")
    public static let horizontalCenter = AlignmentGuide(axis: .horizontal, kind: .fraction(0.5), name: "center")
    public static let trailing = AlignmentGuide(axis: .horizontal, kind: .fraction(1), name: "trailing")
    public static let top = AlignmentGuide(axis: .vertical, kind: .fraction(0), name: "top")
    public static let verticalCenter = AlignmentGuide(axis: .vertical, kind: .fraction(0.5), name: "center")
    public static let bottom = AlignmentGuide(axis: .vertical, kind: .fraction(1), name: "bottom")
    public static let firstTextBaseline = AlignmentGuide(axis: .vertical, kind: .firstTextBaseline, name: "firstTextBaseline")
    public static let lastTextBaseline = AlignmentGuide(axis: .vertical, kind: .lastTextBaseline, name: "lastTextBaseline")

    /// The value a view without an explicit one answers (S10).
    func defaultValue(in size: ViewSize) -> Double {
        let length = size[axis]
        switch kind {
        case .fraction(let fraction), .custom(_, let fraction): return fraction * length
        case .firstTextBaseline, .lastTextBaseline: return length
        }
    }

    /// The same guide read in a right-to-left layout: leading and trailing swap.
    var mirrored: AlignmentGuide {
        guard axis == .horizontal, case .fraction(let fraction) = kind, fraction != 0.5 else { return self }
        return fraction == 0 ? .trailing : .leading
    }

    public var description: String { name }
}

/// A two-axis alignment (`.topLeading`, `.center`): one guide per axis.
public struct Alignment: Hashable, Sendable, CustomStringConvertible {
    public var horizontal: AlignmentGuide
    public var vertical: AlignmentGuide

    public init(horizontal: AlignmentGuide, vertical: AlignmentGuide) { (self.horizontal, self.vertical) = (horizontal, vertical) }

    public static let center = Alignment(horizontal: .horizontalCenter, vertical: .verticalCenter)

    subscript(axis: Axis) -> AlignmentGuide { axis == .horizontal ? horizontal : vertical }

    public var description: String {
        switch (horizontal.name, vertical.name) {
        case ("center", "center"): "center"
        case ("center", let v): v
        case (let h, "center"): h
        case (let h, let v): v + h.prefix(1).uppercased() + h.dropFirst()
        }
    }
}

/// What an `.alignmentGuide` closure sees: the view's size and its other guides.
public struct ViewDimensions {
    public let width: Double
    public let height: Double
    let guide: (AlignmentGuide) throws -> Double

    public subscript(guide: AlignmentGuide) -> Double {
        get throws { try self.guide(guide) }
    }
}
