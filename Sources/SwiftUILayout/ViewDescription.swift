/// A SwiftUI view as a value, what `body` returns: what it is, and how it is named and located.
/// Descriptions are immutable and may appear twice in one tree; layout instantiates nodes from them.
public struct ViewDescription {
    public var content: ViewContent
    /// `.accessibilityIdentifier("…")`: what UI tests find the view by, and what recordings name.
    public var identifier: String?
    /// The `View` struct whose `body` this is (`ProductCard`).
    public var typeName: String?
    /// How the figure writes it: `HStack(spacing: 8)`, `.padding(16)`, `Text "Hello"`.
    public var label: String
    public var source: SourceLines?

    public init(_ content: ViewContent, label: String, source: SourceLines? = nil) {
        self.content = content
        self.label = label
        self.source = source
    }

    public static var empty: ViewDescription { ViewDescription(.empty, label: "EmptyView") }
}

/// The lines of the author's code that build a view.
public struct SourceLines: Hashable, Sendable {
    public var start: Int
    public var end: Int

    public init(start: Int, end: Int) { (self.start, self.end) = (start, end) }
}

/// A colour as the figure paints it.
public struct ViewColor: Hashable, Sendable {
    public var red, green, blue, alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
    }
}

public enum ShapeKind: Hashable, Sendable {
    case rectangle
    case roundedRectangle(cornerRadius: Double)
    case circle
    case capsule
    case ellipse
}

/// A font as SwiftUI's environment carries it.
public struct ViewFont: Hashable, Sendable {
    public var size: Double
    public var weight: String
    public var isItalic: Bool

    public init(size: Double, weight: String = "regular", isItalic: Bool = false) {
        (self.size, self.weight, self.isItalic) = (size, weight, isItalic)
    }

    /// `.body`: what text uses when nothing sets a font.
    public static let body = ViewFont(size: 17)
}

public enum TextAlignment: String, Hashable, Sendable {
    case leading, center, trailing
}

/// `Text`, with what its modifiers set on it directly.
public struct TextDescription: Hashable, Sendable {
    public var string: String
    public var font: ViewFont?
    public var color: ViewColor?
    public var isBold = false
    public var isItalic = false

    public init(string: String) { self.string = string }
}

public enum ImageSource: Hashable, Sendable {
    /// An asset, with its size in points (I1).
    case asset(name: String, size: ViewSize)
    /// An SF Symbol, drawn as a labelled placeholder sized by the font (I3).
    case symbol(name: String)
}

public struct ImageDescription: Hashable, Sendable {
    public var source: ImageSource
    public var isResizable = false

    public init(source: ImageSource) { self.source = source }
}

public enum ContentMode: String, Hashable, Sendable {
    case fit, fill
}

public enum LayoutDirection: String, Hashable, Sendable {
    case leftToRight, rightToLeft
}

/// What a modifier sets in the environment of everything below it.
public enum EnvironmentChange {
    case font(ViewFont)
    /// `.bold()`, `.fontWeight(_:)`, `.italic()` on a container: every text inside.
    case fontWeight(String)
    case italic
    case foregroundColor(ViewColor)
    case lineLimit(Int?)
    case multilineTextAlignment(TextAlignment)
    case layoutDirection(LayoutDirection)
    /// Changes nothing, but says that what it wraps relies on an open rule (an approximate List).
    case assumption(OpenRule)
}

/// What a modifier changes in drawing only (no layout effect).
public enum Decoration: Hashable, Sendable {
    case fill(ViewColor)
    case clip(ShapeKind)
    case opacity(Double)
    /// `.border`: an overlay stroked inside the bounds (Z2).
    case border(ViewColor, width: Double)
}

public struct FlexibleFrame: Hashable, Sendable {
    public var minWidth, idealWidth, maxWidth, minHeight, idealHeight, maxHeight: Double?
    public var alignment: Alignment

    public init(minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
                minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil, alignment: Alignment = .center) {
        (self.minWidth, self.idealWidth, self.maxWidth) = (minWidth, idealWidth, maxWidth)
        (self.minHeight, self.idealHeight, self.maxHeight) = (minHeight, idealHeight, maxHeight)
        self.alignment = alignment
    }
}

/// What a view is. Containers hold their children; a modifier holds the view it modifies.
public indirect enum ViewContent {
    case empty
    case color(ViewColor)
    case shape(ShapeKind, fill: ViewColor?)
    case text(TextDescription)
    case image(ImageDescription)
    case spacer(minLength: Double?)
    case divider
    case stack(Axis, alignment: AlignmentGuide, spacing: Double?, [ViewDescription])
    case lazyStack(Axis, alignment: AlignmentGuide, spacing: Double?, [ViewDescription])
    case zStack(Alignment, [ViewDescription])
    case scrollView(Axis, ViewDescription)
    case viewThatFits(Set<Axis>, [ViewDescription])
    case geometryReader((ViewSize) throws -> [ViewDescription])
    case frame(width: Double?, height: Double?, alignment: Alignment, ViewDescription)
    case flexibleFrame(FlexibleFrame, ViewDescription)
    case padding(ViewInsets, ViewDescription)
    case fixedSize(horizontal: Bool, vertical: Bool, ViewDescription)
    case layoutPriority(Double, ViewDescription)
    case offset(x: Double, y: Double, ViewDescription)
    case position(x: Double, y: Double, ViewDescription)
    case overlay(ViewDescription, secondary: ViewDescription, alignment: Alignment)
    case background(ViewDescription, secondary: ViewDescription, alignment: Alignment)
    case aspectRatio(Double?, ContentMode, ViewDescription)
    case alignmentGuide(AlignmentGuide, (ViewDimensions) throws -> Double, ViewDescription)
    case environment(EnvironmentChange, ViewDescription)
    case decoration(Decoration, ViewDescription)
    /// Views written one after another where one view is expected (a builder's statements).
    case group([ViewDescription])
    /// A view struct (`struct Card: View`): laid out as its `body`, and kept as a view of its own.
    case body(ViewDescription)
    /// `Grid`: rows of cells (a `GridRow`'s views) or single views that span every column.
    case grid(Alignment, horizontalSpacing: Double?, verticalSpacing: Double?, rows: [[ViewDescription]])
    /// `GridRow`, until its grid takes its cells.
    case gridRow([ViewDescription])
    /// A `Layout` of the author's own with its subviews.
    case custom(CustomLayout, [ViewDescription])
}
