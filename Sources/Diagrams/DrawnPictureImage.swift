import Foundation
import LayoutEngine

/// A picture the snippet drew, as an image a figure shows: an SVG document of its fills, in a
/// `data:` URL (an SVG shown as an image loads nothing else, so the picture carries itself).
public enum DrawnPictureImage {
    public static func image(_ picture: DrawnPicture) -> DiagramImage {
        let size = picture.size
        var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(SVGText.number(size.width))\" height=\"\(SVGText.number(size.height))\""
            + " viewBox=\"0 0 \(SVGText.number(size.width)) \(SVGText.number(size.height))\">"
        var clipCount = 0
        for fill in picture.fills {
            let color = RGBAColorValue(red: fill.color.red, green: fill.color.green, blue: fill.color.blue, alpha: fill.color.alpha)
            var element = shape(fill.shape, Self.paint(color, alpha: fill.color.alpha, lineWidth: fill.lineWidth))
            // Each clip in force wraps what it cuts: nested, they keep only what is inside all of them.
            for clip in fill.clips.reversed() {
                clipCount += 1
                element = "<clipPath id=\"c\(clipCount)\">\(shape(clip, ""))</clipPath><g clip-path=\"url(#c\(clipCount))\">\(element)</g>"
            }
            svg += element
        }
        svg += "</svg>"
        return DiagramImage(href: "data:image/svg+xml;base64," + Data(svg.utf8).base64EncodedString(), width: size.width, height: size.height,
                            capInsets: picture.capInsets)
    }

    private static func shape(_ shape: DrawnPicture.Shape, _ paint: String) -> String {
        switch shape {
        case .rect(let rect): "<rect\(SVGText.box(rect))\(paint)/>"
        case .roundedRect(let rect, let radius): "<rect\(SVGText.box(rect)) rx=\"\(SVGText.number(radius))\"\(paint)/>"
        case .ellipse(let rect):
            "<ellipse cx=\"\(SVGText.number(rect.minX + rect.size.width / 2))\" cy=\"\(SVGText.number(rect.minY + rect.size.height / 2))\""
                + " rx=\"\(SVGText.number(rect.size.width / 2))\" ry=\"\(SVGText.number(rect.size.height / 2))\"\(paint)/>"
        }
    }

    /// A fill's colour, or a line of `lineWidth` centred on the outline as Core Graphics strokes.
    private static func paint(_ color: RGBAColorValue, alpha: Double, lineWidth: Double?) -> String {
        let opacity = alpha < 1 ? SVGText.number(alpha) : nil
        guard let lineWidth else { return " fill=\"\(SVGText.color(color))\"" + (opacity.map { " fill-opacity=\"\($0)\"" } ?? "") }
        return " fill=\"none\" stroke=\"\(SVGText.color(color))\" stroke-width=\"\(SVGText.number(lineWidth))\"" + (opacity.map { " stroke-opacity=\"\($0)\"" } ?? "")
    }

}
