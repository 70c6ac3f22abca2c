import LayoutEngine
import Testing
@testable import Diagrams

/// A framework's annotations: guides and measured lines belong to the inspector; what was broken is
/// drawn whether or not the inspector is on.
@Suite struct AnnotationLayerTests {
    static func figure(_ annotations: [LayoutAnnotation]) -> String {
        var layout = ProductCardFixture.layout()
        layout.annotations = annotations
        return DiagramRenderer.render(layout, options: DiagramOptions(title: "Card", idPrefix: "card")).svg
    }

    @Test func distances_and_guides_are_in_the_inspector_and_broken_constraints_outside_it() throws {
        let svg = Self.figure([
            LayoutAnnotation(kind: .guide, from: Point(x: 16, y: 20), to: Point(x: 359, y: 667), label: "margins"),
            LayoutAnnotation(kind: .distance, from: Point(x: 16, y: 50), to: Point(x: 36, y: 50), label: "20", sourceLine: 12),
            LayoutAnnotation(kind: .broken, from: Point(x: 36, y: 90), to: Point(x: 136, y: 90), label: "broken: 100"),
        ])
        let inspector = try #require(svg.range(of: "<g class=\"lb-inspector\">"))
        let constraints = try #require(svg.range(of: "<g class=\"lb-constraints\">"))
        let broken = try #require(svg.range(of: "<g class=\"lb-broken-constraints\">"))
        #expect(inspector.lowerBound < constraints.lowerBound)
        // The broken group follows the inspector group's end: it is not hidden with it.
        let inspectorEnd = try #require(svg.range(of: "</g><g class=\"lb-broken-constraints\">"))
        #expect(inspectorEnd.upperBound == broken.upperBound)
        #expect(svg.contains("data-lines=\"12-12\""))
        #expect(svg.contains(">broken: 100</text>"))
        #expect(svg.contains("class=\"lb-guide\""))
    }

    @Test func a_figure_without_annotations_draws_none() {
        let svg = Self.figure([])
        #expect(!svg.contains("lb-constraints") && !svg.contains("lb-broken"))
    }
}
