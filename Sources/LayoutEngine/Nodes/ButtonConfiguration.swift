/// The parts and options of a button node (Texture's ASButtonNode, semantics §3.3).
public struct ButtonConfiguration: Sendable {
    public var title: DisplayNode?
    public var image: DisplayNode?
    public var backgroundImage: DisplayNode?
    public var contentSpacing: Double = 8
    public var laysOutHorizontally = true
    public var contentHorizontalAlignment: StackHorizontalAlignment = .middle
    public var contentVerticalAlignment: StackVerticalAlignment = .center
    /// Where the image goes beside the title (`.end` puts the title first).
    public var imageAlignment: ButtonImageAlignment = .beginning
    public var contentEdgeInsets: EdgeInsets = .zero

    public init(title: DisplayNode? = nil, image: DisplayNode? = nil, backgroundImage: DisplayNode? = nil) {
        self.title = title
        self.image = image
        self.backgroundImage = backgroundImage
    }

    /// The spec a button lays out as: a stack of image and title, inset by the content insets and
    /// backed by the background image when those are set.
    func layoutSpec() -> any LayoutElement {
        var options = StackOptions(direction: laysOutHorizontally ? .horizontal : .vertical, spacing: contentSpacing)
        options.horizontalAlignment = contentHorizontalAlignment
        options.verticalAlignment = contentVerticalAlignment
        let parts = imageAlignment == .end ? [title, image] : [image, title]
        var spec: any LayoutElement = StackLayoutSpec(options: options, children: parts.compactMap { $0 })
        if contentEdgeInsets != .zero { spec = InsetLayoutSpec(insets: contentEdgeInsets, child: spec) }
        if let backgroundImage { spec = BackgroundLayoutSpec(child: spec, background: backgroundImage) }
        return spec
    }
}

/// ASButtonNodeImageAlignment: the image before the title, or after it.
public enum ButtonImageAlignment: String, Sendable {
    case beginning, end
}

extension DisplayNode {
    /// A button node laid out as its configuration's stack.
    public static func button(_ configuration: ButtonConfiguration, style: LayoutStyle = LayoutStyle(),
                              appearance: NodeAppearance = NodeAppearance(), info: ElementInfo = ElementInfo()) -> DisplayNode {
        let spec = configuration.layoutSpec()
        return DisplayNode(kind: .button, content: .layoutSpec { _ in spec }, style: style,
                           appearance: appearance, info: info)
    }
}
