/// Surrounds its child with insets; an infinite inset takes all remaining space on its side (semantics §2.3).
///
/// Limitation (as in Texture): infinite insets on an axis whose maximum is unbounded give an invalid size,
/// which is reported as a warning and laid out as 0×0.
public struct InsetLayoutSpec: LayoutElement {
    public var kind: LayoutKind { .inset(insets) }

    // Stored properties in the order a calculation reads them (see DisplayNode).
    /// Built when the spec is created or changed, so a calculation allocates no description.
    private var shared: LayoutDescription
    public var child: any LayoutElement
    public var insets: EdgeInsets { didSet { describe() } }
    public var style: LayoutStyle { didSet { describe() } }
    public var info: ElementInfo { didSet { describe() } }

    public init(insets: EdgeInsets, child: any LayoutElement, style: LayoutStyle = LayoutStyle(),
                info: ElementInfo = ElementInfo()) {
        self.insets = insets
        self.child = child
        self.style = style
        self.info = info
        shared = LayoutDescription(kind: .inset(Self.usableInsets(insets)), info: info, style: style)
    }

    private mutating func describe() {
        shared = LayoutDescription(kind: .inset(Self.usableInsets(insets)), info: info, style: style)
    }

    /// The inset spec ignores its own width/height/min/max.
    public var narrowsRangeWithOwnStyle: Bool { false }

    public func calculateLayout(in range: SizeRange, parentSize: Size, pass: LayoutPass) -> CalculatedLayout {
        let insets = sanitizedInsets(pass: pass)
        let horizontal = InsetAxis(leading: insets.left, trailing: insets.right)
        let vertical = InsetAxis(leading: insets.top, trailing: insets.bottom)
        let childRange = SizeRange(width: horizontal.childRange(range.widthRange),
                                   height: vertical.childRange(range.heightRange))
        let childParent = Size(width: horizontal.childParentLength(parentSize.width),
                               height: vertical.childParentLength(parentSize.height))
        let childLayout = child.layoutThatFits(childRange, parentSize: childParent, pass: pass)
        let size = range.clamp(Size(width: horizontal.specLength(child: childLayout.size.width, range: range.widthRange),
                                    height: vertical.specLength(child: childLayout.size.height, range: range.heightRange)))
        let origin = Point(x: horizontal.childOffset(child: childLayout.size.width, max: range.max.width, grid: pass.grid),
                           y: vertical.childOffset(child: childLayout.size.height, max: range.max.height, grid: pass.grid))
        return pass.layout(shared, size: size, child: childLayout.placed(at: origin))
    }

    /// NaN insets cannot mean anything; they become 0 with a warning. Negative insets are allowed.
    private func sanitizedInsets(pass: LayoutPass) -> EdgeInsets {
        func clean(_ value: Double, _ edge: String) -> Double {
            guard value.isNaN else { return value }
            pass.warn(.invalidValue(element: info.name, property: "insets.\(edge)", value: value, used: 0))
            return 0
        }
        return EdgeInsets(top: clean(insets.top, "top"), left: clean(insets.left, "left"),
                          bottom: clean(insets.bottom, "bottom"), right: clean(insets.right, "right"))
    }

    /// The insets `sanitizedInsets` uses, without the warnings (for the layout description).
    private static func usableInsets(_ insets: EdgeInsets) -> EdgeInsets {
        func clean(_ value: Double) -> Double { value.isNaN ? 0 : value }
        return EdgeInsets(top: clean(insets.top), left: clean(insets.left),
                          bottom: clean(insets.bottom), right: clean(insets.right))
    }
}

/// The inset rules along one axis, written once for both axes.
private struct InsetAxis {
    var leading: Double
    var trailing: Double

    var finiteSum: Double { leading.finiteOrZero + trailing.finiteOrZero }
    var hasInfinite: Bool { leading.isInfinite || trailing.isInfinite }

    func childRange(_ range: AxisRange) -> AxisRange {
        let lower = hasInfinite ? 0 : Swift.max(0, range.lower - finiteSum)
        return AxisRange(lower: lower, upper: Swift.max(0, range.upper - finiteSum))
    }

    /// An undefined parent length becomes 0 here (Texture's MAX(0, NaN)).
    func childParentLength(_ parent: Double) -> Double { macroMax(0, parent - finiteSum) }

    func specLength(child: Double, range: AxisRange) -> Double {
        let wanted = child + leading + trailing
        return wanted.isFinite ? wanted : range.upper
    }

    func childOffset(child: Double, max: Double, grid: PixelGrid) -> Double {
        if leading.isFinite { return leading }
        if trailing.isFinite { return max - trailing - child }
        return max - grid.round((max - child) / 2) - child
    }
}
