import LayoutEngine
import UIKitLayout

/// Draws a navigation controller's bars: each a box at its frame, in its bar colour, with the title
/// and the items. Where UIKit puts items inside a bar is not documented; they are drawn at the
/// root view's side margins, 8 pt apart, and a note says so.
struct NavigationBarsFigure {
    let chrome: NavigationChrome
    let textMeasurer: any TextMeasuring

    static let itemSpacing = 8.0
    /// A symbol item's image, as bar buttons draw SF Symbols at 17 pt.
    static let symbolSize = 24.0
    /// UIKit's default bar background, drawn opaque (the view under it is not blurred in a figure).
    static let barColor = RGBAColor(red: 0.97, green: 0.97, blue: 0.97, alpha: 1)
    /// System items whose look is a word, and those whose look is a symbol (by its SF Symbol name).
    static let systemItemTitles = ["done": "Done", "cancel": "Cancel", "edit": "Edit", "save": "Save", "undo": "Undo", "redo": "Redo"]
    static let systemItemSymbols = [
        "add": "plus", "close": "xmark", "action": "square.and.arrow.up", "refresh": "arrow.clockwise", "search": "magnifyingglass",
        "trash": "trash", "compose": "square.and.pencil", "reply": "arrowshape.turn.up.left", "bookmarks": "book", "camera": "camera",
        "organize": "folder", "play": "play.fill", "pause": "pause.fill", "stop": "stop.fill", "rewind": "backward.fill",
        "fastForward": "forward.fill",
    ]
    static let note = "a bar's title and items are drawn at the root view's side margins, 8 pt apart; where UIKit puts them inside the bar is not verified"
    static let tabBarNote = "a tab bar's items share its width equally, each a 25 pt image above a 10 pt title, a navigation controller's tab titled by its root unless its own item has a title; where UIKit puts the items inside the bar, and that title, are not verified"

    var sideMargin: Double { chrome.screen.width <= 375 ? 16 : 20 }

    /// The screen: the controller's view (placed at its frame) with the bars over it.
    func window(around view: DisplayNode) -> DisplayNode {
        let placed = AbsoluteLayoutSpec(sizing: .default, children: [view] + bars(), info: ElementInfo(isPlacement: true))
        let screen = Rect(x: 0, y: 0, width: chrome.screen.width, height: chrome.screen.height)
        return DisplayNode.withLayoutSpec(style: .placed(at: screen), info: ElementInfo(name: "window", className: "UIWindow")) { _ in placed }
    }

    /// The bars, in screen coordinates, to draw over the controller's view.
    private func bars() -> [DisplayNode] {
        var nodes: [DisplayNode] = []
        if let frame = chrome.navigationBar, let navigation = chrome.navigation {
            // The status bar is transparent: the bar's background runs up under it.
            let bar = navigation.navigationBar
            let status = NodeAppearance(backgroundColor: bar.barTintColor ?? Self.barColor, alpha: bar.alpha)
            nodes.append(.plain(style: .placed(at: Rect(x: 0, y: 0, width: frame.size.width, height: frame.minY)), appearance: status,
                                info: ElementInfo(name: "statusBar")))
            nodes.append(navigationBar(navigation.navigationBar, at: frame))
        }
        if let frame = chrome.toolbar, let navigation = chrome.navigation { nodes.append(toolbar(navigation.toolbar, at: frame)) }
        if let frame = chrome.tabBar, let tabs = chrome.tabs { nodes.append(TabBarFigure(tabs: tabs, drawn: chrome.controller, figure: self).bar(at: frame)) }
        return nodes
    }

    private func navigationBar(_ bar: BarObject, at frame: Rect) -> DisplayNode {
        let tint = bar.tintColor ?? NavigationChrome.systemTint
        let item = chrome.controller.navigationItem
        let row = Rect(x: 0, y: 0, width: frame.size.width, height: NavigationChrome.barHeight)
        var children = leading(item.leftItems, tint: tint, in: row) + trailing(item.rightItems, tint: tint, in: row)
        if let title = chrome.title, !title.isEmpty {
            if chrome.showsLargeTitle {
                let text = label(title, size: 34, weight: "bold", color: nil)
                let band = frame.size.height - NavigationChrome.barHeight
                children.append(place(text.node, at: Rect(x: sideMargin, y: NavigationChrome.barHeight + (band - text.size.height) / 2,
                                                          width: min(text.size.width, frame.size.width - 2 * sideMargin), height: text.size.height)))
            } else {
                let text = label(title, size: 17, weight: "semibold", color: nil)
                children.append(place(text.node, at: Rect(x: (frame.size.width - text.size.width) / 2, y: (row.size.height - text.size.height) / 2,
                                                          width: text.size.width, height: text.size.height)))
            }
        }
        return box(named: "navigationBar", className: "UINavigationBar", frame: frame, color: bar.barTintColor, alpha: bar.alpha, children)
    }

