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

    public init(grid: PixelGrid = PixelGrid(), textMeasurer: any TextMeasuring = PlaceholderTextMeasurer(),
                recordsLeafRanges: Bool = false) {
        self.grid = grid
        self.textMeasurer = textMeasurer
        self.recordsLeafRanges = recordsLeafRanges
    }

    public func warn(_ warning: LayoutWarning) {
        warnings.append(warning)
    }

    func recordLeafRange(_ range: SizeRange, of info: ElementInfo) {
        guard recordsLeafRanges, let name = info.name else { return }
        leafRanges[name, default: []].append(range)
    }

    /// Texture turns an invalid result size into 0×0 (with a debug assertion); valid sizes are ceiled.
    func validatedSize(_ size: Size, of info: ElementInfo) -> Size {
        guard ValueValidity.isValidForSize(size) else {
            warn(.invalidSize(element: info.name, width: size.width, height: size.height))
            return .zero
        }
        return grid.ceil(size)
    }
}
