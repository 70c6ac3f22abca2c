/// Lays every child out with its own range at (0,0) and takes the size of the largest (semantics §2.1).
public struct WrapperLayoutSpec: LayoutElement {
    public var kind: LayoutKind { .wrapper }

    public var style: LayoutStyle { didSet { describe() } }
    public var info: ElementInfo { didSet { describe() } }
    /// Built when the spec is created or changed, so a calculation allocates no description.
    private var shared: LayoutDescription
    public var children: [any LayoutElement]

    public init(children: [any LayoutElement], style: LayoutStyle = LayoutStyle(), info: ElementInfo = ElementInfo()) {
        self.children = children
        self.style = style
        self.info = info
        shared = LayoutDescription(kind: .wrapper, info: info, style: style)
    }

    private mutating func describe() {
        shared = LayoutDescription(kind: .wrapper, info: info, style: style)
    }

    public func calculateLayout(in range: SizeRange, parentSize: Size, pass: LayoutPass) -> CalculatedLayout {
        let layouts = children.map { $0.layoutThatFits(range, parentSize: range.max, pass: pass) }
        // Per axis the larger of R.min and the largest child; no upper clamp.
        let size = layouts.reduce(range.min) { largest, child in
            Size(width: macroMax(largest.width, child.size.width),
                 height: macroMax(largest.height, child.size.height))
        }
        return pass.layout(shared, size: size, children: layouts)
    }
}
