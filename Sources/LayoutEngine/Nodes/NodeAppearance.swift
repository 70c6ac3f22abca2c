/// How a node looks. The engine never reads these values; it carries them to the layout for diagrams.
public struct NodeAppearance: Sendable, Hashable {
    public var backgroundColor: RGBAColor?
    public var cornerRadius: Double
    /// Which corners `cornerRadius` rounds (Core Animation's `maskedCorners`); all by default.
    public var roundedCorners: RoundedCorners = .all
    public var borderWidth: Double
    public var borderColor: RGBAColor?
    /// The image an image node shows (a name, or a URL for a network image node).
    public var imageName: String?
    /// Opacity of the node and everything drawn inside it (UIKit's `alpha`, 0…1).
    public var alpha: Double
    /// A hidden node and its subnodes are not drawn; they still take their place in the layout.
    public var isHidden: Bool
    /// Subnodes are cut off at the node's bounds (rounded by its corner radius).
    public var clipsToBounds: Bool
    /// How an image node fits its image into its bounds (Texture's default is aspect fill).
    public var contentMode: ContentMode
    /// A layer shadow; drawn only when its opacity is above 0, as on iOS.
    public var shadow: NodeShadow

    public init(backgroundColor: RGBAColor? = nil, cornerRadius: Double = 0, borderWidth: Double = 0,
                borderColor: RGBAColor? = nil, imageName: String? = nil, alpha: Double = 1, isHidden: Bool = false,
                clipsToBounds: Bool = false, contentMode: ContentMode = .scaleAspectFill, shadow: NodeShadow = NodeShadow()) {
        self.backgroundColor = backgroundColor
        self.cornerRadius = cornerRadius
        self.borderWidth = borderWidth
        self.borderColor = borderColor
        self.imageName = imageName
        self.alpha = alpha
        self.isHidden = isHidden
        self.clipsToBounds = clipsToBounds
        self.contentMode = contentMode
        self.shadow = shadow
    }
}

/// The corners a corner radius rounds, as Core Animation's `CACornerMask` names them: min X is the
/// left edge and min Y the top, in UIKit's flipped coordinates.
public struct RoundedCorners: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let topLeft = RoundedCorners(rawValue: 1)
    public static let topRight = RoundedCorners(rawValue: 2)
    public static let bottomLeft = RoundedCorners(rawValue: 4)
    public static let bottomRight = RoundedCorners(rawValue: 8)
    public static let all: RoundedCorners = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}

/// CALayer's shadow, with its defaults: black, opacity 0 (none), offset (0, −3), radius 3.
public struct NodeShadow: Sendable, Hashable {
    public var color = RGBAColor(red: 0, green: 0, blue: 0, alpha: 1)
    public var opacity = 0.0
    public var radius = 3.0
    public var offset = Size(width: 0, height: -3)

    public init() {}
}

/// UIKit's `UIViewContentMode`: scaled to fill, fit or fill with the aspect ratio kept, or drawn at
/// the image's own size against an edge or corner (clipped to the node).
public enum ContentMode: String, Sendable, Hashable {
    case scaleToFill, scaleAspectFit, scaleAspectFill, center, top, bottom, left, right, topLeft, topRight, bottomLeft, bottomRight
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
