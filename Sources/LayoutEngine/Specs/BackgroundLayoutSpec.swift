/// Lays a background behind its child, sized exactly like the child (semantics §2.6).
public struct BackgroundLayoutSpec: LayoutElement {
    public var kind: LayoutKind { .background }

    public var style: LayoutStyle { didSet { describe() } }
    public var info: ElementInfo { didSet { describe() } }
    /// Built when the spec is created or changed, so a calculation allocates no description.
    private var shared: LayoutDescription
    public var child: any LayoutElement
    public var background: (any LayoutElement)?

    public init(child: any LayoutElement, background: (any LayoutElement)?, style: LayoutStyle = LayoutStyle(),
                info: ElementInfo = ElementInfo()) {
        self.child = child
        self.background = background
        self.style = style
        self.info = info
        shared = LayoutDescription(kind: .background, info: info, style: style)
    }

    private mutating func describe() {
        shared = LayoutDescription(kind: .background, info: info, style: style)
    }

    /// Background specs ignore their own width/height/min/max.
    public var narrowsRangeWithOwnStyle: Bool { false }

    public func calculateLayout(in range: SizeRange, parentSize: Size, pass: LayoutPass) -> CalculatedLayout {
        let content = child.layoutThatFits(range, parentSize: parentSize, pass: pass).placed(at: .zero)
        // The background resolves percentages against the spec's parent size, not the content size.
        let behind = background?.layoutThatFits(SizeRange(exactly: content.size), parentSize: parentSize, pass: pass)
            ?? EmptyLayoutSpec.nullSlotLayout(pass: pass)
        return pass.layout(shared, size: content.size, children: [behind.placed(at: .zero), content])
    }
}
