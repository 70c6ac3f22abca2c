import Foundation
import LayoutEngine

/// A picture the snippet drew, as an image a figure shows: an SVG document of its fills, in a
/// `data:` URL (an SVG shown as an image loads nothing else, so the picture carries itself).
public enum DrawnPictureImage {
    public static func image(_ picture: DrawnPicture) -> DiagramImage {
        let size = picture.size
        var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(SVGText.number(size.width))\" height=\"\(SVGText.number(size.height))\""
            + " viewBox=\"0 0 \(SVGText.number(size.width)) \(SVGText.number(size.height))\">"
        for fill in picture.fills {
            let color = RGBAColorValue(red: fill.color.red, green: fill.color.green, blue: fill.color.blue, alpha: fill.color.alpha)
            let paint = " fill=\"\(SVGText.color(color))\"" + (fill.color.alpha < 1 ? " fill-opacity=\"\(SVGText.number(fill.color.alpha))\"" : "")
            switch fill.shape {
            case .rect(let rect): svg += "<rect\(box(rect))\(paint)/>"
            case .roundedRect(let rect, let radius): svg += "<rect\(box(rect)) rx=\"\(SVGText.number(radius))\"\(paint)/>"
            case .ellipse(let rect):
                svg += "<ellipse cx=\"\(SVGText.number(rect.minX + rect.size.width / 2))\" cy=\"\(SVGText.number(rect.minY + rect.size.height / 2))\" rx=\"\(SVGText.number(rect.size.width / 2))\""
                    + " ry=\"\(SVGText.number(rect.size.height / 2))\"\(paint)/>"
            }
        }
        svg += "</svg>"
        return DiagramImage(href: "data:image/svg+xml;base64," + Data(svg.utf8).base64EncodedString(), width: size.width, height: size.height)
    }

    private static func box(_ rect: Rect) -> String {
        " x=\"\(SVGText.number(rect.minX))\" y=\"\(SVGText.number(rect.minY))\" width=\"\(SVGText.number(rect.size.width))\" height=\"\(SVGText.number(rect.size.height))\""
    }
}
