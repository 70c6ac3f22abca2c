/// A stack child with the style values the algorithm reads, copied out once per stack layout.
///
/// A small struct rather than the child's whole style: items are read at every step, and reading the
/// style through the existential copies all of it each time.
struct StackChild {
    let element: any LayoutElement
    /// alignSelf, or the stack's alignItems when auto.
    let alignment: StackAlignItems
    let flexGrow: Double
    let flexShrink: Double
    let flexBasis: Dimension
    let spacingBefore: Double
    let spacingAfter: Double
    /// The child's own cross range (style resolved with an undefined parent), used by the stretch rule.
    let ownCrossRange: AxisRange

    init(element: any LayoutElement, options: StackOptions, axis: StackAxis) {
        let style = element.style
        self.element = element
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
}

/// A child and its current measurement.
struct StackItem {
    let child: StackChild
    var layout: Layout

    /// The space the item takes on the main axis, including its own spacing before and after.
    func mainExtent(_ axis: StackAxis) -> Double {
        child.spacingBefore + axis.main(layout.size) + child.spacingAfter
    }

    /// Distance from the item's cross start to its baseline; 0 unless baseline-aligned.
    func baseline(_ axis: StackAxis) -> Double {
        switch child.alignment {
        case .baselineFirst: layout.ascender
        case .baselineLast: axis.cross(layout.size) + layout.descender
        default: 0
        }
    }
}

/// Items that share a cross-axis band: a range of indices into the stack's item array (so lines never copy
/// items), with the band's size and baseline.
struct StackLine {
    var items: Range<Int>
    var crossSize: Double = 0
    var baseline: Double = 0
}
