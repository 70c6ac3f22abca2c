/// A stack child's style values the algorithm reads, copied out once per stack layout.
///
/// Plain values only (no reference to the element): a stack keeps these in a stack-allocated scratch buffer
/// for the duration of one calculation, so building and reading them costs no allocation or reference
/// counting. The element itself is found by the same index in the stack's `children`.
struct StackChild {
    // Declared in this order so that the value is 58 bytes, a 64-byte stride: a 72-byte value (one-byte
    // fields first) took a second cache line per child and was copied with a memcpy call.
    let flexGrow: Double
    let flexShrink: Double
    let spacingBefore: Double
    let spacingAfter: Double
    /// The child's own cross range (style resolved with an undefined parent), used by the stretch rule.
    let ownCrossRange: AxisRange
    let flexBasis: Dimension
    /// alignSelf, or the stack's alignItems when auto.
    let alignment: StackAlignItems

    init(style: LayoutStyle, options: StackOptions, axis: StackAxis) {
        self.alignment = Self.alignment(style.alignSelf, options.alignItems)
        flexGrow = style.flexGrow
        flexShrink = style.flexShrink
        flexBasis = style.flexBasis
        spacingBefore = style.spacingBefore
        spacingAfter = style.spacingAfter
        ownCrossRange = axis.crossRange(style.resolvedRange(parentSize: .undefined))
    }

    private static func alignment(_ alignSelf: AlignSelf, _ alignItems: StackAlignItems) -> StackAlignItems {
        switch alignSelf {
        case .auto: alignItems
        case .start: .start
        case .end: .end
        case .center: .center
        case .stretch: .stretch
        }
    }

    var isBaselineAligned: Bool { alignment == .baselineFirst || alignment == .baselineLast }
    var isFlexibleBothWays: Bool { flexGrow > 0 && flexShrink > 0 }

    /// The space a child with `size` takes on the main axis, including its own spacing before and after.
    func mainExtent(_ size: Size, _ axis: StackAxis) -> Double {
        spacingBefore + axis.main(size) + spacingAfter
    }

    /// Distance from the child's cross start to its baseline; 0 unless baseline-aligned.
    func baseline(of layout: CalculatedLayout, _ axis: StackAxis) -> Double {
        switch alignment {
        case .baselineFirst: layout.ascender
        case .baselineLast: axis.cross(layout.size) + layout.descender
        default: 0
        }
    }
}

/// Children that share a cross-axis band: a range of child indices, with the band's size and baseline.
struct StackLine {
    var items: Range<Int>
    var crossSize: Double = 0
    var baseline: Double = 0
}
