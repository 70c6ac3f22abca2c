import Diagnostics
import LayoutEngine
import Testing
@testable import SnippetInterpreter

/// `UIColor(named:)` and SwiftUI's `Color("…")` find the app's asset-catalog colours: sRGB as
/// written, Display P3 converted to the sRGB figures are drawn in; a missing name is what UIKit does
/// (nil), with a warning that names the nearest colour there is.
@Suite struct CatalogColorTests {
    private static let colors = [
        "Brand": CatalogColor(colorSpace: "srgb", red: 1, green: 0.5, blue: 0.25, alpha: 1),
        "Mist": CatalogColor(colorSpace: "extended-srgb", red: 1.2, green: 0.5, blue: -0.1, alpha: 0.5),
        "Ink": CatalogColor(colorSpace: "display-p3", red: 0.5, green: 0.5, blue: 0.5, alpha: 1),
        "Flame": CatalogColor(colorSpace: "display-p3", red: 1, green: 0, blue: 0, alpha: 1),
    ]

    private func run(_ snippet: String) -> SnippetEvaluator.Result {
        SnippetEvaluator(sources: [], images: [:], colors: Self.colors).run(
            .init(snippet: .init(text: snippet, location: SourceLocation(file: "snippet.swift", line: 1)), device: Size(width: 375, height: 667)))
    }

    private func background(_ color: String) throws -> (RGBAColor?, [Diagnostic]) {
        let result = run("""
            let box = ASDisplayNode()
            box.backgroundColor = \(color)
            box.style.preferredSize = CGSize(width: 10, height: 10)
            box
            """)
        return (try #require(result.layout, "\(result.diagnostics)").flattened.details?.appearance.backgroundColor, result.diagnostics)
    }

    @Test func a_named_colour_is_the_catalogs() throws {
        let (brand, diagnostics) = try background("UIColor(named: \"Brand\")")
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(brand == RGBAColor(red: 1, green: 0.5, blue: 0.25, alpha: 1))
        // Extended sRGB beyond 0…1 is clipped, as an sRGB screen shows it.
        #expect(try background("UIColor(named: \"Mist\")!").0 == RGBAColor(red: 1, green: 0.5, blue: 0, alpha: 0.5))
        // Display P3 grey is the same grey in sRGB (the two share their curve and white point).
        let ink = try #require(try background("UIColor(named: \"Ink\")").0)
        #expect(abs(ink.red - 0.5) < 0.0005 && abs(ink.blue - 0.5) < 0.0005)
        // A P3 colour sRGB cannot show is clipped, and the warning names the colour set.
        let (_, flame) = try background("UIColor(named: \"Flame\")")
        #expect(flame.map(\.message) == ["colour 'Flame', Display P3 (1, 0, 0), is outside sRGB, which figures are drawn in: it is drawn with its components clipped to sRGB's range"])
    }

    @Test func a_missing_name_is_nil_with_the_nearest_named() throws {
        let (color, diagnostics) = try background("UIColor(named: \"brand\") ?? .red")
        #expect(color == RGBAColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(diagnostics.map(\.message) == ["no colour named 'brand' in the app's asset catalogs (sources:), so UIColor(named:) returns nil; did you mean 'Brand'?"])
        #expect(diagnostics.first?.severity == .warning && diagnostics.first?.location?.line == 2)
    }

    @Test func swiftui_color_by_name_is_the_catalogs() throws {
        let result = run("""
            import SwiftUI
            Color("Brand").frame(width: 20, height: 10)
            """)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let svgColors = try #require(result.layout).flattened.subtreeColors
        #expect(svgColors.contains(RGBAColor(red: 1, green: 0.5, blue: 0.25, alpha: 1)), "\(svgColors)")
    }
}

extension FlattenedNode {
    /// The background colours of this node and every node inside it.
    fileprivate var subtreeColors: [RGBAColor] {
        [details?.appearance.backgroundColor].compactMap { $0 } + children.flatMap(\.subtreeColors)
    }
}
