/// Gives its child a size with a fixed height / width ratio (semantics §2.5).
public struct RatioLayoutSpec: LayoutElement {
    public var kind: LayoutKind { .ratio(ratio) }

    /// Ratios outside this range are clamped into it (a zero or negative ratio has no meaning).
    static let usableRatios = 0.001...1000.0

    public var style: LayoutStyle
    public var info: ElementInfo
    /// Height divided by width; must be > 0.
    public var ratio: Double
    public var child: any LayoutElement

    public init(ratio: Double, child: any LayoutElement, style: LayoutStyle = LayoutStyle(),
                info: ElementInfo = ElementInfo()) {
        self.ratio = ratio
        self.child = child
        self.style = style
        self.info = info
    }

    public func calculateLayout(in range: SizeRange, parentSize: Size, pass: LayoutPass) -> Layout {
        let ratio = usableRatio(pass: pass)
        let childLayout: Layout
        if let best = bestSize(ratio: ratio, range: range, grid: pass.grid) {
            childLayout = child.layoutThatFits(range.intersect(SizeRange(exactly: best)), parentSize: best, pass: pass)
        } else {
            childLayout = child.layoutThatFits(range, parentSize: .undefined, pass: pass)
        }
        // The spec takes the child's size without clamping it again.
        return Layout(kind: .ratio(ratio), info: info, size: childLayout.size,
                      children: [childLayout.placed(at: .zero)], style: style)
    }

    private func usableRatio(pass: LayoutPass) -> Double {
        if ratio.isNaN {
            pass.warn(.invalidRatio(element: info.name, ratio: ratio, used: 1))
            return 1
        }
        let clamped = Swift.min(Swift.max(ratio, Self.usableRatios.lowerBound), Self.usableRatios.upperBound)
        if clamped != ratio { pass.warn(.invalidRatio(element: info.name, ratio: ratio, used: clamped)) }
        return clamped
    }

    /// Width-based and height-based candidates; the one whose h/w is closest to the ratio wins,
    /// the width-based one on a tie. Nil when both maxima are unbounded.
    private func bestSize(ratio: Double, range: SizeRange, grid: PixelGrid) -> Size? {
        var candidates: [Size] = []
        if ValueValidity.isValidForSize(range.max.width) {
            candidates.append(range.clamp(Size(width: range.max.width, height: grid.floor(ratio * range.max.width))))
        }
        if ValueValidity.isValidForSize(range.max.height) {
            candidates.append(range.clamp(Size(width: grid.floor(range.max.height / ratio), height: range.max.height)))
        }
        func distance(_ size: Size) -> Double { abs(size.height / size.width - ratio) }
        return candidates.reduce(nil) { best, candidate in
            guard let best else { return candidate }
            return distance(candidate) < distance(best) ? candidate : best
        }
    }
}