    /// Toolbar items from the leading margin; flexible spaces share what is left equally.
    private func toolbar(_ bar: BarObject, at frame: Rect) -> DisplayNode {
        let tint = bar.tintColor ?? NavigationChrome.systemTint
        let items = chrome.controller.toolbarItems
        let drawn = items.map { look(of: $0, tint: tint) }
        let fixed = zip(items, drawn).reduce(0) { total, pair in total + (pair.0.isFlexibleSpace ? 0 : (pair.1?.size.width ?? pair.0.width)) }
        let gaps = Double(max(0, items.count - 1)) * Self.itemSpacing
        let flexibleCount = items.filter(\.isFlexibleSpace).count
        let flexible = flexibleCount == 0 ? 0 : max(0, frame.size.width - 2 * sideMargin - fixed - gaps) / Double(flexibleCount)
        var x = sideMargin
        var children: [DisplayNode] = []
        for (item, look) in zip(items, drawn) {
            if item.isFlexibleSpace { x += flexible + Self.itemSpacing; continue }
            guard let look else { x += item.width + Self.itemSpacing; continue }
            children.append(place(look.node, at: Rect(x: x, y: (frame.size.height - look.size.height) / 2, width: look.size.width, height: look.size.height)))
            x += look.size.width + Self.itemSpacing
        }
        return box(named: "toolbar", className: "UIToolbar", frame: frame, color: bar.barTintColor, alpha: bar.alpha, children)
    }

    private func leading(_ items: [BarButtonItemObject], tint: RGBAColor, in row: Rect) -> [DisplayNode] {
        var x = sideMargin
        return items.compactMap { item in
            guard let look = look(of: item, tint: tint) else { x += item.width + Self.itemSpacing; return nil }
            defer { x += look.size.width + Self.itemSpacing }
            return place(look.node, at: Rect(x: x, y: (row.size.height - look.size.height) / 2, width: look.size.width, height: look.size.height))
        }
    }

    /// `rightBarButtonItems` run from the trailing edge inwards: the first is rightmost.
    private func trailing(_ items: [BarButtonItemObject], tint: RGBAColor, in row: Rect) -> [DisplayNode] {
        var maxX = row.size.width - sideMargin
        return items.compactMap { item in
            guard let look = look(of: item, tint: tint) else { maxX -= item.width + Self.itemSpacing; return nil }
            defer { maxX -= look.size.width + Self.itemSpacing }
            return place(look.node, at: Rect(x: maxX - look.size.width, y: (row.size.height - look.size.height) / 2, width: look.size.width, height: look.size.height))
        }
    }

    /// What an item shows: its title in the tint (semibold when `.done`), or its image; nil for a space.
    private func look(of item: BarButtonItemObject, tint: RGBAColor) -> (node: DisplayNode, size: Size)? {
        let color = item.tintColor ?? tint
        switch item.content {
        case .title(let title): return title.isEmpty ? nil : label(title, size: 17, weight: item.isDone ? "semibold" : "regular", color: color)
        case .image(let name): return image(name)
        case .system(let name):
            if let title = Self.systemItemTitles[name] { return label(title, size: 17, weight: item.isDone ? "semibold" : "regular", color: color) }
            if let symbol = Self.systemItemSymbols[name] { return image(symbol) }
            return nil
        }
    }

    func label(_ string: String, size: Double, weight: String, color: RGBAColor?) -> (node: DisplayNode, size: Size) {
        var text = TextProperties()
        (text.string, text.fontSize, text.fontWeight, text.color) = (string, size, weight, color)
        let measured = IntrinsicSizes(textMeasurer: textMeasurer, images: [:], grid: UIKitLayout.PixelGrid(scale: 2)).label(text, wrapWidth: nil)
        let content = TextContent(text: Fonts.withSystemLineHeight(text.attributedText ?? AttributedText(spans: [])), maximumNumberOfLines: 1)
        return (DisplayNode.text(content, info: ElementInfo(className: "UILabel")), Size(width: measured.width, height: measured.height))
    }

    func image(_ name: String?) -> (node: DisplayNode, size: Size) {
        (DisplayNode.image(named: name, pointSize: nil, info: ElementInfo(className: "UIImageView")), Size(width: Self.symbolSize, height: Self.symbolSize))
    }

    func box(named name: String, className: String, frame: Rect, color: RGBAColor?, alpha: Double, _ children: [DisplayNode]) -> DisplayNode {
        let placed = AbsoluteLayoutSpec(sizing: .default, children: children, info: ElementInfo(isPlacement: true))
        let appearance = NodeAppearance(backgroundColor: color ?? Self.barColor, alpha: alpha)
        return DisplayNode.withLayoutSpec(style: .placed(at: frame), appearance: appearance, info: ElementInfo(name: name, className: className)) { _ in placed }
    }

    func place(_ node: DisplayNode, at frame: Rect) -> DisplayNode {
        var node = node
        node.style = .placed(at: frame)
        return node
    }
}
