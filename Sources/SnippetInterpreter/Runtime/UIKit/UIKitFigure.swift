import LayoutEngine
import UIKitLayout

/// Turns solved UIKit frames into the laid-out tree diagrams read: one node per view, each placed
/// at its solved frame inside its superview, painted as the view is.
struct UIKitFigure {
    let views: [ViewObject]
    /// The names figures show, by view index (see UIKitLayoutBuilder).
    let names: [String]
    let frames: [ViewID: UIKitLayout.Frame]
    let textMeasurer: any TextMeasuring

    /// The root view's tree; in a navigation controller, the screen with the view where the bars
    /// leave it and the bars drawn over it.
    func layoutResult(rootSize: Size, chrome: NavigationChrome? = nil) -> LayoutResult {
        let calculator = LayoutCalculator(scale: 2, textMeasurer: textMeasurer)
        guard let chrome else { return calculator.layout(node(0, origin: .zero), in: SizeRange(exactly: rootSize)) }
        let origin = chrome.viewFrame.origin
        let view = node(0, origin: Point(x: -origin.x, y: -origin.y))
        let window = NavigationBarsFigure(chrome: chrome, textMeasurer: textMeasurer).window(around: view)
        return calculator.layout(window, in: SizeRange(exactly: chrome.screen))
    }

    private func frame(_ index: Int) -> UIKitLayout.Frame { frames[ViewID(index: index)] ?? .zero }

    private func node(_ index: Int, origin: Point) -> DisplayNode {
        let view = views[index]
        let own = frame(index)
        // Exactly the solved frame, a scroll view's content extending past it too.
        let style = LayoutStyle.placed(at: Rect(x: own.x - origin.x, y: own.y - origin.y, width: own.width, height: own.height))
        var info = ElementInfo(name: names[index], sourceRange: view.sourceLines, className: view.typeName)
        info.configuringLines = view.configuringLines
        let children = view.subviews.compactMap { subview in views.firstIndex { $0 === subview } }
            .map { node($0, origin: Point(x: own.x, y: own.y)) as any LayoutElement }
        let kind: NodeKind = view.kind == .label ? .text : view.kind == .imageView ? .image : view.kind == .button ? .button : .display
        if children.isEmpty {
            switch view.kind {
            case .label, .textField:
                if let text = view.text.attributedText ?? placeholder(of: view) {
                    let content = TextContent(text: Fonts.withSystemLineHeight(text), maximumNumberOfLines: view.text.numberOfLines)
                    return DisplayNode.text(content, style: style, appearance: view.appearance, info: info)
                }
            case .imageView:
                return DisplayNode.image(named: view.imageName, pointSize: nil, style: style, appearance: view.appearance, info: info)
            case .button:
                if let title = buttonTitle(of: view, size: Size(width: own.width, height: own.height)) {
                    let placed = AbsoluteLayoutSpec(sizing: .default, children: [title], info: ElementInfo(isPlacement: true))
                    return DisplayNode.withLayoutSpec(kind: .button, style: style, appearance: view.appearance, info: info) { _ in placed }
                }
            default: break
            }
            return DisplayNode.plain(style: style, appearance: view.appearance, info: info)
        }
        let placed = AbsoluteLayoutSpec(sizing: .default, children: children, info: ElementInfo(isPlacement: true))
        return DisplayNode.withLayoutSpec(kind: kind, style: style, appearance: view.appearance, info: info) { _ in placed }
    }

    /// A button's title, one line, centred in the button inside its content insets as UIKit centres
    /// its title label; in the colour set for `.normal`, else the tint (a system button) or white (a
    /// custom one, UIKit's default). A button with an image keeps its box only: where UIKit puts the
    /// image beside the title is not drawn.
    private func buttonTitle(of view: ViewObject, size: Size) -> (any LayoutElement)? {
        guard view.imageName == nil else { return nil }
        var text = view.text
        text.numberOfLines = 1
        if text.color == nil { text.color = view.isSystemButton ? view.tintColor : NamedColors.color("white") }
        guard let attributed = text.attributedText else { return nil }
        let measured = IntrinsicSizes(textMeasurer: textMeasurer, images: [:], grid: UIKitLayout.PixelGrid(scale: 2)).label(text, wrapWidth: nil)
        let insets = text.contentInsets
        let width = min(measured.width, max(0, size.width - insets.left - insets.right))
        let style = LayoutStyle.placed(at: Rect(x: insets.left + (size.width - insets.left - insets.right - width) / 2,
                                                y: insets.top + (size.height - insets.top - insets.bottom - measured.height) / 2,
                                                width: width, height: measured.height))
        let content = TextContent(text: Fonts.withSystemLineHeight(attributed), maximumNumberOfLines: 1)
        return DisplayNode.text(content, style: style, appearance: NodeAppearance(), info: ElementInfo(name: nil, className: "UILabel"))
    }

    /// An empty text field shows its placeholder, in UIKit's placeholder grey (`placeholderText`:
    /// #3C3C43 at 30%).
    private func placeholder(of view: ViewObject) -> AttributedText? {
        guard view.kind == .textField, view.text.string.isEmpty, !view.text.placeholder.isEmpty else { return nil }
        var text = view.text
        text.string = text.placeholder
        text.color = RGBAColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.3)
        return text.attributedText
    }
}

extension LayoutStyle {
    /// Exactly this frame inside an absolute spec: min and max too, or the spec would clamp a child
    /// that extends past its parent to the space left in it.
    static func placed(at frame: Rect) -> LayoutStyle {
        var style = LayoutStyle()
        for dimension in [\LayoutStyle.width, \.minWidth, \.maxWidth] { style[keyPath: dimension] = .points(frame.size.width) }
        for dimension in [\LayoutStyle.height, \.minHeight, \.maxHeight] { style[keyPath: dimension] = .points(frame.size.height) }
        style.layoutPosition = frame.origin
        return style
    }
}
