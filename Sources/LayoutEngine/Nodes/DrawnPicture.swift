/// A picture a snippet drew into an image context (`UIGraphicsImageRenderer`,
/// `UIGraphicsBeginImageContext`): its size in points and the shapes it filled, in order.
public struct DrawnPicture: Sendable, Hashable {
    public enum Shape: Sendable, Hashable {
        case rect(Rect)
        case roundedRect(Rect, radius: Double)
        case ellipse(Rect)
    }

    public struct Fill: Sendable, Hashable {
        public var shape: Shape
        public var color: RGBAColor
        /// The width of the line drawn along the shape's outline; nil fills the shape.
        public var lineWidth: Double?
        /// The clipping paths in force (`addClip()`), each narrowing the ones before: only what lies
        /// inside all of them is drawn.
        public var clips: [Shape]

        public init(shape: Shape, color: RGBAColor, lineWidth: Double? = nil, clips: [Shape] = []) {
            self.shape = shape
            self.color = color
            self.lineWidth = lineWidth
            self.clips = clips
        }
    }

    public var size: Size
    public var fills: [Fill]
    /// A resizable image's caps (`resizableImage(withCapInsets:resizingMode: .stretch)`): drawn at
    /// any size, its corners keep their size, its edges stretch along their length and its middle
    /// both ways; nil for an image drawn scaled as a whole.
    public var capInsets: EdgeInsets?

    public init(size: Size, fills: [Fill] = [], capInsets: EdgeInsets? = nil) {
        self.size = size
        self.fills = fills
        self.capInsets = capInsets
    }
}
