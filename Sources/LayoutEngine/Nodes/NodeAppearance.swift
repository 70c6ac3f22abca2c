/// How a node looks. The engine never reads these values; it carries them to the layout for diagrams.
public struct NodeAppearance: Sendable, Hashable {
    public var backgroundColor: RGBAColor?
    public var cornerRadius: Double
    public var borderWidth: Double
    public var borderColor: RGBAColor?
    /// The image an image node shows (a name, or a URL for a network image node).
    public var imageName: String?

    public init(backgroundColor: RGBAColor? = nil, cornerRadius: Double = 0, borderWidth: Double = 0,
                borderColor: RGBAColor? = nil, imageName: String? = nil) {
        self.backgroundColor = backgroundColor
        self.cornerRadius = cornerRadius
        self.borderWidth = borderWidth
        self.borderColor = borderColor
        self.imageName = imageName
    }
}

/// What a node's layout carries besides geometry: appearance, and for text nodes the text and its lines.
public struct NodeDetails: Sendable {
    public var appearance: NodeAppearance
    public var text: TextContent?
    public var measuredText: MeasuredText?

    public init(appearance: NodeAppearance, text: TextContent? = nil, measuredText: MeasuredText? = nil) {
        self.appearance = appearance
        self.text = text
        self.measuredText = measuredText
    }
}
