import Testing
@testable import CourseModel

/// `group=` and `same`: how groups are formed and what is wrong with how they are written.
@Suite struct FigureGroupTests {
    static func read(_ markdown: String) -> (Session?, [String]) {
        var reader = SessionReader(path: "Content/x.md", text: markdown)
        let session = reader.read(slug: "x")
        return (session, reader.diagnostics.filter { $0.severity == .error }.map(\.description))
    }

    static func fence(_ info: String, _ code: String = "ASDisplayNode()") -> String { "```swift \(info)\n\(code)\n```\n\n" }

    @Test func consecutive_members_form_one_group_and_same_is_remembered() {
        let (session, errors) = Self.read("## S\n\n" + Self.fence("diagram group=\"card\"") + Self.fence("diagram group=\"card\" same") + Self.fence("diagram"))
        #expect(errors.isEmpty)
        #expect(session?.groups == [FigureGroup(name: "card", members: ["s1", "s2"], requiresSameFrames: true)])
    }

    @Test func mistakes_are_errors_at_their_fence() {
        let (_, errors) = Self.read("## S\n\n" + Self.fence("diagram same") + Self.fence("diagram group=\"one\"") + Self.fence("diagram group=\"two\"")
            + Self.fence("diagram group=\"two\"") + Self.fence("diagram") + Self.fence("diagram group=\"two\""))
        #expect(errors.contains { $0.hasPrefix("Content/x.md:3:1: error: 'same' compares the members of a group") })
        #expect(errors.contains { $0.hasPrefix("Content/x.md:7:1: error: group 'one' has one snippet") })
        #expect(errors.contains { $0.hasPrefix("Content/x.md:23:1: error: group 'two' was used before, at line 11") })
    }
}
