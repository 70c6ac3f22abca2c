import LayoutEngine

/// What the screen shows: backgrounds, borders, corner radii, text lines where the engine broke
/// them, images or placeholders, table separators.
struct PaintLayer {
    let options: DiagramOptions

    func draw(_ elements: [DiagramElement]) -> String {
        var clips = ""
        var body = ""
        for (element, state) in zip(elements, VisualState.inherited(by: elements)) where element.isNode && !state.isHidden {
            let appearance = element.layout.node?.appearance ?? NodeAppearance()
            if appearance.clipsToBounds {
                // Clipped inside a clipping ancestor, the clip is the intersection of both.
                let outer = state.clippedBy.map { " clip-path=\"url(#\(clipID(elements[$0])))\"" } ?? ""
                clips += "<clipPath id=\"\(clipID(element))\"\(outer)>" + Self.shape(element.frame, appearance) + "</clipPath>"
            }
            if appearance.shadow.opacity > 0 { clips += shadowFilter(element, appearance.shadow) }
            var attributes = state.alpha < 1 ? " opacity=\"\(SVGText.number(state.alpha))\"" : ""
            if let clip = state.clippedBy { attributes += " clip-path=\"url(#\(clipID(elements[clip])))\"" }
            body += node(element, attributes)
        }
        return "<g class=\"lb-paint\">" + (clips.isEmpty ? "" : "<defs>\(clips)</defs>") + body + "</g>"
    }

    private func clipID(_ element: DiagramElement) -> String { "\(options.idPrefix)-clip\(element.index)" }

    /// CALayer's shadow as an SVG drop shadow: a Gaussian blur of half the shadow radius (Core
    /// Animation's radius spans about two standard deviations), offset, in the shadow colour.
    private func shadowFilter(_ element: DiagramElement, _ shadow: NodeShadow) -> String {
        let color = Self.colorValue(shadow.color)
        return "<filter id=\"\(options.idPrefix)-shadow\(element.index)\" x=\"-50%\" y=\"-50%\" width=\"200%\" height=\"200%\">"
            + "<feDropShadow dx=\"\(SVGText.number(shadow.offset.width))\" dy=\"\(SVGText.number(shadow.offset.height))\""
            + " stdDeviation=\"\(SVGText.number(shadow.radius / 2))\" flood-color=\"\(SVGText.color(color))\""
            + " flood-opacity=\"\(SVGText.number(shadow.opacity * color.alpha))\"/></filter>"
    }

    private func node(_ element: DiagramElement, _ attributes: String) -> String {
        guard case .node(let kind) = element.layout.kind else { return "" }
        let appearance = element.layout.node?.appearance ?? NodeAppearance()
        var parts = ""
        if let fill = appearance.backgroundColor { parts += Self.shape(element.frame, appearance, Self.fill(fill)) }
        if kind == .image || kind == .networkImage || appearance.imageName != nil { parts += image(element, appearance) }
        if let text = element.layout.node?.measuredText {
            let inset = element.layout.node?.text?.containerInset ?? .zero
            let frame = Rect(x: element.frame.minX + inset.left, y: element.frame.minY + inset.top,
                             width: Swift.max(0, element.frame.size.width - inset.left - inset.right),
                             height: Swift.max(0, element.frame.size.height - inset.top - inset.bottom))
            parts += TextPainter(spans: element.layout.node?.text?.text.spans ?? []).draw(text, in: frame)
        }
        if appearance.borderWidth > 0 {
            let color = appearance.borderColor.map(Self.colorValue) ?? RGBAColorValue(red: 0, green: 0, blue: 0, alpha: 1)
            parts += Self.shape(inset(element.frame, appearance.borderWidth / 2), appearance,
                                " fill=\"none\" stroke=\"\(SVGText.color(color))\" stroke-width=\"\(SVGText.number(appearance.borderWidth))\"" + Self.opacity("stroke-opacity", color.alpha))
        }
        if kind == .cell { parts += separator(element) }
        guard !parts.isEmpty else { return "" }
        // Inside the group, so the node's opacity and an enclosing clip apply to the shadow too, as on iOS.
        if appearance.shadow.opacity > 0 { parts = "<g filter=\"url(#\(options.idPrefix)-shadow\(element.index))\">\(parts)</g>" }
        return "<g class=\"lb-node\"\(DiagramRenderer.dataAttributes(element))\(attributes)>\(parts)</g>"
    }

