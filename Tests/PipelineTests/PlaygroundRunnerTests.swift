import CourseModel
import Foundation
import Testing
@testable import Pipeline

/// The playground runs an edited snippet where it stands in the course and draws it as the build does.
@Suite struct PlaygroundRunnerTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/good")

    static func runner() throws -> PlaygroundRunner {
        let (runner, diagnostics) = PlaygroundRunner.load(root: root)
        #expect(!diagnostics.hasErrors)
        return try #require(runner)
    }

    static let centred = """
        let box = ASDisplayNode()
        box.style.preferredSize = CGSize(width: 60, height: 60)
        ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .center, alignItems: .center, children: [box])
        """

    @Test func an_edit_is_laid_out_by_the_rules_and_drawn() throws {
        // A vertical stack centres its 60-point box across the 375-point screen: x = (375 - 60) / 2.
        let answer = try Self.runner().run(PlaygroundRequest(code: Self.centred, session: "01-basics", snippet: "s1"))
        #expect(answer.diagnostics.isEmpty)
        #expect(answer.frames["box"] == [157.5, 0, 60, 60])
        #expect(answer.svg.hasPrefix("<svg"))
        #expect(answer.outline.contains("box"))
        // Wider spacing or another alignment moves the box: the figure follows the code.
        let moved = try Self.runner().run(PlaygroundRequest(code: Self.centred.replacingOccurrences(of: "alignItems: .center", with: "alignItems: .end"),
                                                            session: "01-basics", snippet: "s1"))
        #expect(moved.frames["box"] == [315, 0, 60, 60])
    }

    @Test func diagnostics_are_at_the_snippets_own_lines() throws {
        let code = "let box = ASDisplayNode()\nbox.style.preferedSize = CGSize(width: 60, height: 60)\nbox"
        let answer = try Self.runner().run(PlaygroundRequest(code: code))
        let error = try #require(answer.diagnostics.first)
        #expect(error.line == 2)
        #expect(error.column == 11)
        #expect(error.severity == "error")
        #expect(error.message.contains("did you mean 'preferredSize'"))
        #expect(error.file == nil)
        #expect(answer.svg.isEmpty)
    }

    @Test func the_courses_sources_and_the_sessions_hidden_snippets_are_in_scope() throws {
        // Product is declared in the fixture's Content/Sources/Models.swift.
        let answer = try Self.runner().run(PlaygroundRequest(code: "let p = Product(name: \"Shoe\")\nlet n = ASTextNode()\nn.attributedText = NSAttributedString(string: p.name)\nn",
                                                             session: "01-basics"))
        #expect(answer.diagnostics.filter { $0.severity == "error" }.isEmpty, "\(answer.diagnostics)")
        #expect(!answer.svg.isEmpty)
    }

    @Test func unknown_names_in_the_request_are_refused_with_the_name_meant() throws {
        let runner = try Self.runner()
        #expect(throws: PlaygroundError(.notFound, "the course has no session '01-basic'; did you mean '01-basics'?")) {
            try runner.run(PlaygroundRequest(code: "ASDisplayNode()", session: "01-basic"))
        }
        #expect(throws: PlaygroundError(.invalid, "device must look like 375x667 or 375x667@2x, found '375by667'")) {
            try runner.run(PlaygroundRequest(code: "ASDisplayNode()", device: "375by667"))
        }
        #expect(throws: PlaygroundError(.notFound, "session '01-basics' has no exercise 'centr'; did you mean 'centre'?")) {
            try runner.check(PlaygroundRequest(code: "ASDisplayNode()", session: "01-basics", exercise: "centr"))
        }
    }

    @Test func a_check_compares_with_the_target_node_by_node() throws {
        let runner = try Self.runner()
        // The target centres an empty node: a 10-point node is 5 points left of the centre line, and 10 tall.
        let wrong = try runner.check(PlaygroundRequest(code: """
            let node = ASDisplayNode()
            node.style.preferredSize = CGSize(width: 10, height: 10)
            ASCenterLayoutSpec(centeringOptions: .XY, sizingOptions: [], child: node)
            """, session: "01-basics", exercise: "centre"))
        #expect(!wrong.matches)
        #expect(wrong.differences.contains("node: not in the target"), "\(wrong.differences)")
        #expect(wrong.differences.contains("root: height 10, target 0"), "\(wrong.differences)")
        let starter = "ASCenterLayoutSpec(centeringOptions: .XY, sizingOptions: [], child: ASDisplayNode())"
        let right = try runner.check(PlaygroundRequest(code: starter, session: "01-basics", exercise: "centre"))
        #expect(right.matches)
        #expect(right.differences.isEmpty)
        #expect(!right.run.svg.isEmpty)
    }

    @Test func an_endless_loop_stops_at_the_time_limit() throws {
        let (loaded, _) = PlaygroundRunner.load(root: Self.root, timeLimit: .milliseconds(50))
        let runner = try #require(loaded)
        let start = ContinuousClock.now
        let answer = try runner.run(PlaygroundRequest(code: "var n = 0\nwhile true { n += 1 }"))
        #expect(ContinuousClock.now - start < .seconds(2))
        #expect(answer.diagnostics.first?.message == "snippet stopped after 50 ms: is there an endless loop?")
    }
}
