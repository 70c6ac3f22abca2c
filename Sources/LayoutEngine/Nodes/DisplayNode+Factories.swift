extension DisplayNode {
    /// A plain node (ASDisplayNode), optionally with the size its measurement returns before clamping.
    public static func plain(intrinsicSize: Size? = nil, style: LayoutStyle = LayoutStyle(),
                             appearance: NodeAppearance = NodeAppearance(), info: ElementInfo = ElementInfo()) -> DisplayNode {
        DisplayNode(kind: .display, content: .plain(intrinsicSize: intrinsicSize), style: style,
                    appearance: appearance, info: info)
    }

    /// An image node; `pointSize` is the image's size in points (nil: no image yet).
    public static func image(named name: String?, pointSize: Size?, style: LayoutStyle = LayoutStyle(),
                             appearance: NodeAppearance = NodeAppearance(), info: ElementInfo = ElementInfo()) -> DisplayNode {
        var appearance = appearance
        appearance.imageName = name
        return DisplayNode(kind: .image, content: .image(pointSize: pointSize), style: style,
                           appearance: appearance, info: info)
    }

    /// A network image node: until its image arrives it behaves like a plain node, so give it a size.
    public static func networkImage(url: String?, style: LayoutStyle = LayoutStyle(),
                                    appearance: NodeAppearance = NodeAppearance(), info: ElementInfo = ElementInfo()) -> DisplayNode {
        var appearance = appearance
        appearance.imageName = url
        return DisplayNode(kind: .networkImage, content: .image(pointSize: nil), style: style,
                           appearance: appearance, info: info)
    }

    /// A network image node showing its default image (`pointSize`: that image's size in points).
    public static func networkImage(showing defaultImage: String, pointSize: Size?, style: LayoutStyle = LayoutStyle(),
                                    appearance: NodeAppearance = NodeAppearance(), info: ElementInfo = ElementInfo()) -> DisplayNode {
        var appearance = appearance
        appearance.imageName = defaultImage
        return DisplayNode(kind: .networkImage, content: .image(pointSize: pointSize), style: style, appearance: appearance, info: info)
    }

    /// A text node.
    public static func text(_ text: TextContent, style: LayoutStyle = LayoutStyle(),
                            appearance: NodeAppearance = NodeAppearance(), info: ElementInfo = ElementInfo()) -> DisplayNode {
        DisplayNode(kind: .text, content: .text(text), style: style, appearance: appearance, info: info)
    }

    /// A node whose subtree is built by a layoutSpecBlock from its resolved range.
    public static func withLayoutSpec(kind: NodeKind = .display, style: LayoutStyle = LayoutStyle(),
                                      appearance: NodeAppearance = NodeAppearance(), info: ElementInfo = ElementInfo(),
                                      block: @escaping LayoutSpecBlock) -> DisplayNode {
        DisplayNode(kind: kind, content: .layoutSpec(block), style: style, appearance: appearance, info: info)
    }

    /// A table node with cells as rows.
    public static func table(_ table: TableContent, style: LayoutStyle = LayoutStyle(),
                             appearance: NodeAppearance = NodeAppearance(), info: ElementInfo = ElementInfo()) -> DisplayNode {
        DisplayNode(kind: .table, content: .table(table), style: style, appearance: appearance, info: info)
    }

    /// A collection node (flow layout) or a pager.
    public static func collection(_ collection: CollectionContent, style: LayoutStyle = LayoutStyle(),
                                  appearance: NodeAppearance = NodeAppearance(), info: ElementInfo = ElementInfo()) -> DisplayNode {
        DisplayNode(kind: collection.isPager ? .pager : .collection, content: .collection(collection), style: style, appearance: appearance, info: info)
    }

    /// A scroll node.
    public static func scroll(_ scroll: ScrollContent, style: LayoutStyle = LayoutStyle(),
                              appearance: NodeAppearance = NodeAppearance(), info: ElementInfo = ElementInfo()) -> DisplayNode {
        DisplayNode(kind: .scroll, content: .scroll(scroll), style: style, appearance: appearance, info: info)
    }
}
