import Foundation
import Synchronization
import Testing
@testable import SiteRenderer
import CourseModel

/// Each session's part of the search index is made (and cached) with its page; joined, the parts
/// must be the index of the whole course.
@Suite struct SearchIndexTests {
    @Test func session_fragments_join_into_the_whole_index() throws {
        let course = PageModelTests.course()
        let index = SearchIndex(course: course)
        let joined = SearchIndex.script(fragments: course.sessions.map(index.fragment))
        #expect(joined == index.script())
        let text = String(decoding: joined, as: UTF8.self)
        #expect(text.hasPrefix("window.LAYOUTBOOK_SEARCH = [{"))
        #expect(text.hasSuffix("}];\n"))
    }

    @Test func an_index_of_no_sessions_is_an_empty_array() {
        #expect(String(decoding: SearchIndex.script(fragments: []), as: UTF8.self) == "window.LAYOUTBOOK_SEARCH = [];\n")
        #expect(String(decoding: SearchIndex.script(fragments: [Data()]), as: UTF8.self) == "window.LAYOUTBOOK_SEARCH = [];\n")
    }

    /// A session whose page and index part the store holds is neither rendered nor indexed again;
    /// one it does not hold is, and is stored.
    @Test func a_stored_part_is_used_and_a_missing_one_is_made_and_stored() throws {
        let stored = Mutex<[String: Data]>([:])
        let store = RenderedPageStore(
            load: { index, part in index == 0 ? Data((part == .page ? "<p>kept page</p>" : "{\"kept\":1}").utf8) : nil },
            store: { index, part, data in stored.withLock { $0["\(index)-\(part.rawValue)"] = data } })
        let files = SiteGenerator(templates: .builtIn, root: URL(fileURLWithPath: "/nonexistent"))
            .render(PageModelTests.course(), pages: store).files
        let page = try #require(files.first { $0.path == "a.html" })
        #expect(String(decoding: page.data, as: UTF8.self) == "<p>kept page</p>")
        let script = String(decoding: try #require(files.first { $0.path == SearchIndex.fileName }).data, as: UTF8.self)
        #expect(script.hasPrefix("window.LAYOUTBOOK_SEARCH = [{\"kept\":1},{"))
        #expect(Set(stored.withLock { $0.keys }) == ["1-page", "1-search"])
    }
}
