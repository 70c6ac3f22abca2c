/// A stack child with its resolved alignment (alignSelf, or the stack's alignItems when auto).
///
/// A final class with constant properties: items are copied at every step of the algorithm, and sharing
/// the child (an existential plus a large style) by reference keeps those copies small.
final class StackChild {
    let element: any LayoutElement
    let alignment: StackAlignItems
    /// Read once: the steps consult the style often, and reading it through the existential copies it.
    let style: LayoutStyle

    init(element: any LayoutElement, alignment: StackAlignItems) {
        self.element = element
        self.alignment = alignment
        self.style = element.style
    }
    var isBaselineAligned: Bool { alignment == .baselineFirst || alignment == .baselineLast }
    var isFlexibleBothWays: Bool { style.flexGrow > 0 && style.flexShrink > 0 }
}

/// A child and its current measurement.
struct StackItem {
    let child: StackChild
    var layout: Layout

    /// The space the item takes on the main axis, including its own spacing before and after.
    func mainExtent(_ axis: StackAxis) -> Double {
        child.style.spacingBefore + axis.main(layout.size) + child.style.spacingAfter
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

/// Items that share a cross-axis band, with the band's size and baseline.
struct StackLine {
    var items: [StackItem]
    var crossSize: Double = 0
    var baseline: Double = 0

    /// Σ main sizes + Σ spacingBefore/After + spacing between items.
    func mainSum(_ axis: StackAxis, spacing: Double) -> Double {
        let extents = items.reduce(0) { $0 + $1.mainExtent(axis) }
        return extents + spacing * Double(Swift.max(items.count - 1, 0))
    }
}
