// "Violation": how far the content is outside the range the stack allows on an axis.
//
//         min            max
//   |------[=============]------>
//     sum      v = 0         sum
//   v = min - sum > 0      v = max - sum < 0
//   (grow, justify)        (shrink, overflow)
//
// Inside the range the violation is 0, which is why justifyContent only distributes space below the
// minimum: a stack with a flexible range simply hugs its content.

enum StackViolation {
    /// Texture treats |violation| below this as no violation.
    static let threshold = 0.01

    static func of(_ sum: Double, in range: AxisRange) -> Double {
        if sum < range.lower { return range.lower - sum }
        if sum > range.upper { return range.upper - sum }
        return 0
    }
}
