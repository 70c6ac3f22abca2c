/// Insets of an inset spec. Any edge may be `.infinity`, meaning "take all remaining space on that side".
public struct EdgeInsets: Sendable, Hashable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    public static let zero = EdgeInsets()

    /// Sum of the finite left and right insets (an infinite inset counts as 0).
    var finiteHorizontal: Double { left.finiteOrZero + right.finiteOrZero }
    /// Sum of the finite top and bottom insets (an infinite inset counts as 0).
    var finiteVertical: Double { top.finiteOrZero + bottom.finiteOrZero }
}

extension Double {
    var finiteOrZero: Double { isFinite ? self : 0 }
}
