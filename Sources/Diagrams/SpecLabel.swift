import LayoutEngine

/// The short label of a spec box in the inspector: its kind and the arguments that matter,
/// e.g. `Stack ↓ spacing 10 · align start`, `Inset 8 8 8 8`, `Center XY`.
public enum SpecLabel {
    public static func text(for kind: LayoutKind) -> String {
        switch kind {
        case .node: ""
        case .stack(let options): stack(options)
        case .inset(let insets): "Inset " + [insets.top, insets.left, insets.bottom, insets.right].map(edge).joined(separator: " ")
        case .center(let options): "Center " + centering(options.centering)
        case .relative(let options): "Relative \(options.horizontal.rawValue)·\(options.vertical.rawValue)"
        case .ratio(let ratio): "Ratio " + SVGText.number(ratio)
        case .overlay: "Overlay"
        case .background: "Background"
        case .absolute: "Absolute"
        case .wrapper: "Wrapper"
        case .corner(let options): "Corner \(options.location.rawValue)"
        case .empty: "Spec"
        }
    }

    private static func stack(_ options: StackOptions) -> String {
        var parts = ["Stack \(options.direction == .vertical ? "↓" : "→")"]
        if options.spacing != 0 { parts[0] += " spacing \(SVGText.number(options.spacing))" }
        if options.justifyContent != .start { parts.append("justify \(options.justifyContent.rawValue)") }
        parts.append("align \(options.alignItems.rawValue)")
        if options.flexWrap == .wrap { parts.append("wrap") }
        return parts.joined(separator: " · ")
    }

    private static func edge(_ value: Double) -> String {
        value.isInfinite ? "∞" : SVGText.number(value)
    }

    private static func centering(_ options: CenteringOptions) -> String {
        switch options {
        case .none: "none"
        case .x: "X"
        case .y: "Y"
        case .xy: "XY"
        }
    }
}
