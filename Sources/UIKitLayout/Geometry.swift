/// A rectangle in points: origin and size.
public struct Frame: Equatable, Sendable, CustomStringConvertible {
    public var x, y, width, height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        (self.x, self.y, self.width, self.height) = (x, y, width, height)
    }

    public static let zero = Frame(x: 0, y: 0, width: 0, height: 0)
    public var values: [Double] { [x, y, width, height] }
    public var description: String { "(\(x), \(y), \(width), \(height))" }
}

/// A size in points; −1 on an axis means "no intrinsic metric", as `UIView.noIntrinsicMetric`.
public struct ContentSize: Equatable, Sendable {
    public var width, height: Double

    public init(width: Double, height: Double) { (self.width, self.height) = (width, height) }

    public static let noIntrinsicMetric = -1.0
    public static let none = ContentSize(width: noIntrinsicMetric, height: noIntrinsicMetric)
}

/// Insets from each edge, left-to-right (leading is left).
public struct EdgeInsets: Equatable, Sendable {
    public var top, left, bottom, right: Double

    public init(top: Double, left: Double, bottom: Double, right: Double) {
        (self.top, self.left, self.bottom, self.right) = (top, left, bottom, right)
    }

    public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
    /// U13: a view's layout margins unless set.
    public static let defaultLayoutMargins = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)

    static func + (lhs: EdgeInsets, rhs: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: lhs.top + rhs.top, left: lhs.left + rhs.left, bottom: lhs.bottom + rhs.bottom, right: lhs.right + rhs.right)
    }
}

/// The two layout axes.
public enum Axis: String, Sendable, CaseIterable {
    case horizontal, vertical
}

/// S7: values are snapped to the device's pixel grid, ties up; intrinsic sizes are rounded up.
public struct PixelGrid: Sendable {
    public var scale: Double

    public init(scale: Double) { self.scale = scale }

    public func snap(_ value: Double) -> Double {
        // Solver noise (173.2499999) must not decide a tie.
        let cleaned = (value * 1e6).rounded() / 1e6
        return (cleaned * scale + 0.5).rounded(.down) / scale
    }

    public func ceil(_ value: Double) -> Double {
        let cleaned = (value * 1e6).rounded() / 1e6
        return (cleaned * scale).rounded(.up) / scale
    }
}

/// `UIView.AutoresizingMask`: which of a frame-positioned view's margins and size follow its
/// superview's size (U9).
public struct AutoresizingMask: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1)
    public static let flexibleWidth = AutoresizingMask(rawValue: 2)
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 4)
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 8)
    public static let flexibleHeight = AutoresizingMask(rawValue: 16)
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 32)
}
