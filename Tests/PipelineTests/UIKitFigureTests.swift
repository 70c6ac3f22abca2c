import CourseModel
import Foundation
import Testing
@testable import Pipeline

/// A course folder with one session, for tests that build or verify it.
enum OneSessionCourse {
    static func write(_ session: String, as name: String) throws -> URL {
        let root = try BuildPipelineTests.temporaryFolder()
        let content = root.appendingPathComponent("Content")
        try FileManager.default.createDirectory(at: content, withIntermediateDirectories: true)
        try Data("title: T\nsessions:\n  - \(name)\n".utf8).write(to: content.appendingPathComponent("course.yml"))
        try Data(session.utf8).write(to: content.appendingPathComponent(name))
        return root
    }
}

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
        let root = try OneSessionCourse.write(Self.session, as: "01-uikit.md")
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

/// `same` on a group: the members' frames are compared by name, each difference an error at the
/// member's fence in words a reader can act on.
@Suite struct GroupProofTests {
    static func session(boxWidth: Int) -> String {
        """
        ---
        title: Compare
        ---

        ## One box

        ```swift diagram group="box" same
        final class BoxViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                let box = UIView()
                box.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(box)
                NSLayoutConstraint.activate([
                    box.topAnchor.constraint(equalTo: view.topAnchor, constant: 20),
                    box.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
                    box.widthAnchor.constraint(equalToConstant: \(boxWidth)),
                    box.heightAnchor.constraint(equalToConstant: 60),
                ])
            }
        }
        ```

        ```swift diagram group="box" same
        let box = ASDisplayNode()
        box.style.preferredSize = CGSize(width: 100, height: 60)
        box.style.layoutPosition = CGPoint(x: 20, y: 20)
        let screen = ASAbsoluteLayoutSpec(sizing: .default, children: [box])
        screen.style.preferredSize = CGSize(width: 375, height: 667)
        screen
        ```
        """
    }

    static func verify(boxWidth: Int) throws -> VerificationReport {
        let root = try OneSessionCourse.write(Self.session(boxWidth: boxWidth), as: "01-compare.md")
        let (course, diagnostics) = CourseLoader(root: root).load()
        #expect(!diagnostics.hasErrors, "\(diagnostics.sorted)")
        return SnippetVerifier(root: root, runner: InterpreterRunner(course: try #require(course), root: root)).verify(try #require(course))
    }

    @Test func members_with_the_same_frames_pass() throws {
        let report = try Self.verify(boxWidth: 100)
        #expect(report.failures.isEmpty, "\(report.failures)")
    }

    @Test func a_difference_is_an_error_at_the_member_naming_view_component_and_versions() throws {
        let report = try Self.verify(boxWidth: 120)
        let messages = report.failures.map(\.description)
        #expect(messages.contains("Content/01-compare.md:24:1: error: 'box' has width 100 in the Texture version, 120 in the UIKit version"), "\(messages)")
    }

    @Test func search_finds_each_version_by_its_tab_label_and_code_and_opens_that_tab() throws {
        let root = try OneSessionCourse.write(Self.session(boxWidth: 100), as: "01-compare.md")
        let output = root.appendingPathComponent("Output")
        #expect(BuildPipeline(root: root, output: output).build().succeeded)
        let script = try String(contentsOf: output.appendingPathComponent("assets/search-index.js"), encoding: .utf8)
        let json = try #require(script.split(separator: "=", maxSplits: 1).last?.trimmingCharacters(in: CharacterSet(charactersIn: " ;\n")))
        let entries = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: String]])
        let texture = try #require(entries.first { $0["t"] == "One box · Texture" }, "\(entries)")
        #expect(texture["u"] == "01-compare.html?tab=texture#one-box")
        #expect(texture["c"]?.contains("ASAbsoluteLayoutSpec") == true)
        let step = try #require(entries.first { $0["t"] == "One box" })
        #expect(step["c"]?.contains("ASAbsoluteLayoutSpec") == false, "a version's code leads to its own tab")
    }

    static func boxRow(spacing: Int, caption: String) -> String {
        """
        ```swift diagram group="row" same caption="\(caption)"
        let boxes = (0..<2).map { _ -> ASDisplayNode in
            let box = ASDisplayNode()
            box.style.preferredSize = CGSize(width: 50, height: 50)
            return box
        }
        ASStackLayoutSpec(direction: .horizontal, spacing: \(spacing), justifyContent: .start, alignItems: .start, children: boxes)
        ```
        """
    }

    @Test func views_sharing_a_name_are_compared_in_order_not_only_the_first() throws {
        let session = "---\ntitle: Rows\n---\n\n## Two boxes\n\n" + Self.boxRow(spacing: 10, caption: "A") + "\n\n" + Self.boxRow(spacing: 20, caption: "B") + "\n"
        let root = try OneSessionCourse.write(session, as: "01-compare.md")
        let (course, _) = CourseLoader(root: root).load()
        let report = SnippetVerifier(root: root, runner: InterpreterRunner(course: try #require(course), root: root)).verify(try #require(course))
        let messages = report.failures.map(\.description)
        #expect(messages.contains { $0.hasSuffix("error: 'box[1]' is at x 70 in 'B', 60 in 'A'") }, "\(messages)")
    }

    @Test func a_build_outlines_the_differing_views_in_every_version_and_says_why() throws {
        let root = try OneSessionCourse.write(Self.session(boxWidth: 120), as: "01-compare.md")
        let report = BuildPipeline(root: root, output: root.appendingPathComponent("Output")).build()
        #expect(report.succeeded)
        #expect(report.diagnostics.sorted.contains { $0.severity == .warning && $0.message == "'box' has width 100 in the Texture version, 120 in the UIKit version" })
        let page = try BuildPipelineTests.page(root.appendingPathComponent("Output"), "01-compare.html")
        #expect(page.components(separatedBy: "class=\"lb-differs\"").count - 1 == 2, "the box is outlined in both versions")
        #expect(page.contains("&#39;box&#39; has width 100") || page.contains("'box' has width 100"))
    }
}
