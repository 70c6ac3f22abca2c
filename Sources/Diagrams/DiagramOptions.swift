import LayoutEngine

/// An image the figure can show for `UIImage(named:)`, with its URL relative to the page.
public struct DiagramImage: Sendable, Hashable {
    /// Where the page finds the picture; nil for one a browser cannot show (a PDF), drawn as a
    /// placeholder of the image's size.
    public var href: String?
    public var width: Double
    public var height: Double
    /// A resizable image's caps: it is drawn in nine slices at the node's size, whatever the
    /// content mode, as Texture and UIKit draw a stretchable image.
    public var capInsets: EdgeInsets?

    public init(href: String?, width: Double, height: Double, capInsets: EdgeInsets? = nil) {
        self.href = href
        self.width = width
        self.height = height
        self.capInsets = capInsets
    }
}

/// What to draw besides the layout itself.
public struct DiagramOptions: Sendable {
    /// The figure's accessible title (the caption or the snippet id).
    public var title: String
    /// Prefix of every id in the SVG, unique on the page (e.g. the snippet id).
    public var idPrefix: String
    public var scale: Double
    /// Images by the name passed to `UIImage(named:)`.
    public var images: [String: DiagramImage]
    /// Node frames of the previous step of the same file, by node name: nodes that are new,
    /// moved or removed since then are marked.
    public var previousFrames: [String: Rect]?
    /// A canvas larger than the layout, so variants of one snippet share one frame.
    public var canvasSize: Size?
    /// Views or nodes that lay out differently in another version of a `same` group: outlined.
    public var differingNames: Set<String> = []

    public init(title: String, idPrefix: String, scale: Double = 2, images: [String: DiagramImage] = [:],
                previousFrames: [String: Rect]? = nil, canvasSize: Size? = nil) {
        self.title = title
        self.idPrefix = idPrefix
        self.scale = scale
        self.images = images
        self.previousFrames = previousFrames
        self.canvasSize = canvasSize
    }
}

/// A drawn figure: the SVG markup and what the page needs to place it.
public struct Figure: Sendable, Hashable {
    public var svg: String
    public var width: Double
    public var height: Double
    /// A text outline of the layout tree, for screen readers and the page's outline view.
    public var outline: String
}
