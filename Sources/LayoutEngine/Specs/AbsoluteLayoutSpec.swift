/// Whether an absolute spec fills its bounded maximum or wraps its children.
public enum AbsoluteSizing: String, Sendable, Hashable, CaseIterable {
    case `default`, sizeToFit
}

/// Places children at their style's layoutPosition (semantics §2.7).
public struct AbsoluteLayoutSpec: LayoutElement {
    public var kind: LayoutKind { .absolute(sizing) }

    public var style: LayoutStyle
    public var info: ElementInfo
    public var sizing: AbsoluteSizing
    public var children: [any LayoutElement]

    public init(sizing: AbsoluteSizing = .default, children: [any LayoutElement],
                style: LayoutStyle = LayoutStyle(), info: ElementInfo = ElementInfo()) {
        self.sizing = sizing
        self.children = children
        self.style = style
        self.info = info
    }

    public func calculateLayout(in range: SizeRange, parentSize: Size, pass: LayoutPass) -> CalculatedLayout {
        let available = Size(width: ValueValidity.definedOrUndefined(range.max.width),
                             height: ValueValidity.definedOrUndefined(range.max.height))
        let layouts = children.map { measure($0, range: range, available: available, pass: pass) }
        let extent = layouts.reduce(range.min) { extent, child in
            Size(width: macroMax(extent.width, child.frame.maxX), height: macroMax(extent.height, child.frame.maxY))
        }
        let wraps = sizing == .sizeToFit
        let size = range.clamp(Size(width: wraps || available.width.isNaN ? extent.width : available.width,
                                    height: wraps || available.height.isNaN ? extent.height : available.height))
        return pass.layout(kind: .absolute(sizing), info: info, style: style, size: size, children: layouts)
    }

    /// A child without an explicit size may use the space from its position to the maximum.
    private func measure(_ child: any LayoutElement, range: SizeRange, available: Size,
                         pass: LayoutPass) -> CalculatedLayout {
        let position = child.style.layoutPosition
        let autoRange = SizeRange(min: .zero, max: Size(width: range.max.width - position.x,
                                                        height: range.max.height - position.y))
        let childRange = child.style.resolvedRange(parentSize: available, autoRange: autoRange)
        return child.layoutThatFits(childRange, parentSize: available, pass: pass).placed(at: position)
    }
}
