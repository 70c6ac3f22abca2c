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

        public init(shape: Shape, color: RGBAColor) {
            self.shape = shape
            self.color = color
        }
    }

    public var size: Size
    public var fills: [Fill]

    public init(size: Size, fills: [Fill] = []) {
        self.size = size
        self.fills = fills
    }
}
