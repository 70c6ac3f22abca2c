import Foundation
import Testing
@testable import Diagrams

/// Writes the product card figure into an HTML page when LAYOUTBOOK_FIGURE_PREVIEW names a
/// folder, so a person (or the browser tests) can look at it with the site's stylesheet.
@Suite struct FigurePreviewTests {
    @Test func write_preview_page_when_asked() throws {
        guard let folder = ProcessInfo.processInfo.environment["LAYOUTBOOK_FIGURE_PREVIEW"] else { return }
        let figure = DiagramRenderer.render(ProductCardFixture.layout(), options: DiagramRendererTests.options)
        let css = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Templates/assets/style.css").path
        let page = "<!DOCTYPE html><html><head><meta charset=\"utf-8\"><link rel=\"stylesheet\" href=\"file://\(css)\"></head><body style=\"padding:20px\"><div style=\"display:flex;gap:24px\"><div>\(figure.svg)</div><div class=\"noinspect\">\(figure.svg.replacingOccurrences(of: "class=\"lb-inspector\"", with: "class=\"lb-inspector\" style=\"display:none\""))</div></div></body></html>"
        try page.write(toFile: folder + "/figure.html", atomically: true, encoding: .utf8)
    }
}
