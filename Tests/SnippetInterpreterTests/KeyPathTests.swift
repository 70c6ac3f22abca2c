import Testing
@testable import SnippetInterpreter

/// Key paths: `\.title` where a function is expected (`map(\.title)`, Swift 5.2's SE-0249), and
/// `value[keyPath: path]` in the app's own helpers (fable's `indexed(by: \.chapterId)`). A key path
/// was a value nothing could use: "'map' expects a closure", "cannot subscript a value of type".
@Suite struct KeyPathTests {
    private static let chapters = """
        struct Author { let name: String }
        struct Chapter { let id: Int; let title: String; let author: Author?; let isDraft: Bool }
        let chapters = [
            Chapter(id: 3, title: "Three", author: Author(name: "Ada"), isDraft: false),
            Chapter(id: 4, title: "Four", author: nil, isDraft: true),
        ]

        """

    /// The width of a box `width` points wide, after the snippet's own code ran.
    private func width(_ snippet: String) throws -> Double {
        let frames = try namedFrames(Self.chapters + snippet + """

            let box = ASDisplayNode()
            box.style.preferredSize = CGSize(width: width, height: 10)
            ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start, children: [box])
            """)
        return try #require(frames["box"]).size.width
    }

    @Test func a_key_path_is_a_function_of_its_root() throws {
        #expect(try width("""
            let titles = chapters.map(\\.title)
            let width = CGFloat(titles.joined().count * 10)
            """) == 90)
        #expect(try width("let width = CGFloat(chapters.filter(\\.isDraft).count * 10)") == 10)
        #expect(try width("let width = CGFloat(chapters.compactMap(\\.author?.name).count * 10)") == 10)
        #expect(try width("let width = CGFloat([5, 7].map(\\.self).reduce(0, +))") == 12)
    }

    @Test func a_key_path_reads_a_value_by_subscript() throws {
        #expect(try width("""
            extension Array {
                func indexed<Key: Hashable>(by key: KeyPath<Element, Key>) -> [Key: Element] {
                    var found: [Key: Element] = [:]
                    for element in self { found[element[keyPath: key]] = element }
                    return found
                }
            }
            let byID = chapters.indexed(by: \\Chapter.id)
            let width = CGFloat((byID[4]?.title.count ?? 0) * 10)
            """) == 40)
    }

    @Test func a_misspelt_key_path_is_an_error_at_the_key_path() {
        let result = evaluate(Self.chapters + """
            let titles = chapters.map(\\.titel)
            titles
            """)
        let error = result.diagnostics.first { $0.severity == .error }
        // swiftc's words; the checker said "cannot find 'titel' in scope", which it is not looked up in.
        #expect(error?.message == "value of type 'Chapter' has no member 'titel'; did you mean 'title'?", "\(result.diagnostics)")
        #expect(error?.location?.line == 7)
    }
}
