/// Gives its child a size with a fixed height / width ratio (semantics §2.5).
public struct RatioLayoutSpec: LayoutElement {
    public var kind: LayoutKind { .ratio(ratio) }

    /// Ratios outside this range are clamped into it (a zero or negative ratio has no meaning).
    static let usableRatios = 0.001...1000.0

    public var style: LayoutStyle { didSet { describe() } }
    public var info: ElementInfo { didSet { describe() } }
    /// Height divided by width; must be > 0.
    public var ratio: Double { didSet { describe() } }
    public var child: any LayoutElement
    /// Built when the spec is created or changed, so a calculation allocates no description.
    private var shared: LayoutDescription

    public init(ratio: Double, child: any LayoutElement, style: LayoutStyle = LayoutStyle(),
                info: ElementInfo = ElementInfo()) {
        self.ratio = ratio
        self.child = child
        self.style = style
        self.info = info
        shared = LayoutDescription(kind: .ratio(Self.clampedRatio(ratio)), info: info, style: style)
    }

    private mutating func describe() {
        shared = LayoutDescription(kind: .ratio(Self.clampedRatio(ratio)), info: info, style: style)
    }

    /// The ratio `usableRatio` lays out with, without the warnings (for the layout description).
    private static func clampedRatio(_ ratio: Double) -> Double {
        ratio.isNaN ? 1 : Swift.min(Swift.max(ratio, usableRatios.lowerBound), usableRatios.upperBound)
    }

    public func calculateLayout(in range: SizeRange, parentSize: Size, pass: LayoutPass) -> CalculatedLayout {
        let ratio = usableRatio(pass: pass)
        let childLayout: CalculatedLayout
        if let best = bestSize(ratio: ratio, range: range, grid: pass.grid) {
            childLayout = child.layoutThatFits(range.intersect(SizeRange(exactly: best)), parentSize: best, pass: pass)
        } else {
            childLayout = child.layoutThatFits(range, parentSize: .undefined, pass: pass)
        }
        // The spec takes the child's size without clamping it again.
        return pass.layout(shared, size: childLayout.size, child: childLayout.placed(at: .zero))
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
