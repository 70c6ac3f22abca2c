import Diagnostics
import LayoutEngine
import Testing
@testable import SnippetInterpreter

/// Images the code draws (`UIGraphicsImageRenderer`, `UIGraphicsBeginImageContext…`): fills and
/// strokes of rectangles, rounded rectangles and ovals, cut to the clips in force, are recorded as
/// the picture, which lays out at its size; drawing an image into one is refused, never dropped.
@Suite struct ImageContextTests {
    @Test func a_renderer_records_its_fills_and_the_image_has_its_size() throws {
        let result = evaluate("""
            let badge = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 30)).image { context in
                UIColor.red.setFill()
                UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 30, height: 30)).fill()
                UIColor.white.setFill()
                context.fill(CGRect(x: 5, y: 13, width: 20, height: 4))
            }
            let dot = ASImageNode()
            dot.image = badge
            ASCenterLayoutSpec(centeringOptions: .XY, sizingOptions: [], child: dot)
            """)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let picture = try #require(result.drawnPictures.values.first)
        #expect(picture.size == Size(width: 40, height: 30))
        #expect(picture.fills == [
            DrawnPicture.Fill(shape: .ellipse(Rect(x: 0, y: 0, width: 30, height: 30)), color: RGBAColor(red: 1, green: 0, blue: 0, alpha: 1)),
            DrawnPicture.Fill(shape: .rect(Rect(x: 5, y: 13, width: 20, height: 4)), color: RGBAColor(red: 1, green: 1, blue: 1, alpha: 1)),
        ])
        let dot = try #require(result.layout?.absoluteFrames.first { $0.name == "dot" })
        #expect(dot.frame.size == Size(width: 40, height: 30))
    }

    /// The image-from-a-colour extension real apps declare, written with a begun context.
    @Test func a_begun_context_gives_the_image_of_what_was_filled() throws {
        let result = evaluate("""
            extension UIImage {
                convenience init?(color: UIColor, size: CGSize = CGSize(width: 1, height: 1)) {
                    let rect = CGRect(origin: .zero, size: size)
                    UIGraphicsBeginImageContextWithOptions(rect.size, false, 0.0)
                    let context = UIGraphicsGetCurrentContext()
                    context?.setFillColor(color.cgColor)
                    context?.fill(rect)
                    let image = UIGraphicsGetImageFromCurrentImageContext()
                    UIGraphicsEndImageContext()
                    guard let cgImage = image?.cgImage else { return nil }
                    self.init(cgImage: cgImage)
                }
            }
            let swatch = ASImageNode()
            swatch.image = UIImage(color: .blue, size: CGSize(width: 24, height: 12))
            ASCenterLayoutSpec(centeringOptions: .XY, sizingOptions: [], child: swatch)
            """)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.drawnPictures.values.first?.fills == [
            DrawnPicture.Fill(shape: .rect(Rect(x: 0, y: 0, width: 24, height: 12)), color: RGBAColor(red: 0, green: 0, blue: 1, alpha: 1)),
        ])
        #expect(result.layout?.absoluteFrames.first { $0.name == "swatch" }?.frame.size == Size(width: 24, height: 12))
    }

    /// A circular avatar's frame: a clip to an oval, a fill cut to it, a border stroked along it.
    @Test func clips_cut_what_follows_and_strokes_are_lines_of_the_paths_width() throws {
        let result = evaluate("""
            UIGraphicsBeginImageContextWithOptions(CGSize(width: 20, height: 20), false, 0)
            let circle = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 20, height: 20))
            UIColor.white.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 20, height: 4))
            circle.addClip()
            UIColor.red.set()
            UIRectFill(CGRect(x: 0, y: 0, width: 20, height: 20))
            circle.lineWidth = 3
            UIColor.blue.setStroke()
            circle.stroke()
            let avatar = ASImageNode()
            avatar.image = UIGraphicsGetImageFromCurrentImageContext()
            UIGraphicsEndImageContext()
            ASCenterLayoutSpec(centeringOptions: .XY, sizingOptions: [], child: avatar)
            """)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let oval = DrawnPicture.Shape.ellipse(Rect(x: 0, y: 0, width: 20, height: 20))
        let picture = try #require(result.drawnPictures.values.first)
        #expect(picture.fills == [
            DrawnPicture.Fill(shape: .rect(Rect(x: 0, y: 0, width: 20, height: 4)), color: RGBAColor(red: 1, green: 1, blue: 1, alpha: 1)),
            DrawnPicture.Fill(shape: .rect(Rect(x: 0, y: 0, width: 20, height: 20)), color: RGBAColor(red: 1, green: 0, blue: 0, alpha: 1), clips: [oval]),
            DrawnPicture.Fill(shape: oval, color: RGBAColor(red: 0, green: 0, blue: 1, alpha: 1), lineWidth: 3, clips: [oval]),
        ])
    }

    @Test func drawing_an_image_into_one_is_refused_and_outside_one_is_draw_code_not_run() {
        let imageInImage = evaluate("""
            let photo = UIImage()
            let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { _ in
                photo.draw(in: CGRect(x: 0, y: 0, width: 10, height: 10))
            }
            ASDisplayNode()
            """)
        #expect(imageInImage.diagnostics.map(\.message) == [
            "'draw(in:)' of UIImage draws an image into the image being drawn, which figures do not draw; they draw fills and strokes of rectangles and ovals only",
        ])
        let drawCode = evaluate("""
            UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10)).fill()
            let box = ASDisplayNode()
            box.style.preferredSize = CGSize(width: 10, height: 10)
            box
            """)
        #expect(drawCode.diagnostics.isEmpty && drawCode.drawnPictures.isEmpty, "\(drawCode.diagnostics)")
    }

    /// Texture's `as_resizableRoundedImage`: a square of twice the radius plus one, with caps of the
    /// radius, stretched by the node it is given to (a badge's background here).
    @Test func a_resizable_rounded_image_has_caps_and_takes_the_size_of_its_node() throws {
        let result = evaluate("""
            let badge = ASTextNode()
            badge.attributedText = NSAttributedString(string: "999+", attributes: [.font: UIFont.systemFont(ofSize: 20)])
            let pill = ASImageNode()
            pill.image = UIImage.as_resizableRoundedImage(withCornerRadius: 12, cornerColor: .clear, fill: .red, borderColor: .white, borderWidth: 2)
            ASBackgroundLayoutSpec(child: ASInsetLayoutSpec(insets: UIEdgeInsets(top: 2, left: 8, bottom: 2, right: 8), child: badge), background: pill)
            """)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let picture = try #require(result.drawnPictures.values.first)
        #expect(picture.size == Size(width: 25, height: 25))
        #expect(picture.capInsets == EdgeInsets(top: 12, left: 12, bottom: 12, right: 12))
        // A clear corner colour is no corner fill; the border is a line inside the edge.
        #expect(picture.fills == [
            DrawnPicture.Fill(shape: .roundedRect(Rect(x: 0, y: 0, width: 25, height: 25), radius: 12), color: RGBAColor(red: 1, green: 0, blue: 0, alpha: 1)),
            DrawnPicture.Fill(shape: .roundedRect(Rect(x: 1, y: 1, width: 23, height: 23), radius: 12), color: RGBAColor(red: 1, green: 1, blue: 1, alpha: 1), lineWidth: 2),
        ])
        let frames = try #require(result.layout?.absoluteFrames)
        let text = try #require(frames.first { $0.name == "badge" }?.frame)
        #expect(frames.first { $0.name == "pill" }?.frame.size == Size(width: text.size.width + 16, height: text.size.height + 4))
    }
}
