/// Rounding to the device pixel grid (semantics §1.5). `scale` is the screen scale (default 2).
public struct PixelGrid: Sendable, Hashable {
    /// Texture subtracts/adds FLT_EPSILON before rounding so values a hair above a pixel edge stay on it.
    static let epsilon = 1.1920928955078125e-7

    public var scale: Double

    public init(scale: Double = 2) {
        self.scale = scale > 0 && scale.isFinite ? scale : 2
    }

    public func ceil(_ value: Double) -> Double {
        ((value - Self.epsilon) * scale).rounded(.up) / scale
    }

    public func floor(_ value: Double) -> Double {
        ((value + Self.epsilon) * scale).rounded(.down) / scale
    }

    /// C `round`: half away from zero.
    public func round(_ value: Double) -> Double {
        (value * scale).rounded(.toNearestOrAwayFromZero) / scale
    }

    public func ceil(_ size: Size) -> Size {
        Size(width: ceil(size.width), height: ceil(size.height))
    }

    public func ceil(_ point: Point) -> Point {
        Point(x: ceil(point.x), y: ceil(point.y))
    }
}
