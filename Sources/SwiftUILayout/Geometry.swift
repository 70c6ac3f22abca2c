/// What a parent offers a child (P2): per dimension a number (0 and ∞ included) or nil, "your ideal".
public struct ProposedViewSize: Hashable, Sendable, CustomStringConvertible {
    public var width: Double?
    public var height: Double?

    public init(width: Double?, height: Double?) { (self.width, self.height) = (width, height) }

    public static let unspecified = ProposedViewSize(width: nil, height: nil)

    public subscript(axis: Axis) -> Double? {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    /// A proposal given along a stack's axis and across it.
    init(_ axis: Axis, major: Double?, minor: Double?) {
        self = axis == .horizontal ? ProposedViewSize(width: major, height: minor) : ProposedViewSize(width: minor, height: major)
    }

    /// P4: nil dimensions become 10, the platform ideal of views without content.
    func replacingUnspecified(with value: Double = 10) -> ViewSize {
        ViewSize(width: width ?? value, height: height ?? value)
    }

    /// "375 × nil", as the figures explain a proposal.
    public var description: String { "\(Self.text(width)) × \(Self.text(height))" }

    static func text(_ value: Double?) -> String {
        guard let value else { return "nil" }
        return value.isInfinite ? "∞" : ViewSize.text(value)
    }
}

/// The size a view chooses; it may exceed what it was offered.
public struct ViewSize: Hashable, Sendable, CustomStringConvertible {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) { (self.width, self.height) = (width, height) }

    public static let zero = ViewSize(width: 0, height: 0)

    public subscript(axis: Axis) -> Double {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    init(_ axis: Axis, major: Double, minor: Double) {
        self = axis == .horizontal ? ViewSize(width: major, height: minor) : ViewSize(width: minor, height: major)
    }

    public var description: String { "\(Self.text(width)) × \(Self.text(height))" }

    /// Numbers as the figures write them: at most two decimals, no trailing zeros.
    static func text(_ value: Double) -> String {
        if value.isInfinite { return value < 0 ? "-∞" : "∞" }
        let rounded = (value * 100).rounded() / 100
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        var text = String(rounded)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }
}

public struct ViewPoint: Hashable, Sendable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) { (self.x, self.y) = (x, y) }

    public static let zero = ViewPoint(x: 0, y: 0)

    public subscript(axis: Axis) -> Double {
        get { axis == .horizontal ? x : y }
        set { if axis == .horizontal { x = newValue } else { y = newValue } }
    }
}

/// A view's rectangle in the root's coordinates: unrounded layout values (P5, R3).
public struct ViewFrame: Hashable, Sendable, CustomStringConvertible {
    public var origin: ViewPoint
    public var size: ViewSize

    public init(origin: ViewPoint, size: ViewSize) { (self.origin, self.size) = (origin, size) }
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: ViewPoint(x: x, y: y), size: ViewSize(width: width, height: height))
    }

    public var x: Double { origin.x }
    public var y: Double { origin.y }
    public var width: Double { size.width }
    public var height: Double { size.height }
    public var values: [Double] { [x, y, width, height] }
    public var description: String { values.map(ViewSize.text).joined(separator: ", ") }

    func offsetBy(_ dx: Double, _ dy: Double) -> ViewFrame {
        ViewFrame(origin: ViewPoint(x: x + dx, y: y + dy), size: size)
    }
}

/// Insets from each edge in layout direction: leading and trailing, not left and right.
public struct ViewInsets: Hashable, Sendable {
    public var top, leading, bottom, trailing: Double

    public init(top: Double, leading: Double, bottom: Double, trailing: Double) {
        (self.top, self.leading, self.bottom, self.trailing) = (top, leading, bottom, trailing)
    }

    public init(all value: Double) { self.init(top: value, leading: value, bottom: value, trailing: value) }

    subscript(axis: Axis) -> Double { axis == .horizontal ? leading + trailing : top + bottom }
}

public enum Axis: String, Hashable, Sendable, CaseIterable {
    case horizontal, vertical

    var other: Axis { self == .horizontal ? .vertical : .horizontal }
}
