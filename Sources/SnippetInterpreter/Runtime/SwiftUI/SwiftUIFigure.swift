import LayoutEngine
import SwiftUILayout

/// Turns a SwiftUI layout into the laid-out tree diagrams read: one element per view and
/// modifier, each at its drawn frame inside its parent, painted as SwiftUI paints it.
struct SwiftUIFigure {
    let result: SwiftUILayoutResult
    let textMeasurer: any TextMeasuring

    /// iOS's separator colour, which a Divider draws.
    static let separator = RGBAColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.29)

    func layoutResult() -> LayoutResult {
        let calculator = LayoutCalculator(scale: 2, textMeasurer: textMeasurer)
        let root = result.root
        let size = Size(width: root.frame.width, height: root.frame.height)
        var layout = calculator.layout(node(root, parentOrigin: root.drawnFrame.origin, insideIdentified: false), in: SizeRange(exactly: size))
        let modifiers = root.all.filter { $0.role == .modifier || $0.role == .padding || Self.isDecoration($0.role) }.count
        layout.ruleCount = ("modifiers", modifiers)
        layout.viewCount = root.all.count - modifiers
        return layout
    }

    /// Figures name what the author can find: an identifier, a view struct, a Text or Image (by its
    /// string, unless an identifier around it already names it).
    static func name(of view: PlacedView, insideIdentified: Bool) -> String? {
        if let identifier = view.identifier { return identifier }
        if let type = view.typeName { return type }
        switch view.role {
        case .text, .image: return insideIdentified ? nil : view.label
        default: return nil
        }
    }

    private static func isLeaf(_ role: PlacedView.Role) -> Bool {
        switch role {
        case .text, .image: true
        default: false
        }
    }

    private static func isDecoration(_ role: PlacedView.Role) -> Bool {
        if case .decoration = role { return true }
        return false
    }

    private func node(_ view: PlacedView, parentOrigin: ViewPoint, insideIdentified: Bool) -> DisplayNode {
        var style = LayoutStyle()
        let frame = view.drawnFrame
        for dimension in [\LayoutStyle.width, \.minWidth, \.maxWidth] { style[keyPath: dimension] = .points(frame.width) }
        for dimension in [\LayoutStyle.height, \.minHeight, \.maxHeight] { style[keyPath: dimension] = .points(frame.height) }
        style.layoutPosition = Point(x: frame.x - parentOrigin.x, y: frame.y - parentOrigin.y)
        let sizing = "offered \(view.proposal), took \(view.frame.size)"
        let name = Self.name(of: view, insideIdentified: insideIdentified)
        // A Text named by its string is classed by its type, so figures do not say it twice.
        let className = name == view.label || Self.isLeaf(view.role) ? String(view.label.prefix { $0 != " " && $0 != "(" && $0 != "." }) : view.label
        var info = ElementInfo(name: name, sourceRange: view.source.map { SourceLineRange(startLine: $0.start, endLine: $0.end) },
                               className: className, sizing: sizing)
        switch view.role {
        case .padding: info.inspectorRole = .insets
        case .stack(let axis): info.inspectorRole = .stack(vertical: axis == .vertical)
        default: break
        }
        var appearance = NodeAppearance()
        switch view.role {
        case .color(let color): appearance.backgroundColor = Self.rgba(color)
        case .shape(let kind, let fill):
            appearance.backgroundColor = Self.rgba(fill ?? ViewColor(red: 0, green: 0, blue: 0))
            appearance.cornerRadius = Self.cornerRadius(kind, frame.size)
        case .divider: appearance.backgroundColor = Self.separator
        case .decoration(.clip(let kind)):
            appearance.clipsToBounds = true
            appearance.cornerRadius = Self.cornerRadius(kind, frame.size)
        case .decoration(.border(let color, let width)):
            appearance.borderColor = Self.rgba(color)
            appearance.borderWidth = width
            // A stroked shape's border follows the shape's edge.
            if view.children.count == 1, case .shape(let kind, _) = view.children[0].role {
                appearance.cornerRadius = Self.cornerRadius(kind, frame.size)
            }
        case .decoration(.opacity(let alpha)): appearance.alpha = alpha
        case .text(let text):
            let content = TextContent(text: Fonts.withSystemLineHeight(InterTextSizing.attributed(text)), maximumNumberOfLines: text.lineLimit ?? 0)
            return DisplayNode.text(content, style: style, appearance: appearance, info: info)
        case .image(let image):
            let name: String? = if case .asset(let asset, _) = image.source { asset } else { nil }
            return DisplayNode.image(named: name, pointSize: nil, style: style, appearance: appearance, info: info)
        default: break
        }
        guard !view.children.isEmpty else { return DisplayNode.plain(style: style, appearance: appearance, info: info) }
        let identified = insideIdentified || view.identifier != nil
        let children = view.children.map { node($0, parentOrigin: frame.origin, insideIdentified: identified) as any LayoutElement }
        let placed = AbsoluteLayoutSpec(sizing: .default, children: children, info: ElementInfo(isPlacement: true))
        return DisplayNode.withLayoutSpec(kind: .display, style: style, appearance: appearance, info: info) { _ in placed }
    }

    static func rgba(_ color: ViewColor) -> RGBAColor { RGBAColor(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha) }

    static func cornerRadius(_ kind: ShapeKind, _ size: ViewSize) -> Double {
        switch kind {
        case .rectangle: 0
        case .roundedRectangle(let radius): radius
        case .circle, .capsule, .ellipse: min(size.width, size.height) / 2
        }
    }
}
