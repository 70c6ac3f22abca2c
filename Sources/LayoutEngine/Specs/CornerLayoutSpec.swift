/// The corner of the child where a corner spec centers its corner element.
public enum CornerLocation: String, Sendable, Hashable, CaseIterable {
    case topLeft, topRight, bottomLeft, bottomRight
}

/// Arguments of a corner spec.
public struct CornerOptions: Sendable, Hashable {
    public var location: CornerLocation
    public var offset: Point
    /// Grow the spec to include the corner element.
    public var wrapsCorner: Bool

    public init(location: CornerLocation = .topRight, offset: Point = .zero, wrapsCorner: Bool = false) {
        self.location = location
        self.offset = offset
        self.wrapsCorner = wrapsCorner
    }
}

/// Centers a corner element (a badge) on a corner of its child (semantics §2.8).
public struct CornerLayoutSpec: LayoutElement {
    public var kind: LayoutKind { .corner(options) }

    public var style: LayoutStyle
    public var info: ElementInfo
    public var options: CornerOptions
    public var child: any LayoutElement
    public var corner: (any LayoutElement)?

    public init(options: CornerOptions, child: any LayoutElement, corner: (any LayoutElement)?,
                style: LayoutStyle = LayoutStyle(), info: ElementInfo = ElementInfo()) {
        self.options = options
        self.child = child
        self.corner = corner
        self.style = style
        self.info = info
    }

    public func calculateLayout(in range: SizeRange, parentSize: Size, pass: LayoutPass) -> CalculatedLayout {
        let available = Size(width: ValueValidity.definedOrUndefined(range.max.width),
                             height: ValueValidity.definedOrUndefined(range.max.height))
        let base = child.layoutThatFits(range, parentSize: available, pass: pass)
        let badge = corner?.layoutThatFits(range, parentSize: available, pass: pass)
            ?? EmptyLayoutSpec.nullSlotLayout(pass: pass)
        let baseFrame = Rect(origin: .zero, size: base.size)
        let badgeFrame = Rect(origin: badgeOrigin(base: base.size, badge: badge.size), size: badge.size)
        guard options.wrapsCorner else {
            return assemble(size: base.size, base: baseFrame, badge: badgeFrame, layouts: (base, badge), pass: pass)
        }
        let union = baseFrame.union(badgeFrame)
        let shift = Point(x: -union.minX, y: -union.minY)
        return assemble(size: range.clamp(union.size), base: Rect(origin: baseFrame.origin + shift, size: base.size),
                        badge: Rect(origin: badgeFrame.origin + shift, size: badge.size), layouts: (base, badge),
                        pass: pass)
    }

    private func badgeOrigin(base: Size, badge: Size) -> Point {
        let x: Double, y: Double
        switch options.location {
        case .topLeft: (x, y) = (0, 0)
        case .topRight: (x, y) = (base.width, 0)
        case .bottomLeft: (x, y) = (0, base.height)
        case .bottomRight: (x, y) = (base.width, base.height)
        }
        return Point(x: x - badge.width / 2 + options.offset.x, y: y - badge.height / 2 + options.offset.y)
    }

    private func assemble(size: Size, base: Rect, badge: Rect, layouts: (CalculatedLayout, CalculatedLayout),
                          pass: LayoutPass) -> CalculatedLayout {
        pass.layout(kind: .corner(options), info: info, style: style, size: size,
                    children: [layouts.0.placed(at: base.origin), layouts.1.placed(at: badge.origin)])
    }
}
