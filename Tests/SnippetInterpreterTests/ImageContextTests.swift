import Diagnostics
import LayoutEngine
import Testing
@testable import SnippetInterpreter

/// Images the code draws (`UIGraphicsImageRenderer`, `UIGraphicsBeginImageContext…`): fills of
/// rectangles, rounded rectangles and ovals in the current fill colour are recorded as the picture,
/// which lays out at its size; clipping or stroking in one is refused, never dropped.
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

    @Test func clipping_in_an_image_is_refused_and_outside_one_is_draw_code_not_run() {
        let clipped = evaluate("""
            let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { _ in
                UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 10, height: 10), cornerRadius: 5).addClip()
            }
            ASDisplayNode()
            """)
        #expect(clipped.diagnostics.map(\.message) == ["'addClip()' in an image the code draws is not drawn by figures, which draw fills of rectangles and ovals only"])
        let drawCode = evaluate("""
            UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10)).fill()
            let box = ASDisplayNode()
            box.style.preferredSize = CGSize(width: 10, height: 10)
            box
            """)
        #expect(drawCode.diagnostics.isEmpty && drawCode.drawnPictures.isEmpty, "\(drawCode.diagnostics)")
    }
}