    private func image(_ element: DiagramElement, _ appearance: NodeAppearance) -> String {
        guard let name = appearance.imageName, let image = options.images[name], let path = image.href else {
            return ImagePlaceholder.draw(in: element.frame, appearance: appearance)
        }
        let frame = element.frame
        if let caps = image.capInsets { return NineSlice.draw(href: path, image: image, caps: caps, in: frame) }
        let href = "href=\"\(SVGText.escape(path))\""
        if let fit = Self.aspectRatio[appearance.contentMode] {
            // The fit is the viewport's, around the image at its own size: an SVG image (a picture
            // the code drew) would otherwise fit itself into the node by its own rule, ignoring the
            // <image> element's.
            let own = Rect(x: 0, y: 0, width: image.width, height: image.height)
            return "<svg\(SVGText.box(frame)) viewBox=\"0 0 \(SVGText.number(image.width)) \(SVGText.number(image.height))\" preserveAspectRatio=\"\(fit)\">"
                + "<image \(href)\(SVGText.box(own))/></svg>"
        }
        // Not scaled: the image at its own size against an edge or corner, cut off at the node
        // (a nested <svg> is a viewport that clips what falls outside it).
        let (h, v) = Self.alignment(appearance.contentMode)
        let x = (frame.size.width - image.width) * h, y = (frame.size.height - image.height) * v
        return "<svg\(SVGText.box(frame))><image \(href)\(SVGText.box(Rect(x: x, y: y, width: image.width, height: image.height)))/></svg>"
    }

    /// Content modes that scale the image, as SVG's preserveAspectRatio says them.
    private static let aspectRatio: [ContentMode: String] = [
        .scaleToFill: "none", .scaleAspectFit: "xMidYMid meet", .scaleAspectFill: "xMidYMid slice",
    ]

    /// Where an unscaled image sits: 0 start, 0.5 centre, 1 end, per axis.
    private static func alignment(_ mode: ContentMode) -> (Double, Double) {
        switch mode {
        case .top: (0.5, 0)
        case .bottom: (0.5, 1)
        case .left: (0, 0.5)
        case .right: (1, 0.5)
        case .topLeft: (0, 0)
        case .topRight: (1, 0)
        case .bottomLeft: (0, 1)
        case .bottomRight: (1, 1)
        default: (0.5, 0.5)
        }
    }


    private func separator(_ element: DiagramElement) -> String {
        let y = element.frame.maxY + 0.25
        return "<line class=\"lb-separator\" x1=\"\(SVGText.number(element.frame.minX + 16))\" y1=\"\(SVGText.number(y))\" x2=\"\(SVGText.number(element.frame.maxX))\" y2=\"\(SVGText.number(y))\"/>"
    }

    /// The node's outline: a rectangle, rounded by its corner radius at the corners it masks (a
    /// path when only some are, since SVG's `rx` rounds all four).
    static func shape(_ frame: Rect, _ appearance: NodeAppearance, _ extra: String = "") -> String {
        let radius = appearance.cornerRadius
        guard radius > 0, !appearance.roundedCorners.isEmpty else { return DiagramRenderer.rect(frame, extra) }
        guard appearance.roundedCorners != .all else { return DiagramRenderer.rect(frame, " rx=\"\(SVGText.number(radius))\"" + extra) }
        return "<path d=\"\(roundedPath(frame, radius: radius, corners: appearance.roundedCorners))\"\(extra)/>"
    }

