/// A view after layout: where it is, what it was offered and what it took, and how it is painted.
/// This is what figures, recordings and comparisons read.
public struct PlacedView: Sendable {
    public enum Role: Hashable, Sendable {
        case color(ViewColor)
        case shape(ShapeKind, fill: ViewColor?)
        case text(ResolvedText)
        case image(ImageDescription)
        case spacer, divider
        /// A stack, ZStack, scroll view or other container of several views.
        case container
        /// An HStack or VStack (lazy or not): gaps between its children.
        case stack(Axis)
        /// `.padding`: bands between it and its child.
        case padding
        /// A modifier around one view (`.padding`, `.frame`).
        case modifier
        /// A view struct around its body.
        case view
        case decoration(Decoration)
    }

    public var label: String
    public var identifier: String?
    public var typeName: String?
    public var source: SourceLines?
    public var role: Role
    /// Unrounded layout frame in the root's coordinates (what a GeometryReader reports).
    public var frame: ViewFrame
    /// Where it is drawn: the frame moved by every `.offset` around it.
    public var drawnFrame: ViewFrame
    /// The proposal of the placement pass and the size answered: "offered 375 × nil, took 120 × 20".
    public var proposal: ProposedViewSize
    public var children: [PlacedView]

    /// Every view below and including this one, depth first.
    public var all: [PlacedView] { [self] + children.flatMap(\.all) }
}

public struct SwiftUILayoutResult: Sendable {
    public var root: PlacedView
    /// The open rules this layout depended on, each to be said under the figure.
    public var assumed: [OpenRule]

    /// Frames of the views named by `.accessibilityIdentifier`, outermost first when repeated.
    public var framesByIdentifier: [String: ViewFrame] {
        var frames: [String: ViewFrame] = [:]
        for view in root.all { if let id = view.identifier, frames[id] == nil { frames[id] = view.frame } }
        return frames
    }
}
