import Diagnostics
import Foundation
import LayoutEngine
import Testing
@testable import SnippetInterpreter

/// Each fixture states in its header comments what must come out: node frames worked out by
/// hand from Texture's rules (`// expect-frame name x y w h`, `name#2` for the second node of
/// that name, `// expect-root w h`), or the
/// diagnostics and where they point (`// expected-error@line:column: message`, `expected-warning@…`,
/// `*` for any column).
@Suite struct SnippetFixtureTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
    static let device = Size(width: 375, height: 667)
    // Text frames in the fixtures are worked out with the placeholder measurer's simple metrics
    // (0.5 × size per character, 1.25 × size per line), so they can be checked by hand.

    static func fixtures() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".swift") }.sorted()
    }

    static func run(_ text: String, file: String) -> SnippetEvaluator.Result {
        let evaluator = SnippetEvaluator(sources: [], images: [:], textMeasurer: PlaceholderTextMeasurer())
        return evaluator.run(.init(snippet: .init(text: text, location: SourceLocation(file: file, line: 1)), device: device))
    }

    @Test(arguments: fixtures())
    func fixture_gives_its_stated_result(name: String) throws {
        let text = try String(contentsOf: Self.folder.appendingPathComponent(name), encoding: .utf8)
        let result = Self.run(text, file: name)
        let header = text.split(separator: "\n").prefix { $0.hasPrefix("//") }
        // Several expected errors (and warnings) are matched with the diagnostics in order: all are reported at once.
        var unmatched: [Severity: ArraySlice<Diagnostic>] = [
            .error: result.diagnostics.filter { $0.severity == .error }[...],
            .warning: result.diagnostics.filter { $0.severity != .error }[...],
        ]
        for line in header {
            let words = line.split(separator: " ").map(String.init)
            if words.count == 7, words[1] == "expect-frame" {
                let frames = try #require(result.layout, "\(name): \(result.diagnostics)").absoluteFrames
                // `name#2` is the second node with that name (rows of a table repeat their names).
                let parts = words[2].split(separator: "#")
                let matching = frames.filter { $0.name == String(parts[0]) }
                let index = parts.count > 1 ? (Int(parts[1]) ?? 1) - 1 : 0
                let frame = try #require(index < matching.count ? matching[index] : nil, "\(name): no node \(words[2])").frame
                let want = words[3...6].compactMap(Double.init)
                #expect([frame.minX, frame.minY, frame.size.width, frame.size.height] == want, "\(name): \(words[2])")
            } else if words.count == 4, words[1] == "expect-root" {
                let size = try #require(result.layout).root.size
                #expect([size.width, size.height] == words[2...3].compactMap(Double.init), "\(name): root size")
            } else if let marker = line.range(of: "expected-error@") ?? line.range(of: "expected-warning@") {
                let severity: Severity = line.contains("expected-error@") ? .error : .warning
                let rest = line[marker.upperBound...]
                let parts = rest.split(separator: ":", maxSplits: 2)
                let message = parts.count == 3 ? parts[2].trimmingCharacters(in: .whitespaces) : ""
                let next = unmatched[severity]?.popFirst()
                let diagnostic = try #require(next, "\(name): expected \(severity): \(message)")
                #expect(diagnostic.message == message, "\(name)")
                #expect(diagnostic.location?.line == Int(parts[0]), "\(name): line")
                if parts[1] != "*" { #expect(diagnostic.location?.column == Int(parts[1]), "\(name): column") }
            }
        }
        let extra = unmatched.values.flatMap { $0 }
        #expect(extra.isEmpty, "\(name): more diagnostics than expected: \(extra)")
    }

    @Test func errors_are_mapped_into_the_markdown_file() {
        let evaluator = SnippetEvaluator(sources: [], images: [:], textMeasurer: PlaceholderTextMeasurer())
        let result = evaluator.run(.init(snippet: .init(text: "let a = 1\nlet b = nope\n", location: SourceLocation(file: "Content/02-x.md", line: 40, column: 1)),
                                         device: Self.device))
        #expect(result.diagnostics.map(\.description) == ["Content/02-x.md:41:9: error: cannot find 'nope' in scope"])
    }

    @Test func sources_declarations_are_visible_to_the_snippet() {
        let models = SnippetEvaluator.Code(text: "struct Product { let name: String\n static let sample = Product(name: \"Shoe\") }\n",
                                           location: SourceLocation(file: "Content/Sources/Models.swift", line: 1))
        let evaluator = SnippetEvaluator(sources: [models], images: [:], textMeasurer: PlaceholderTextMeasurer())
        let code = "let label = ASTextNode()\nlabel.attributedText = NSAttributedString(string: Product.sample.name)\nlabel.style.preferredSize = CGSize(width: 50, height: 20)\nASWrapperLayoutSpec(layoutElement: label)\n"
        let result = evaluator.run(.init(snippet: .init(text: code, location: SourceLocation(file: "s.md", line: 1)), device: Self.device))
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.layout?.absoluteFrames.first?.name == "label")
    }

    /// An app's sources flatten its modules: FableSDK's `enum Option` and Commander's `class
    /// Option<T>` share the name. A switch over the enum's cases was "type 'Option' has no member
    /// 'showDetails'" once the checker looked up the class, and the enum's own file was left out.
    @Test func a_switch_over_an_enum_whose_name_another_module_also_declares() {
        let sdk = SnippetEvaluator.Code(text: "public enum Option: Hashable { case showDetails, previewStory }\n",
                                        location: SourceLocation(file: "FableSDK/StoryEditorSettingsNode.swift", line: 1))
        let commander = SnippetEvaluator.Code(text: "public class Option<T> { let name: String\n init(_ name: String) { self.name = name } }\n",
                                              location: SourceLocation(file: "Commander/ArgumentDescription.swift", line: 1))
        let evaluator = SnippetEvaluator(sources: [sdk, commander], images: [:], textMeasurer: PlaceholderTextMeasurer())
        let code = """
            func height(_ option: Option) -> CGFloat {
                switch option {
                case .showDetails: return 20
                case .previewStory: return 40
                }
            }
            let row = ASDisplayNode()
            row.style.preferredSize = CGSize(width: 100, height: 40)
            ASWrapperLayoutSpec(layoutElement: row)
            """
        let result = evaluator.run(.init(snippet: .init(text: code, location: SourceLocation(file: "s.md", line: 1)), device: Self.device))
        #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty, "\(result.diagnostics)")
    }

    @Test func vary_substitutes_an_argument_label() throws {
        let evaluator = SnippetEvaluator(sources: [], images: [:], textMeasurer: PlaceholderTextMeasurer())
        let code = "let a = ASDisplayNode()\na.style.preferredSize = CGSize(width: 10, height: 10)\nlet b = ASDisplayNode()\nb.style.preferredSize = CGSize(width: 10, height: 10)\nASStackLayoutSpec(direction: .horizontal, spacing: 0, justifyContent: .start, alignItems: .start, children: [a, b])\n"
        let result = evaluator.run(.init(snippet: .init(text: code, location: SourceLocation(file: "s.md", line: 1)), device: Self.device,
                                         substitutions: ["spacing": "30"]))
        let b = try #require(result.layout?.absoluteFrames.first { $0.name == "b" })
        #expect(b.frame.minX == 40)
    }

    /// A vary= value is checked like the code it replaces: `.bogus` is no justification, and the
    /// error points at the argument it replaces.
    @Test func vary_value_that_does_not_exist_is_an_error() throws {
        let evaluator = SnippetEvaluator(sources: [], images: [:], textMeasurer: PlaceholderTextMeasurer())
        let code = "let a = ASDisplayNode()\nASStackLayoutSpec(direction: .horizontal, spacing: 0, justifyContent: .start, alignItems: .start, children: [a])\n"
        let result = evaluator.run(.init(snippet: .init(text: code, location: SourceLocation(file: "s.md", line: 1)), device: Self.device,
                                         substitutions: ["justifyContent": ".bogus"]))
        #expect(result.layout == nil)
        let error = try #require(result.diagnostics.first)
        #expect(error.message == "type 'ASStackLayoutJustifyContent' has no member 'bogus'")
        #expect(error.location?.line == 2)
        #expect(error.location?.column == 71)
    }

    /// vary= over a name the snippet does not have would draw identical variants: an error at the fence.
    @Test func vary_name_that_does_not_occur_is_an_error_at_the_fence() throws {
        let evaluator = SnippetEvaluator(sources: [], images: [:], textMeasurer: PlaceholderTextMeasurer())
        let code = "let a = ASDisplayNode()\nASStackLayoutSpec(direction: .horizontal, spacing: 0, justifyContent: .start, alignItems: .start, children: [a])\n"
        var request = SnippetEvaluator.Request(snippet: .init(text: code, location: SourceLocation(file: "s.md", line: 11)), device: Self.device,
                                               substitutions: ["spacng": "8"])
        request.varyLocation = SourceLocation(file: "s.md", line: 10)
        let result = evaluator.run(request)
        #expect(result.layout == nil)
        #expect(result.diagnostics.map(\.description) == [
            "s.md:10:1: error: vary= names 'spacng', which is neither an argument label nor a top-level var or let of this snippet; did you mean 'spacing'?",
        ])
    }

    /// A typed top-level variable that vary= replaces: each value is checked against its type.
    @Test func vary_value_of_a_typed_variable_is_checked_against_its_type() throws {
        let evaluator = SnippetEvaluator(sources: [], images: [:], textMeasurer: PlaceholderTextMeasurer())
        let code = "var justify: ASStackLayoutJustifyContent = .start\nlet a = ASDisplayNode()\nASStackLayoutSpec(direction: .horizontal, spacing: 0, justifyContent: justify, alignItems: .start, children: [a])\n"
        let result = evaluator.run(.init(snippet: .init(text: code, location: SourceLocation(file: "s.md", line: 1)), device: Self.device,
                                         substitutions: ["justify": ".centre"]))
        #expect(result.diagnostics.map(\.description) == [
            "s.md:1:44: error: type 'ASStackLayoutJustifyContent' has no member 'centre'; did you mean 'center'?",
        ])
    }
}
