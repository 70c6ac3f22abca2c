/// Axis-neutral accessors so the stack algorithm is written once for both directions:
/// "main" is the stack direction, "cross" the other axis.
struct StackAxis {
    let direction: StackDirection

    func main(_ size: Size) -> Double { direction == .horizontal ? size.width : size.height }

    /// "width" or "height", for messages.
    var mainDimensionName: String { direction == .horizontal ? "width" : "height" }
    func cross(_ size: Size) -> Double { direction == .horizontal ? size.height : size.width }

    func size(main: Double, cross: Double) -> Size {
        direction == .horizontal ? Size(width: main, height: cross) : Size(width: cross, height: main)
    }

    func point(main: Double, cross: Double) -> Point {
        direction == .horizontal ? Point(x: main, y: cross) : Point(x: cross, y: main)
    }

    func mainRange(_ range: SizeRange) -> AxisRange {
        direction == .horizontal ? range.widthRange : range.heightRange
    }

    func crossRange(_ range: SizeRange) -> AxisRange {
        direction == .horizontal ? range.heightRange : range.widthRange
    }

    func range(main: AxisRange, cross: AxisRange) -> SizeRange {
        direction == .horizontal ? SizeRange(width: main, height: cross) : SizeRange(width: cross, height: main)
    }
}
