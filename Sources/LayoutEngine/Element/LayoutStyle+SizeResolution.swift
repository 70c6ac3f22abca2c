extension LayoutStyle {
    /// No width, height, minimum or maximum set: `resolvedRange` is `.unconstrained` whatever the parent.
    var sizeIsAuto: Bool {
        width.isAuto && height.isAuto && minWidth.isAuto && minHeight.isAuto && maxWidth.isAuto && maxHeight.isAuto
    }

    /// Texture's ASLayoutElementSizeResolveAutoSize (semantics §1.4): the range this style asks for,
    /// given the parent size (components may be NaN) and the range used for `auto` min/max.
    public func resolvedRange(parentSize: Size, autoRange: SizeRange = .unconstrained) -> SizeRange {
        let width = Self.resolveAxis(exact: self.width, min: minWidth, max: maxWidth,
                                     parent: parentSize.width, auto: autoRange.widthRange)
        let height = Self.resolveAxis(exact: self.height, min: minHeight, max: maxHeight,
                                      parent: parentSize.height, auto: autoRange.heightRange)
        return SizeRange(width: width, height: height)
    }

    /// min beats max, max beats exact; an undefined exact size leaves [min, max].
    private static func resolveAxis(exact: Dimension, min: Dimension, max: Dimension,
                                    parent: Double, auto: AxisRange) -> AxisRange {
        let exactValue = exact.resolve(parentLength: parent, autoValue: .nan)
        let low = min.resolve(parentLength: parent, autoValue: auto.lower)
        let high = max.resolve(parentLength: parent, autoValue: auto.upper)
        if high <= low { return .exactly(low) }
        if exactValue.isNaN { return AxisRange(lower: low, upper: high) }
        if exactValue > high { return .exactly(high) }
        if exactValue < low { return .exactly(low) }
        return .exactly(exactValue)
    }
}
