import CourseModel
import Foundation
import Testing
@testable import Pipeline

@Suite struct SnippetVerifierTests {
    static let fixtures = BuildPipelineTests.fixtures.appendingPathComponent("verify")

    static func verify(_ root: URL, record: Bool = false) throws -> VerificationReport {
        let (course, diagnostics) = CourseLoader(root: root).load()
        #expect(!diagnostics.hasErrors, "\(diagnostics.sorted)")
        return SnippetVerifier(root: root, runner: FakeRunner(), record: record).verify(try #require(course))
    }

    @Test func a_correct_course_passes_every_check() throws {
        let report = try Self.verify(Self.fixtures.appendingPathComponent("passing"))
        #expect(report.failures.isEmpty, "\(report.failures)")
        // diagram, plain, expected, starter, cheat run or parse; fails; cheat = target; starter ≠ target.
        #expect(report.passedCount == 8)
        #expect(report.summary == "8 passed, 0 failed")
        #expect(report.notes.map(\.id).allSatisfy { $0 == "test.no-recording" } && report.notes.count == 4)
    }

    @Test(arguments: ["wrong-cheat", "solved-starter", "unexpected-success", "parse-error"])
    func failure_fixture_is_reported_at_its_line(name: String) throws {
        let root = Self.fixtures.appendingPathComponent(name)
        let expected = try String(contentsOf: root.appendingPathComponent("expected.txt"), encoding: .utf8)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        let report = try Self.verify(root)
        #expect(report.failedCount == 1, "\(report.failures)")
        #expect(report.failures.map(\.description).contains { $0.hasPrefix(expected) }, "expected \(expected), got \(report.failures)")
    }

    @Test func a_changed_recorded_layout_is_caught_and_record_accepts_it() throws {
        let root = try BuildPipelineTests.temporaryFolder()
        try FileManager.default.copyItem(at: Self.fixtures.appendingPathComponent("passing/Content"), to: root.appendingPathComponent("Content"))
        let recorded = try Self.verify(root, record: true)
        #expect(recorded.failures.isEmpty)
        let file = root.appendingPathComponent("Content/.layouts/01-a/row.1.txt")
        let dump = try String(contentsOf: file, encoding: .utf8)
        #expect(dump.contains("leftNode") && dump.contains("rightNode"))
        try dump.replacingOccurrences(of: "48", with: "50").write(to: file, atomically: true, encoding: .utf8)
        let report = try Self.verify(root)
        #expect(report.failures.map(\.description).contains { $0.hasPrefix("Content/01-a.md:7:1: error: layout changed since it was recorded in Content/.layouts/01-a/row.1.txt") },
                "\(report.failures)")
    }

    /// Writes a one-session course whose only snippet is `code`, and verifies it.
    private static func verifySnippet(_ code: String) throws -> VerificationReport {
        let root = try BuildPipelineTests.temporaryFolder()
        let content = root.appendingPathComponent("Content")
        try FileManager.default.createDirectory(at: content, withIntermediateDirectories: true)
        try "title: Verify\nsessions: [01-a.md]\n".write(to: content.appendingPathComponent("course.yml"), atomically: true, encoding: .utf8)
        try "---\ntitle: A\n---\n\n# A\n\n## Step\n\n```swift diagram\n\(code)\n```\n"
            .write(to: content.appendingPathComponent("01-a.md"), atomically: true, encoding: .utf8)
        let (course, _) = CourseLoader(root: root).load()
        let loaded = try #require(course)
        return SnippetVerifier(root: root, runner: InterpreterRunner(course: loaded, root: root)).verify(loaded)
    }

    @Test func a_diagram_that_lays_out_nothing_fails_at_its_fence() throws {
        let report = try Self.verifySnippet("let size: CGFloat = 40")
        #expect(report.failures.map(\.description).contains { $0.hasPrefix("Content/01-a.md:9:1: error: nothing to lay out") }, "\(report.failures)")
    }

    /// An app delegate that styles the bars (`UINavigationBar.appearance()`, a warning) draws
    /// nothing: it passed, with no figure, because a warning was taken for an answer.
    @Test func a_diagram_that_lays_out_nothing_fails_though_it_has_a_warning() throws {
        let report = try Self.verifySnippet("""
            let tint = UIColor.red
            UINavigationBar.appearance().barTintColor = tint
            """)
        #expect(report.failures.map(\.description).contains { $0.hasPrefix("Content/01-a.md:9:1: error: nothing to lay out") }, "\(report.failures)")
    }

    @Test func a_node_whose_arguments_cannot_be_found_fails_at_its_class() throws {
        // The init needs a FeedService, and nothing in scope is one: the error names the class and the parameter.
        let report = try Self.verifySnippet("""
            protocol FeedService {}
            final class FeedNode: ASDisplayNode {
                init(service: FeedService) { super.init() }
            }
            """)
        #expect(report.failures.map(\.description).contains {
            $0.hasPrefix("Content/01-a.md:11:13: error: nothing to lay out: no value in scope for FeedNode (service: FeedService)")
        }, "\(report.failures)")
    }

    @Test func junit_report_lists_every_check_with_its_failure() throws {
        let report = try Self.verify(Self.fixtures.appendingPathComponent("wrong-cheat"))
        let xml = JUnitReport.xml(report, suiteName: "Verify")
        #expect(xml.contains("<testsuite name=\"Verify\" tests=\"8\" failures=\"1\">"))
        #expect(xml.contains("<failure message=\"cheat 'gap' differs from target: root expected (0, 0, 92, 40), got (0, 0, 90, 40);"))
    }
}

/// `layoutbook test` on the bundled course, inside `swift test`: a change to the engine or the
/// content that breaks a lesson fails CI with the same messages.
@Suite struct BundledCourseTests {
    @Test func bundled_course_passes_layoutbook_test() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let (loaded, diagnostics) = CourseLoader(root: root).load()
        #expect(!diagnostics.hasErrors, "\(diagnostics.sorted.map(\.description))")
        let course = try #require(loaded)
        let report = SnippetVerifier(root: root, runner: InterpreterRunner(course: course, root: root)).verify(course)
        #expect(report.failures.isEmpty, "\(report.failures.map(\.description).joined(separator: "\n"))")
        #expect(report.passedCount > 0)
    }
}
