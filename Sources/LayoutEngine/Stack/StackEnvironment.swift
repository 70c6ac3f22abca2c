/// What every stack step needs to know: options, axis, the stack's resolved range and the pass.
struct StackEnvironment {
    let options: StackOptions
    let axis: StackAxis
    let range: SizeRange
    /// Per axis the stack's range value where it is exact, else undefined (semantics §2.2 step 1).
    let childParentSize: Size
    let pass: LayoutPass

    init(options: StackOptions, range: SizeRange, pass: LayoutPass) {
        self.options = options
        self.axis = StackAxis(direction: options.direction)
        self.range = range
        self.pass = pass
        childParentSize = Size(width: range.min.width == range.max.width ? range.min.width : .nan,
                               height: range.min.height == range.max.height ? range.min.height : .nan)
    }

    var mainRange: AxisRange { axis.mainRange(range) }
    var crossRange: AxisRange { axis.crossRange(range) }

    /// Stretched children keep an explicit non-zero minimum and a finite maximum cross size; everyone
    /// else may be anything up to the supplied maximum. The result may be inverted on purpose: the
    /// child's own intersect resolves it.
    func crossRange(for child: StackChild, supplied: AxisRange) -> AxisRange {
        guard child.alignment == .stretch else { return AxisRange(lower: 0, upper: supplied.upper) }
        let own = child.ownCrossRange
        return AxisRange(lower: own.lower != 0 ? own.lower : supplied.lower,
                         upper: own.upper != .infinity ? own.upper : supplied.upper)
    }
}
