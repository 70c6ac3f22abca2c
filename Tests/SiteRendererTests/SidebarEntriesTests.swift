import Foundation
import Testing
@testable import SiteRenderer
import CourseModel

/// The sidebar's entries are rendered once a build for each state, not once a page: what a page
/// shows must still be its own sidebar.
@Suite struct SidebarEntriesTests {
    private func page(_ name: String, templates: TemplateSet = .builtIn) throws -> String {
        let files = SiteGenerator(templates: templates, root: URL(fileURLWithPath: "/nonexistent")).render(PageModelTests.course()).files
        let file = try #require(files.first { $0.path == name })
        return String(decoding: file.data, as: UTF8.self)
    }

    private func entries(_ html: String) -> [Substring] {
        html.split(separator: "<li class=\"sidebar-session").dropFirst().map { $0.prefix { $0 != ">" } }
    }

    @Test func each_page_marks_only_its_own_session_as_current() throws {
        let first = try page("a.html"), second = try page("b.html")
        #expect(entries(first).map { $0.contains("current") } == [true, false])
        #expect(entries(second).map { $0.contains("current") } == [false, true])
        #expect(second.contains("<a href=\"b.html\" aria-current=\"page\">"))
        #expect(!second.contains("<a href=\"a.html\" aria-current"))
        // Only the current session lists its steps.
        #expect(first.contains("href=\"a.html#one\""))
        #expect(!second.contains("href=\"a.html#one\""))
        #expect(entries(try page("index.html")).map { $0.contains("current") } == [false, false])
    }

    @Test func a_course_entry_template_replaces_every_entry() throws {
        var templates = TemplateSet.builtIn
        templates.override("partials/sidebar-session.mustache", "<li class=\"mine\">{{number}}:{{title}}:{{#isCurrent}}here{{/isCurrent}}[{{root}}]</li>")
        let html = try page("b.html", templates: templates)
        #expect(html.contains("<li class=\"mine\">1:A:[]</li><li class=\"mine\">2:B:here[]</li>"))
    }

    @Test func a_sidebar_template_written_for_the_fields_still_works() throws {
        var templates = TemplateSet.builtIn
        templates.override("partials/sidebar.mustache", "<nav>{{#sidebar}}<p>{{number}} {{title}} {{href}}{{#isCurrent}} now{{/isCurrent}}</p>{{/sidebar}}</nav>")
        let html = try page("a.html", templates: templates)
        #expect(html.contains("<nav><p>1 A a.html now</p><p>2 B b.html</p></nav>"))
    }
}

extension TemplateSet {
    mutating func override(_ path: String, _ text: String) {
        var files = self.files
        files[path] = File(displayPath: "Templates/\(path)", data: Data(text.utf8))
        self = TemplateSet(files: files)
    }
}
