/// Which axes a center spec centers on.
public enum CenteringOptions: String, Sendable, Hashable, CaseIterable {
    case none, x, y, xy

    var centersX: Bool { self == .x || self == .xy }
    var centersY: Bool { self == .y || self == .xy }
}

/// Which axes a center spec shrinks to its child instead of filling its maximum.
public enum CenterSizingOptions: String, Sendable, Hashable, CaseIterable {
    case `default`, minimumX, minimumY, minimumXY
}

/// Arguments of a center spec.
public struct CenterOptions: Sendable, Hashable {
    public var centering: CenteringOptions
    public var sizing: CenterSizingOptions

    public init(centering: CenteringOptions = .none, sizing: CenterSizingOptions = .default) {
        self.centering = centering
        self.sizing = sizing
    }

    /// The center spec is a relative spec with center positions on the chosen axes (semantics §2.4).
    var relativeOptions: RelativeOptions {
        RelativeOptions(horizontal: centering.centersX ? .center : .none,
                        vertical: centering.centersY ? .center : .none,
                        minimumWidth: sizing == .minimumX || sizing == .minimumXY,
                        minimumHeight: sizing == .minimumY || sizing == .minimumXY)
    }
}

/// Centers its child (Texture's ASCenterLayoutSpec, a relative spec underneath).
public struct CenterLayoutSpec: LayoutElement {
    public var kind: LayoutKind { .center(options) }

    public var style: LayoutStyle { didSet { describe() } }
    public var info: ElementInfo { didSet { describe() } }
    public var options: CenterOptions { didSet { describe() } }
    public var child: any LayoutElement
    /// Built when the spec is created or changed, so a calculation allocates no description.
    private var shared: LayoutDescription

    public init(options: CenterOptions, child: any LayoutElement, style: LayoutStyle = LayoutStyle(),
                info: ElementInfo = ElementInfo()) {
        self.options = options
        self.child = child
        self.style = style
        self.info = info
        shared = LayoutDescription(kind: .center(options), info: info, style: style)
    }

    private mutating func describe() {
        shared = LayoutDescription(kind: .center(options), info: info, style: style)
    }

    public func calculateLayout(in range: SizeRange, parentSize: Size, pass: LayoutPass) -> CalculatedLayout {
        RelativePlacement(options: options.relativeOptions).layout(child: child, range: range, pass: pass,
                                                                   description: shared)
    }
}
