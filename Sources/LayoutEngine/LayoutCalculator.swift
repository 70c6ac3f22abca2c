/// The entry point: lays out a root node (or any element) and flattens the result (semantics §4).
///
/// Steps: 1. narrow the range with the root's style (its parent size is the range max unless given);
/// 2. lay out recursively, ceiling every size to the pixel grid; 3. flatten node frames, ceiling positions.
public struct LayoutCalculator: Sendable {
    public var grid: PixelGrid
    public var textMeasurer: any TextMeasuring
    /// Record the range every leaf's measurement receives (for tests).
    public var recordsLeafRanges: Bool

    public init(scale: Double = 2, textMeasurer: any TextMeasuring = InterTextMeasurer(),
                recordsLeafRanges: Bool = false) {
        self.grid = PixelGrid(scale: scale)
        self.textMeasurer = textMeasurer
        self.recordsLeafRanges = recordsLeafRanges
    }

    /// Lays out `root` within `range`; the parent size defaults to the range's maximum, as in Texture.
    /// A root that is a spec rather than a node is hosted by an unnamed display node.
    public func layout(_ root: any LayoutElement, in range: SizeRange, parentSize: Size? = nil,
                       rightToLeft: Bool = false) -> LayoutResult {
        let pass = LayoutPass(grid: grid, textMeasurer: textMeasurer, recordsLeafRanges: recordsLeafRanges)
        let hosted: any LayoutElement = root is DisplayNode ? root : DisplayNode.hosting(root)
        // The store refers to the tree's descriptions without retaining them: it keeps the tree instead.
        pass.keepAlive(hosted)
        let calculated = hosted.layoutThatFits(sanitized(range, pass), parentSize: parentSize ?? range.max, pass: pass)
        let layout = Layout(store: pass.finishedStore(), record: calculated.record, position: .zero)
        return LayoutResult(root: layout, flattened: layout.flattened(grid: grid, rightToLeft: rightToLeft),
                            warnings: pass.warnings, leafRanges: pass.leafRanges)
    }

    /// A view controller measures its node with the exact view size, overriding any style size on it.
    public func layoutViewController(root: DisplayNode, viewSize: Size) -> LayoutResult {
        layout(root, in: SizeRange(exactly: viewSize))
    }

    /// Negative or NaN bounds cannot be laid out; they become 0 (max never below min) with a warning.
    private func sanitized(_ range: SizeRange, _ pass: LayoutPass) -> SizeRange {
        func clean(_ value: Double, _ name: String) -> Double {
            guard value.isNaN || value < 0 else { return value }
            pass.warn(.invalidValue(element: nil, property: name, value: value, used: 0))
            return 0
        }
        let min = Size(width: clean(range.min.width, "range.min.width"), height: clean(range.min.height, "range.min.height"))
        let max = Size(width: clean(range.max.width, "range.max.width"), height: clean(range.max.height, "range.max.height"))
        return SizeRange(min: min, max: Size(width: Swift.max(min.width, max.width), height: Swift.max(min.height, max.height)))
    }
}

extension DisplayNode {
    /// The host node Texture's tests use: a plain display node whose layout spec is `element`.
    static func hosting(_ element: any LayoutElement) -> DisplayNode {
        .withLayoutSpec { _ in element }
    }
}
