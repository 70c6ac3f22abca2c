/// Alignment a stack child may choose for itself, overriding the stack's alignItems.
public enum AlignSelf: String, Sendable, Hashable, CaseIterable {
    case auto, start, end, center, stretch
}

/// The style every node and spec carries (Texture's ASLayoutElementStyle, semantics §1.3).
/// Defaults follow Texture, not CSS: flexShrink is 0.
public struct LayoutStyle: Sendable, Hashable {
    public var width: Dimension = .auto
    public var height: Dimension = .auto
    public var minWidth: Dimension = .auto
    public var minHeight: Dimension = .auto
    public var maxWidth: Dimension = .auto
    public var maxHeight: Dimension = .auto
    public var flexGrow: Double = 0
    public var flexShrink: Double = 0
    public var flexBasis: Dimension = .auto
    public var alignSelf: AlignSelf = .auto
    public var spacingBefore: Double = 0
    public var spacingAfter: Double = 0
    public var ascender: Double = 0
    public var descender: Double = 0
    /// Position inside an absolute spec.
    public var layoutPosition: Point = .zero

    public init() {}

    /// Texture's preferredSize: the getter reads the point values (0 for auto), or zero when either
    /// side is a fraction; the setter writes width and height as points.
    public var preferredSize: Size {
        // Texture answers zero when either side is a fraction (a debug build asserts first).
        get { width.isFraction || height.isFraction ? .zero : Size(width: width.pointValue, height: height.pointValue) }
        set {
            width = .points(newValue.width)
            height = .points(newValue.height)
        }
    }

    /// Setter-style helper writing minWidth/minHeight as points.
    public mutating func setMinSize(_ size: Size) {
        minWidth = .points(size.width)
        minHeight = .points(size.height)
    }

    /// Setter-style helper writing maxWidth/maxHeight as points.
    public mutating func setMaxSize(_ size: Size) {
        maxWidth = .points(size.width)
        maxHeight = .points(size.height)
    }
}

extension Dimension {
    var isFraction: Bool {
        if case .fraction = self { return true }
        return false
    }

    /// The value of a points dimension; 0 otherwise.
    var pointValue: Double {
        if case .points(let value) = self { return value }
        return 0
    }
}
