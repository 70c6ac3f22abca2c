/// Where a relative spec puts its child along one axis. `none` places like `start` but also forces the
/// child to be at least the spec's minimum on that axis.
public enum RelativePosition: String, Sendable, Hashable, CaseIterable {
    case none, start, center, end

    var fraction: Double {
        switch self {
        case .none, .start: 0
        case .center: 0.5
        case .end: 1
        }
    }
}

/// Arguments of a relative spec (also used by the center spec).
public struct RelativeOptions: Sendable, Hashable {
    public var horizontal: RelativePosition
    public var vertical: RelativePosition
    /// Shrink the spec's width / height to the child's instead of filling the maximum.
    public var minimumWidth: Bool
    public var minimumHeight: Bool

    public init(horizontal: RelativePosition = .none, vertical: RelativePosition = .none,
                minimumWidth: Bool = false, minimumHeight: Bool = false) {
        self.horizontal = horizontal
        self.vertical = vertical
        self.minimumWidth = minimumWidth
        self.minimumHeight = minimumHeight
    }
}

/// Places its child at the start, center or end of each axis (semantics §2.4).
public struct RelativeLayoutSpec: LayoutElement {
    public var kind: LayoutKind { .relative(options) }

    public var style: LayoutStyle { didSet { describe() } }
    public var info: ElementInfo { didSet { describe() } }
    public var options: RelativeOptions { didSet { describe() } }
    public var child: any LayoutElement
    /// Built when the spec is created or changed, so a calculation allocates no description.
    private var shared: LayoutDescription

    public init(options: RelativeOptions, child: any LayoutElement, style: LayoutStyle = LayoutStyle(),
                info: ElementInfo = ElementInfo()) {
        self.options = options
        self.child = child
        self.style = style
        self.info = info
        shared = LayoutDescription(kind: .relative(options), info: info, style: style)
    }

    private mutating func describe() {
        shared = LayoutDescription(kind: .relative(options), info: info, style: style)
    }

    public func calculateLayout(in range: SizeRange, parentSize: Size, pass: LayoutPass) -> CalculatedLayout {
        RelativePlacement(options: options).layout(child: child, range: range, pass: pass, description: shared)
    }
}

/// The relative/center algorithm, shared by both specs.
struct RelativePlacement {
    var options: RelativeOptions

    func layout(child: any LayoutElement, range: SizeRange, pass: LayoutPass,
                description: LayoutDescription) -> CalculatedLayout {
        let available = Size(width: ValueValidity.definedOrUndefined(range.max.width),
                             height: ValueValidity.definedOrUndefined(range.max.height))
        let childRange = SizeRange(
            min: Size(width: options.horizontal == .none ? range.min.width : 0,
                      height: options.vertical == .none ? range.min.height : 0),
            max: range.max)
        let childLayout = child.layoutThatFits(childRange, parentSize: available, pass: pass)
        let size = specSize(available: available, child: childLayout.size, range: range)
        let origin = Point(
            x: pass.grid.round((size.width - childLayout.size.width) * options.horizontal.fraction),
            y: pass.grid.round((size.height - childLayout.size.height) * options.vertical.fraction))
        return pass.layout(description, size: size, child: childLayout.placed(at: origin))
    }

    private func specSize(available: Size, child: Size, range: SizeRange) -> Size {
        var size = range.clamp(Size(width: available.width.isFinite ? available.width : child.width,
                                    height: available.height.isFinite ? available.height : child.height))
        if options.minimumWidth { size.width = range.widthRange.clamp(Swift.min(size.width, child.width)) }
        if options.minimumHeight { size.height = range.heightRange.clamp(Swift.min(size.height, child.height)) }
        return size
    }
}
