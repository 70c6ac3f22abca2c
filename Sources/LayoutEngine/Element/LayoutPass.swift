/// The state of one layout pass: screen scale, text measurer, collected warnings and (optionally) the
/// ranges leaves were measured with.
///
/// A class because the warnings are appended from deep inside the recursion; it never leaves the
/// synchronous call that created it, so it needs no Sendable conformance.
public final class LayoutPass {
    public let grid: PixelGrid
    public let textMeasurer: any TextMeasuring
    public let recordsLeafRanges: Bool
    public private(set) var warnings: [LayoutWarning] = []
    /// Leaf name → ranges its measurement received, in call order (only when `recordsLeafRanges`).
    public private(set) var leafRanges: [String: [SizeRange]] = [:]

    public init(grid: PixelGrid = PixelGrid(), textMeasurer: any TextMeasuring = InterTextMeasurer(),
                recordsLeafRanges: Bool = false) {
        self.grid = grid
        self.textMeasurer = textMeasurer
        self.recordsLeafRanges = recordsLeafRanges
    }

    /// Each node's previous calculation in this pass: Texture keeps exactly one per node (its
    /// pending layout), so a node asked for A, then B, then A again calculates three times.
    private var previousCalculations: [ObjectIdentifier: PreviousCalculation] = [:]

    public func warn(_ warning: LayoutWarning) {
        warnings.append(warning)
    }

    func recordLeafRange(_ range: SizeRange, of info: ElementInfo) {
        guard recordsLeafRanges, let name = info.name else { return }
        leafRanges[name, default: []].append(range)
    }

    /// Texture turns an invalid result size into 0×0 (with a debug assertion); valid sizes are ceiled.
    func validatedSize(_ size: Size, of name: @autoclosure () -> String?) -> Size {
        guard ValueValidity.isValidForSize(size) else {
            warn(.invalidSize(element: name(), width: size.width, height: size.height))
            return .zero
        }
        return grid.ceil(size)
    }

    /// The node's previous layout if it was calculated with this range and parent size. Plain `==`
    /// comparisons, so a NaN (undefined) component never matches, as in Texture.
    func cachedLayout(of node: ObjectIdentifier, range: SizeRange, parentSize: Size) -> Layout? {
        guard !parentSize.width.isNaN, !parentSize.height.isNaN, !range.hasNaN,
              let previous = previousCalculations[node], previous.range == range,
              previous.parentSize == parentSize else { return nil }
        return previous.layout
    }

    /// Remembers `layout` as the node's previous calculation. A calculation with a NaN component can never
    /// be matched, so it only forgets the older one (cheaper than storing an entry that never hits).
    func cache(_ layout: Layout, of node: ObjectIdentifier, range: SizeRange, parentSize: Size) {
        if range.hasNaN || parentSize.width.isNaN || parentSize.height.isNaN {
            if !previousCalculations.isEmpty { previousCalculations[node] = nil }
        } else {
            previousCalculations[node] = PreviousCalculation(range: range, parentSize: parentSize, layout: layout)
        }
    }
}

private struct PreviousCalculation {
    var range: SizeRange
    var parentSize: Size
    var layout: Layout
}
