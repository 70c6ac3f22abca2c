/// A width and height in points. Components may be `.infinity` (unbounded) or NaN (undefined),
/// exactly as Texture's CGSize values can be; validity is checked where it matters (`ValueValidity`).
public struct Size: Sendable, Hashable {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    public static let zero = Size(width: 0, height: 0)
    public static let infinite = Size(width: .infinity, height: .infinity)
    /// A parent size that is undefined on both axes.
    public static let undefined = Size(width: .nan, height: .nan)
}
