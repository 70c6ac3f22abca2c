import Foundation
import Testing
@testable import SiteRenderer
import CourseModel
import Diagnostics

@Suite struct TemplateSetTests {
    static let templatesFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Templates")

    @Test func built_in_templates_match_the_templates_folder_byte_for_byte() throws {
        let builtIn = TemplateSet.builtIn.files
        let enumerator = try #require(FileManager.default.enumerator(atPath: Self.templatesFolder.path))
        var onDisk: [String: Data] = [:]
        for case let path as String in enumerator {
            let url = Self.templatesFolder.appendingPathComponent(path)
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue,
               !path.split(separator: "/").contains(where: { $0.hasPrefix(".") }) {
                onDisk[path] = try Data(contentsOf: url)
            }
        }
        #expect(Set(builtIn.keys) == Set(onDisk.keys), "run 'make templates' to embed Templates/ again")
        for (path, data) in onDisk { #expect(builtIn[path]?.data == data, "\(path) differs: run 'make templates'") }
    }

    @Test func every_built_in_template_parses_and_uses_existing_partials() {
        let (_, diagnostics) = TemplateSet.builtIn.library()
        #expect(diagnostics.isEmpty, "\(diagnostics)")
    }

    @Test func a_course_template_overrides_the_built_in_file() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("tpl-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Templates/assets"), withIntermediateDirectories: true)
        try Data("body { color: red }".utf8).write(to: root.appendingPathComponent("Templates/assets/style.css"))
        let set = TemplateSet.forCourse(root: root)
        #expect(set.files["assets/style.css"]?.displayPath == "Templates/assets/style.css")
        #expect(set.files["session.mustache"]?.displayPath == "(built-in)/session.mustache")
    }
}

@Suite struct PageModelTests {
    static func course() -> CourseModel.Course {
        func snippet(_ id: String, _ role: SnippetRole, _ code: String, line: Int, file: String? = nil, exercise: String? = nil) -> Snippet {
            var attributes = SnippetAttributes()
            attributes.file = file
            attributes.id = exercise
            return Snippet(id: id, role: role, attributes: attributes, code: code,
                           fenceLocation: SourceLocation(file: "Content/a.md", line: line),
                           codeLocation: SourceLocation(file: "Content/a.md", line: line + 1), stepNumber: 1)
        }
        let first = snippet("s1", .diagram, "let a = 1\nlet b = 2\n", line: 5, file: "A.swift")
        let second = snippet("s2", .diagram, "let a = 1\nlet b = 3\n", line: 10, file: "A.swift")
        let step = Step(number: 1, title: "One", anchor: "one", location: SourceLocation(file: "Content/a.md", line: 3),
                        content: [.snippet(first), .snippet(second)])
        let sessionA = Session(slug: "a", sourcePath: "Content/a.md", title: "A", summary: "First", steps: [step], snippets: [first, second],
                               exercises: [Exercise(id: "x", stepNumber: 1)])
        let sessionB = Session(slug: "b", sourcePath: "Content/b.md", title: "B")
        return CourseModel.Course(config: CourseConfig(title: "T", sessions: ["a.md", "b.md"]), sessions: [sessionA, sessionB])
    }

    @Test func session_page_links_neighbours_and_marks_the_current_session() {
        let builder = PageModelBuilder(course: Self.course())
        let page = builder.sessionPage(0)
        #expect(page.previous == nil)
        #expect(page.next?.href == "b.html")
        #expect(page.sidebar.map(\.isCurrent) == [true, false])
        #expect(page.sidebar[0].steps.map(\.href) == ["a.html#one"])
        #expect(builder.sessionPage(1).previous?.href == "a.html")
    }

    @Test func second_version_of_a_file_marks_its_changed_line() {
        let page = PageModelBuilder(course: Self.course()).sessionPage(0)
        let second = page.steps[0].items[1].snippet
        #expect(second?.changeSummary == "1 changed line")
        #expect(second?.lines.map(\.isChanged) == [false, true])
        #expect(page.steps[0].items[0].snippet?.changeSummary == nil)
    }

    @Test func overview_counts_exercises_per_session() {
        let overview = PageModelBuilder(course: Self.course()).overview()
        #expect(overview.sessions.map(\.exerciseCount) == [1, 0])
        #expect(overview.sessions[0].exerciseIDs == "a/x")
        #expect(overview.first?.href == "a.html")
    }
}
