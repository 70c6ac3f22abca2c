import LayoutEngine
import SwiftUILayout
import Testing
@testable import SnippetInterpreter

/// SwiftUI arguments the runtime dropped or refused, found by the declared-effects probe; each
/// expected value comes from SwiftUI's rules (swiftui-semantics.md), not from the runtime.
@Suite struct SwiftUIDeclaredArgumentTests {
    static func frames(_ result: SnippetEvaluator.Result) -> [String: ViewFrame] { SwiftUIRuntimeTests.frames(result) }

    @Test func an_explicit_nil_for_an_optional_argument_is_the_argument_left_out() {
        // `frame(width: nil, height: 40)` leaves the width to the child: the Color takes the 300
        // offered. `HStack(spacing: nil)` uses the default spacing, 8 between two colours (G1).
        // Both were errors: "cannot convert value of type 'nil' to expected argument type 'CGFloat'".
        let result = evaluate("""
            VStack(alignment: .leading, spacing: 0) {
                Color.red.frame(width: nil, height: 40).accessibilityIdentifier("wide")
                HStack(spacing: nil) {
                    Color.blue.frame(width: 20, height: 20)
                    Color.green.frame(width: 20, height: 20).accessibilityIdentifier("second")
                }
                Text("Plain").font(nil).foregroundColor(nil).fontWeight(nil)
            }
            .frame(width: 300, height: 200, alignment: .topLeading)
            """)
        #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty, "\(result.diagnostics)")
        #expect(Self.frames(result)["wide"]?.width == 300)
        #expect(Self.frames(result)["second"]?.x == 28)
    }

    @Test func bold_false_changes_nothing() throws {
        // `.bold(false)` made the text bold (wider in Inter's bold face).
        let plain = evaluate("Text(\"Weight\").accessibilityIdentifier(\"t\")")
        let notBold = evaluate("Text(\"Weight\").bold(false).accessibilityIdentifier(\"t\")")
        let bold = evaluate("Text(\"Weight\").bold().accessibilityIdentifier(\"t\")")
        let width = { (result: SnippetEvaluator.Result) in Self.frames(result)["t"]?.width }
        #expect(width(notBold) == width(plain))
        #expect(try #require(width(bold)) > (try #require(width(plain))))
    }

    @Test func a_stroked_shape_is_an_outline_of_the_line_width() throws {
        // `Circle().stroke(.red, lineWidth: 4)` was drawn as a filled red circle.
        let result = evaluate("Circle().stroke(Color.red, lineWidth: 4).frame(width: 40, height: 40)")
        let root = try #require(result.layout?.root)
        let painted = root.subtree.compactMap(\.node?.appearance)
        let outline = try #require(painted.first { $0.borderWidth == 4 })
        #expect(outline.cornerRadius == 20)
        #expect(outline.borderColor?.red == 1)
        #expect(!painted.contains { ($0.backgroundColor?.alpha ?? 0) > 0 })
    }

    @Test func colours_from_hue_and_images_from_uiimage_are_made() {
        // Both were errors: Color(hue:…) read its arguments as colours, Image(uiImage:) as a name.
        let result = SnippetEvaluator(sources: [], images: ["photo": Size(width: 30, height: 20)]).run(.init(
            snippet: .init(text: """
                VStack {
                    Color(hue: 0, saturation: 1, brightness: 1).frame(width: 10, height: 10)
                    Image(uiImage: UIImage(named: "photo")!).accessibilityIdentifier("photo")
                }
                """, location: .init(file: "snippet.swift", line: 1)),
            device: Size(width: 375, height: 667)))
        #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty, "\(result.diagnostics)")
        #expect(Self.frames(result)["photo"].map { [$0.width, $0.height] } == [30, 20])
        let colours = result.layout?.root.subtree.compactMap(\.node?.appearance.backgroundColor) ?? []
        #expect(colours.contains { $0.red == 1 && $0.green == 0 && $0.blue == 0 })
    }
}
