import LayoutEngine

/// Draws the SVG figure of a laid-out tree: a paint layer that looks like the screen and an
/// inspector layer (node outlines and names, spec boxes, inset bands, stack gaps) the page can
/// toggle. Output is deterministic: the same layout and options give the same bytes.
public enum DiagramRenderer {
    static let legendHeight = 22.0

    public static func render(_ result: LayoutResult, options: DiagramOptions) -> Figure {
        let elements = DiagramElement.collect(result.root, scale: options.scale)
        let changes = options.previousFrames.map { StepChanges(elements: elements, previous: $0) }
        let layoutSize = result.root.size
        let width = max(options.canvasSize?.width ?? 0, layoutSize.width)
        let canvasHeight = max(options.canvasSize?.height ?? 0, layoutSize.height)
        let height = canvasHeight + (changes?.hasAny == true ? legendHeight : 0)
        let outline = DiagramOutline.text(elements)
        let ids = (title: "\(options.idPrefix)-title", desc: "\(options.idPrefix)-desc")

        var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"lb-diagram\" role=\"img\""
        svg += " viewBox=\"0 0 \(SVGText.number(width)) \(SVGText.number(height))\" width=\"\(SVGText.number(width))\" height=\"\(SVGText.number(height))\""
        svg += " aria-labelledby=\"\(ids.title) \(ids.desc)\">"
        svg += "<title id=\"\(ids.title)\">\(SVGText.escape(options.title))</title>"
        svg += "<desc id=\"\(ids.desc)\">\(SVGText.escape(outline))</desc>"
        svg += "<rect class=\"lb-screen\" width=\"\(SVGText.number(layoutSize.width))\" height=\"\(SVGText.number(layoutSize.height))\"/>"
        svg += PaintLayer(options: options).draw(elements)
        let annotations = AnnotationLayer(annotations: result.annotations)
        svg += InspectorLayer().draw(elements, annotations: annotations.inspector())
        svg += annotations.broken()
        svg += differences(elements, options.differingNames)
        if let changes, changes.hasAny { svg += changes.draw(legendY: canvasHeight + 4) }
        svg += "</svg>"
        return Figure(svg: svg, width: width, height: height, outline: outline)
    }

    /// The views that differ from another version of the group, outlined whether or not the
    /// inspector is on: the claim that the versions are the same does not hold for them.
    static func differences(_ elements: [DiagramElement], _ names: Set<String>) -> String {
        guard !names.isEmpty else { return "" }
        let shapes = elements.filter { $0.isNode && $0.name.map(names.contains) == true }
            .map { rect($0.frame, " class=\"lb-differs\"\(dataAttributes($0))") }.joined()
        return shapes.isEmpty ? "" : "<g class=\"lb-differences\">\(shapes)</g>"
    }

    /// Node frames by name, to pass as `previousFrames` when drawing the next step.
    public static func namedFrames(_ result: LayoutResult, scale: Double = 2) -> [String: Rect] {
        var frames: [String: Rect] = [:]
        for element in DiagramElement.collect(result.root, scale: scale) where element.isNode {
            if let name = element.name, frames[name] == nil { frames[name] = element.frame }
        }
        return frames
    }

    /// `data-` attributes linking an element to its name and the snippet lines that made it.
    static func dataAttributes(_ element: DiagramElement) -> String {
        var attributes = " data-kind=\"\(SVGText.escape(element.layout.kind.name))\""
        if let name = element.name { attributes += " data-name=\"\(SVGText.escape(name))\"" }
        // The creating line first, then every line that configures it: "4-4,6-6,9-10".
        let ranges = ([element.layout.info.sourceRange].compactMap { $0 } + element.layout.info.configuringLines)
        if !ranges.isEmpty { attributes += " data-lines=\"\(ranges.map { "\($0.startLine)-\($0.endLine)" }.joined(separator: ","))\"" }
        return attributes
    }

    static func rect(_ frame: Rect, _ extra: String = "") -> String {
        "<rect x=\"\(SVGText.number(frame.minX))\" y=\"\(SVGText.number(frame.minY))\" width=\"\(SVGText.number(frame.size.width))\" height=\"\(SVGText.number(frame.size.height))\"\(extra)/>"
    }
}
