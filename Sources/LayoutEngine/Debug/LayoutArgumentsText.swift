/// The arguments of a layout kind as `key=value` pairs, for dumps.
enum LayoutArgumentsText {
    static func describe(_ kind: LayoutKind) -> String {
        pairs(kind).map { "\($0.0)=\($0.1)" }.joined(separator: " ")
    }

    private static func pairs(_ kind: LayoutKind) -> [(String, String)] {
        switch kind {
        case .node, .overlay, .background, .wrapper, .empty: []
        case .stack(let options): stackPairs(options)
        case .inset(let insets):
            [("top", insets.top), ("left", insets.left), ("bottom", insets.bottom), ("right", insets.right)]
                .map { ($0.0, NumberText.format($0.1)) }
        case .center(let options): [("centering", options.centering.rawValue), ("sizing", options.sizing.rawValue)]
        case .relative(let options): relativePairs(options)
        case .ratio(let ratio): [("ratio", NumberText.format(ratio))]
        case .absolute(let sizing): [("sizing", sizing.rawValue)]
        case .corner(let options):
            [("location", options.location.rawValue),
             ("offset", "\(NumberText.format(options.offset.x)),\(NumberText.format(options.offset.y))"),
             ("wrapsCorner", "\(options.wrapsCorner)")]
        }
    }

    private static func stackPairs(_ options: StackOptions) -> [(String, String)] {
        var pairs = [("direction", options.direction.rawValue), ("spacing", NumberText.format(options.spacing)),
                     ("justify", options.justifyContent.rawValue), ("align", options.alignItems.rawValue)]
        if options.flexWrap == .wrap {
            pairs += [("wrap", "wrap"), ("alignContent", options.alignContent.rawValue),
                      ("lineSpacing", NumberText.format(options.lineSpacing))]
        }
        if options.horizontalAlignment != .none { pairs.append(("horizontalAlignment", options.horizontalAlignment.rawValue)) }
        if options.verticalAlignment != .none { pairs.append(("verticalAlignment", options.verticalAlignment.rawValue)) }
        return pairs
    }

    private static func relativePairs(_ options: RelativeOptions) -> [(String, String)] {
        [("horizontal", options.horizontal.rawValue), ("vertical", options.vertical.rawValue),
         ("minimumWidth", "\(options.minimumWidth)"), ("minimumHeight", "\(options.minimumHeight)")]
    }
}