    /// Clockwise from the top-left corner; a corner not masked is square. The radius is capped at
    /// half the shorter side, as SVG caps `rx`.
    private static func roundedPath(_ frame: Rect, radius: Double, corners: RoundedCorners) -> String {
        let r = min(radius, frame.size.width / 2, frame.size.height / 2)
        let n = SVGText.number
        let (x0, y0, x1, y1) = (frame.minX, frame.minY, frame.maxX, frame.maxY)
        func arc(_ x: Double, _ y: Double) -> String { "A\(n(r)) \(n(r)) 0 0 1 \(n(x)) \(n(y))" }
        var d = corners.contains(.topLeft) ? "M\(n(x0)) \(n(y0 + r))" + arc(x0 + r, y0) : "M\(n(x0)) \(n(y0))"
        d += corners.contains(.topRight) ? "L\(n(x1 - r)) \(n(y0))" + arc(x1, y0 + r) : "L\(n(x1)) \(n(y0))"
        d += corners.contains(.bottomRight) ? "L\(n(x1)) \(n(y1 - r))" + arc(x1 - r, y1) : "L\(n(x1)) \(n(y1))"
        d += corners.contains(.bottomLeft) ? "L\(n(x0 + r)) \(n(y1))" + arc(x0, y1 - r) : "L\(n(x0)) \(n(y1))"
        return d + "Z"
    }

    /// `fill` and, when not opaque, `fill-opacity` attributes (shapes and text).
    static func fill(_ color: RGBAColor) -> String {
        let value = colorValue(color)
        return " fill=\"\(SVGText.color(value))\"" + opacity("fill-opacity", value.alpha)
    }

    private static func opacity(_ attribute: String, _ alpha: Double) -> String {
        alpha < 1 ? " \(attribute)=\"\(SVGText.number(alpha))\"" : ""
    }

    private static func colorValue(_ color: RGBAColor) -> RGBAColorValue {
        RGBAColorValue(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
    }

    private func inset(_ rect: Rect, _ amount: Double) -> Rect {
        Rect(x: rect.minX + amount, y: rect.minY + amount,
             width: max(0, rect.size.width - 2 * amount), height: max(0, rect.size.height - 2 * amount))
    }
}

/// A neutral box with a picture glyph, for network images and images the course does not have.
enum ImagePlaceholder {
    static func draw(in frame: Rect, appearance: NodeAppearance) -> String {
        var svg = PaintLayer.shape(frame, appearance, " class=\"lb-placeholder\"")
        let side = min(frame.size.width, frame.size.height) * 0.3
        guard side >= 8 else { return svg }
        let x = frame.minX + (frame.size.width - side) / 2, y = frame.minY + (frame.size.height - side) / 2
        let n = SVGText.number
        svg += "<path class=\"lb-placeholder-glyph\" d=\"M\(n(x)) \(n(y + side))L\(n(x + side * 0.35)) \(n(y + side * 0.45))L\(n(x + side * 0.6)) \(n(y + side * 0.75))L\(n(x + side * 0.75)) \(n(y + side * 0.6))L\(n(x + side)) \(n(y + side))Z\"/>"
        svg += "<circle class=\"lb-placeholder-glyph\" cx=\"\(n(x + side * 0.78))\" cy=\"\(n(y + side * 0.22))\" r=\"\(n(side * 0.12))\"/>"
        return svg
    }
}

/// What a node inherits from the nodes it sits in when it is drawn, as UIKit composites views: the
/// product of their alphas, whether one of them is hidden, and the nearest one that clips to its
/// bounds (whose clip path is itself clipped by the next one out, so clips intersect).
struct VisualState {
    var alpha = 1.0
    var isHidden = false
    /// Index of the nearest enclosing node with `clipsToBounds`.
    var clippedBy: Int?

    /// One state per element, in the elements' depth-first order.
    static func inherited(by elements: [DiagramElement]) -> [VisualState] {
        var states: [VisualState] = []
        // The enclosing nodes of the element being visited: (depth, state handed to their descendants).
        var enclosing: [(depth: Int, inner: VisualState)] = []
        for element in elements {
            while let last = enclosing.last, last.depth >= element.depth { enclosing.removeLast() }
            let outer = enclosing.last?.inner ?? VisualState()
            guard element.isNode, let appearance = element.layout.node?.appearance else {
                states.append(outer)
                continue
            }
            var own = outer
            own.alpha *= appearance.alpha
            own.isHidden = own.isHidden || appearance.isHidden
            states.append(own)
            var inner = own
            if appearance.clipsToBounds { inner.clippedBy = element.index }
            enclosing.append((element.depth, inner))
        }
        return states
    }
}
