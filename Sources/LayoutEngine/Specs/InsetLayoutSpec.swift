/// Surrounds its child with insets; an infinite inset takes all remaining space on its side (semantics §2.3).
///
/// Limitation (as in Texture): infinite insets on an axis whose maximum is unbounded give an invalid size,
/// which is reported as a warning and laid out as 0×0.
public struct InsetLayoutSpec: LayoutElement {
    /// Everything the spec holds, in one object: an existential stores this reference inline instead of
    /// boxing a 290-byte struct, so a calculation touches one object (see `StackLayoutSpec`). Setting a
    /// property replaces it, so copies of a spec never share a change.
    private var storage: Storage

    public init(insets: EdgeInsets, child: any LayoutElement, style: LayoutStyle = LayoutStyle(),
                info: ElementInfo = ElementInfo()) {
        storage = Storage(insets: insets, child: child, style: style, info: info)
    }

    public var kind: LayoutKind { .inset(insets) }

    public var child: any LayoutElement {
        get { storage.child }
        set { change(child: newValue) }
    }

    public var insets: EdgeInsets {
        get { storage.insets }
        set { change(insets: newValue) }
    }

    public var style: LayoutStyle {
        get { storage.description.style }
        set { change(style: newValue) }
    }

    public var info: ElementInfo {
        get { storage.description.info }
        set { change(info: newValue) }
    }

    private mutating func change(insets: EdgeInsets? = nil, child: (any LayoutElement)? = nil,
                                 style: LayoutStyle? = nil, info: ElementInfo? = nil) {
        storage = Storage(insets: insets ?? self.insets, child: child ?? self.child, style: style ?? self.style,
                          info: info ?? self.info)
    }

    /// The values as given, with the description built from them (what a calculation reads comes first).
    private final class Storage: Sendable {
        let description: LayoutDescription
        let child: any LayoutElement
        let insets: EdgeInsets

        init(insets: EdgeInsets, child: any LayoutElement, style: LayoutStyle, info: ElementInfo) {
            description = LayoutDescription(kind: .inset(InsetLayoutSpec.usableInsets(insets)), info: info, style: style)
            self.child = child
            self.insets = insets
        }
    }

    /// The inset spec ignores its own width/height/min/max.
    public var narrowsRangeWithOwnStyle: Bool { false }

    public func calculateLayout(in range: SizeRange, parentSize: Size, pass: LayoutPass) -> CalculatedLayout {
        let storage = self.storage
        let insets = sanitizedInsets(storage.insets, pass: pass)
        let horizontal = InsetAxis(leading: insets.left, trailing: insets.right)
        let vertical = InsetAxis(leading: insets.top, trailing: insets.bottom)
        let childRange = SizeRange(width: horizontal.childRange(range.widthRange),
                                   height: vertical.childRange(range.heightRange))
        let childParent = Size(width: horizontal.childParentLength(parentSize.width),
                               height: vertical.childParentLength(parentSize.height))
        let childLayout = storage.child.layoutThatFits(childRange, parentSize: childParent, pass: pass)
        let size = range.clamp(Size(width: horizontal.specLength(child: childLayout.size.width, range: range.widthRange),
                                    height: vertical.specLength(child: childLayout.size.height, range: range.heightRange)))
        let origin = Point(x: horizontal.childOffset(child: childLayout.size.width, max: range.max.width, grid: pass.grid),
                           y: vertical.childOffset(child: childLayout.size.height, max: range.max.height, grid: pass.grid))
        return pass.layout(storage.description, size: size, child: childLayout.placed(at: origin))
    }

    /// NaN insets cannot mean anything; they become 0 with a warning. Negative insets are allowed.
    private func sanitizedInsets(_ insets: EdgeInsets, pass: LayoutPass) -> EdgeInsets {
        func clean(_ value: Double, _ edge: String) -> Double {
            guard value.isNaN else { return value }
            pass.warn(.invalidValue(element: info.name, property: "insets.\(edge)", value: value, used: 0))
            return 0
        }
        return EdgeInsets(top: clean(insets.top, "top"), left: clean(insets.left, "left"),
                          bottom: clean(insets.bottom, "bottom"), right: clean(insets.right, "right"))
    }

    /// The insets `sanitizedInsets` uses, without the warnings (for the layout description).
    fileprivate static func usableInsets(_ insets: EdgeInsets) -> EdgeInsets {
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
