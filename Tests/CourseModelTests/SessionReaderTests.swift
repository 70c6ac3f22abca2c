import Foundation
import Testing
import Diagnostics
@testable import CourseModel

@Suite struct SessionReaderTests {
    static func readFixture(_ name: String) throws -> (Session, [Diagnostic]) {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/\(name)")
        var reader = SessionReader(path: "Content/\(name)", text: try String(contentsOf: url, encoding: .utf8))
        let session = reader.read(slug: "02-stacks")
        return (session, reader.diagnostics)
    }

    @Test func front_matter_gives_title_summary_and_duration() throws {
        let (session, diagnostics) = try Self.readFixture("stacks.md")
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(session.title == "Stacks and insets")
        #expect(session.summary == "Lay out rows and columns.")
        #expect(session.duration == "45 min")
    }

    @Test func level_two_headings_become_numbered_steps_with_unique_anchors() throws {
        let (session, _) = try Self.readFixture("stacks.md")
        #expect(session.steps.map(\.number) == [1, 2, 3, 4, 5])
        #expect(session.steps.map(\.anchor) == ["a-first-stack", "exercise-pad-it", "a-teaching-error", "a-step", "a-step-2"])
        #expect(session.steps[0].location.line == 9)
    }

    @Test func fences_carry_role_attributes_and_code_position() throws {
        let (session, _) = try Self.readFixture("stacks.md")
        #expect(session.snippets.map(\.role.name) == ["hidden", "diagram", "expected", "starter", "cheat", "fails"])
        let diagram = session.snippets[1]
        #expect(diagram.attributes.id == "row")
        #expect(diagram.attributes.caption == "A row")
        #expect(diagram.attributes.device == DeviceSize(width: 320, height: 480, scale: 2))
        #expect(diagram.attributes.range?.maxHeight == .infinity)
        #expect(diagram.fenceLocation.line == 15)
        #expect(diagram.codeLocation.line == 16)
        #expect(diagram.code == "let row = 1\n")
        let fails = session.snippets[5]
        #expect(fails.role == .fails("found [ASLayoutElement?]"))
        #expect(fails.attributes.vary == [Variation(name: "spacing", values: ["0", "8", "16"]),
                                          Variation(name: "justifyContent", values: [".start", ".end"])])
        #expect(session.snippets[3].attributes.file == "Card.swift")
    }

    @Test func exercise_groups_target_starter_cheat_and_its_tips() throws {
        let (session, _) = try Self.readFixture("stacks.md")
        #expect(session.exercises.count == 1)
        let exercise = try #require(session.exercises.first)
        #expect(exercise.id == "pad" && exercise.stepNumber == 2)
        #expect(exercise.expected?.code == "let target = 1\n")
        #expect(exercise.starter?.code == "let start = 1\n")
        #expect(exercise.cheat?.code == "let solution = 1\n")
        #expect(exercise.hints.map(\.location.line) == [21, 32])
        // The step shows the exercise once, where its first snippet was, and keeps the NOTE.
        let step = session.steps[1].content
        #expect(step.filter { if case .exercise = $0 { true } else { false } }.count == 1)
        #expect(step.count == 2)
    }

    @Test func unknown_role_and_attribute_are_located_at_their_column() {
        var reader = SessionReader(path: "Content/x.md", text: "## S\n\n```swift diagarm colour=red\nlet a = 1\n```\n")
        _ = reader.read(slug: "x")
        #expect(reader.diagnostics.filter { $0.severity == .error }.map(\.description) == [
            "Content/x.md:3:10: error: unknown snippet role 'diagarm'; did you mean 'diagram'?; expected one of diagram, hidden, expected, starter, cheat, fails=\"…\"",
            "Content/x.md:3:18: error: unknown snippet attribute 'colour'; expected one of id, caption, device, range, root, file, vary, expect, group, same",
        ])
    }

    @Test func duplicate_exercise_part_and_cheat_without_target_are_errors() {
        let text = "## S\n```swift cheat id=a\nx\n```\n```swift cheat id=a\ny\n```\n```swift starter\nz\n```\n"
        var reader = SessionReader(path: "Content/x.md", text: text)
        _ = reader.read(slug: "x")
        let messages = reader.diagnostics.map(\.description)
        #expect(messages.contains { $0.hasPrefix("Content/x.md:5:1: error: exercise 'a' already has a 'cheat' snippet") })
        #expect(messages.contains { $0.hasPrefix("Content/x.md:8:1: error: 'starter' snippet needs an id=") })
        #expect(messages.contains { $0.hasPrefix("Content/x.md:2:1: error: cheat 'a' has no target") })
    }

    @Test func malformed_front_matter_is_reported_at_its_file_line() {
        var reader = SessionReader(path: "Content/x.md", text: "---\ntitle: ok\nsummary: [unclosed\n---\n# T\n")
        let session = reader.read(slug: "x")
        #expect(reader.diagnostics.count == 1)
        #expect(reader.diagnostics.first?.location?.line ?? 0 >= 3)
        #expect(reader.diagnostics.first?.id == "yaml.syntax")
        #expect(session.title == "T")
    }

    @Test func bad_attribute_values_are_errors() {
        let text = "```swift diagram device=big range=1x2 vary=\"nothing\"\nx\n```\n"
        var reader = SessionReader(path: "Content/x.md", text: text)
        _ = reader.read(slug: "x")
        #expect(reader.diagnostics.filter { $0.severity == .error }.map(\.id) == ["fence.bad-device", "fence.bad-range", "fence.bad-vary"])
    }

    @Test func single_quoted_values_hold_swift_string_literals() {
        // CommonMark turns \" into " inside an info string, so Swift strings go in single quotes.
        let text = "```swift diagram root='Badge(title: \"New\")' caption='A \"new\" badge'\nx\n```\n"
        var reader = SessionReader(path: "Content/x.md", text: text)
        let session = reader.read(slug: "x")
        #expect(!reader.diagnostics.contains { $0.severity == .error }, "\(reader.diagnostics)")
        #expect(session.snippets.first?.attributes.root == "Badge(title: \"New\")")
        #expect(session.snippets.first?.attributes.caption == "A \"new\" badge")
    }

    @Test func anchors_are_stable_slugs() {
        #expect(Anchor.slug("Grow, shrink & wrap!") == "grow-shrink-wrap")
        #expect(Anchor.slug("***") == "section")
    }
}
