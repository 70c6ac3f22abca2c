/// An inclusive range of sizes (Texture's ASSizeRange).
///
/// Internal code may build inverted ranges (min > max) on purpose, as Texture does for stretched
/// stack children; `clamp` and `intersect` define what happens then.
public struct SizeRange: Sendable, Hashable {
    public var min: Size
    public var max: Size

    public init(min: Size, max: Size) {
        self.min = min
        self.max = max
    }

    /// The exact range `size–size`.
    public init(exactly size: Size) {
        self.init(min: size, max: size)
    }

    /// Builds a range from per-axis bounds, as `[minWidth, maxWidth] × [minHeight, maxHeight]`.
    init(width: AxisRange, height: AxisRange) {
        self.init(min: Size(width: width.lower, height: height.lower),
                  max: Size(width: width.upper, height: height.upper))
    }

    public static let zero = SizeRange(min: .zero, max: .zero)
    public static let unconstrained = SizeRange(min: .zero, max: .infinite)

    var widthRange: AxisRange { AxisRange(lower: min.width, upper: max.width) }
    var heightRange: AxisRange { AxisRange(lower: min.height, upper: max.height) }

    /// Per axis `max(min, min(max, value))`; the minimum wins on an inverted range, NaN clamps to the minimum.
    public func clamp(_ size: Size) -> Size {
        Size(width: widthRange.clamp(size.width), height: heightRange.clamp(size.height))
    }

    /// Intersection where `self` (the parent's constraint) wins when the ranges do not overlap.
    public func intersect(_ other: SizeRange) -> SizeRange {
        SizeRange(width: widthRange.intersect(other.widthRange),
                  height: heightRange.intersect(other.heightRange))
    }

    /// True when any bound is NaN; such a range never equals another, not even itself.
    var hasNaN: Bool { min.width.isNaN || min.height.isNaN || max.width.isNaN || max.height.isNaN }

    /// True when min equals max on both axes.
    public var isExact: Bool { min == max }
}

/// One axis of a size range.
struct AxisRange: Sendable, Hashable {
    var lower: Double
    var upper: Double

    static let unbounded = AxisRange(lower: 0, upper: .infinity)

    static func exactly(_ value: Double) -> AxisRange { AxisRange(lower: value, upper: value) }

    func clamp(_ value: Double) -> Double { macroMax(lower, macroMin(upper, value)) }

    /// Texture's ASSizeRangeIntersect on one axis: on disjoint ranges the result collapses to
    /// `self.upper` when `self` lies below `other`, else to `self.lower`.
    func intersect(_ other: AxisRange) -> AxisRange {
        let low = macroMax(lower, other.lower)
        let high = macroMin(upper, other.upper)
        if low <= high { return AxisRange(lower: low, upper: high) }
        return .exactly(lower < other.lower ? upper : lower)
    }
}
