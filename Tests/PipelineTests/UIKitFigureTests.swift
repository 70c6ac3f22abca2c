import Foundation
import Testing
@testable import Pipeline

/// A UIKit snippet is drawn like any other, and what UIKit would log about it is said on the figure.
@Suite struct UIKitFigureTests {
    static let session = """
    ---
    title: The UIKit way
    ---

    ## Two widths

    ```swift diagram
    import UIKit

    final class TwoWidthsViewController: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            let badge = UIView()
            badge.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(badge)
            badge.widthAnchor.constraint(equalToConstant: 20).isActive = true
            badge.widthAnchor.constraint(equalToConstant: 40).isActive = true
        }
    }
    ```
    """

    @Test func a_constraint_conflict_is_a_warning_at_its_line_and_a_note_on_the_figure() throws {
        let root = try BuildPipelineTests.temporaryFolder()
        let content = root.appendingPathComponent("Content")
        try FileManager.default.createDirectory(at: content, withIntermediateDirectories: true)
        try Data("title: T\nsessions:\n  - 01-uikit.md\n".utf8).write(to: content.appendingPathComponent("course.yml"))
        try Data(Self.session.utf8).write(to: content.appendingPathComponent("01-uikit.md"))
        let report = BuildPipeline(root: root, output: root.appendingPathComponent("Output")).build()
        #expect(report.succeeded)
        let warning = try #require(report.diagnostics.sorted.first { $0.message.hasPrefix("unable to simultaneously satisfy") })
        #expect(warning.location?.line == 17, "the constraint UIKit breaks is activated on the snippet's line 10")
        let page = try BuildPipelineTests.page(root.appendingPathComponent("Output"), "01-uikit.html")
        #expect(page.contains("class=\"figure-note is-warning\""))
        #expect(page.contains("UIKit breaks &#39;badge.width == 40&#39;") || page.contains("UIKit breaks 'badge.width == 40'"))
        #expect(page.contains("badge (UIView)"), "the outline names views by their class")
    }
}
