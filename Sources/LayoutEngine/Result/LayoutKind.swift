/// What produced a layout, carrying the arguments a diagram needs to explain it.
public enum LayoutKind: Sendable, Hashable {
    case node(NodeKind)
    case stack(StackOptions)
    case inset(EdgeInsets)
    case center(CenterOptions)
    case relative(RelativeOptions)
    /// Height / width.
    case ratio(Double)
    case overlay
    case background
    case absolute(AbsoluteSizing)
    case wrapper
    case corner(CornerOptions)
    /// A bare spec (Texture's ASLayoutSpec), also used for the empty slots of two-child specs.
    case empty

    /// A short name for dumps and diagrams: "stack", "inset", "node.text", ...
    public var name: String {
        switch self {
        case .node(let kind): kind.rawValue
        case .stack: "stack"
        case .inset: "inset"
        case .center: "center"
        case .relative: "relative"
        case .ratio: "ratio"
        case .overlay: "overlay"
        case .background: "background"
        case .absolute: "absolute"
        case .wrapper: "wrapper"
        case .corner: "corner"
        case .empty: "spec"
        }
    }
}
