import Foundation
import Testing
@testable import Markup

@Suite struct MarkdownParserTests {
    static func fixture(_ name: String) throws -> String {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/\(name)")
        return try String(contentsOf: url, encoding: .utf8)
    }

    @Test func gfm_fixture_parses_to_the_expected_block_kinds_and_lines() throws {
        let document = MarkdownParser.parse(try Self.fixture("gfm.md"))
        let summary = document.blocks.map { block -> String in
            switch block.kind {
            case .heading(let level, _): "h\(level)@\(block.range.start.line)"
            case .paragraph: "p@\(block.range.start.line)"
            case .list: "list@\(block.range.start.line)"
            case .table: "table@\(block.range.start.line)"
            case .codeBlock: "code@\(block.range.start.line)"
            case .html: "html@\(block.range.start.line)"
            case .blockQuote: "quote@\(block.range.start.line)"
            case .thematicBreak: "hr@\(block.range.start.line)"
            }
        }
        #expect(summary == ["h1@1", "p@3", "list@6", "table@9", "code@13", "html@17", "quote@19"])
    }

    @Test func inline_markup_strikethrough_and_autolinks_are_recognised() throws {
        let document = MarkdownParser.parse(try Self.fixture("gfm.md"))
        guard case .paragraph(let inlines) = document.blocks[1].kind else { Issue.record("not a paragraph"); return }
        #expect(inlines.contains(.emphasis([.text("em")])))
        #expect(inlines.contains(.strong([.text("strong")])))
        #expect(inlines.contains(.strikethrough([.text("gone")])))
        #expect(inlines.contains(.code("code")))
        #expect(inlines.contains { if case .link(let d, _, _) = $0 { d == "http://www.example.com" } else { false } })
    }

    @Test func task_list_items_carry_their_checkbox_state() throws {
        let document = MarkdownParser.parse(try Self.fixture("gfm.md"))
        guard case .list(let list) = document.blocks[2].kind else { Issue.record("not a list"); return }
        #expect(list.items.map(\.checkbox) == [true, false])
    }

    @Test func table_keeps_alignment_header_and_rows() throws {
        let document = MarkdownParser.parse(try Self.fixture("gfm.md"))
        guard case .table(let table) = document.blocks[3].kind else { Issue.record("not a table"); return }
        #expect(table.alignments == [.left, .center])
        #expect(table.header.map(\.plainText) == ["Spec", "Job"])
        #expect(table.rows.map { $0.map(\.plainText) } == [["Inset", "padding"]])
    }

    @Test func fence_info_string_is_kept_whole() throws {
        let document = MarkdownParser.parse(try Self.fixture("gfm.md"))
        #expect(document.blocks[4].kind == .codeBlock(info: "swift diagram id=card caption=\"The card\"", code: "let x = 1\n"))
        #expect(document.blocks[4].range.end.line == 15)
    }

    @Test func tagfilter_neutralises_script_in_raw_html() throws {
        let html = HTMLRenderer().render(MarkdownParser.parse(try Self.fixture("gfm.md")).blocks)
        #expect(html.contains("&lt;script>alert(1)&lt;/script>"))
        #expect(!html.contains("<script>"))
    }

    @Test func github_alert_renders_as_a_callout() throws {
        let html = HTMLRenderer().render(MarkdownParser.parse(try Self.fixture("gfm.md")).blocks)
        #expect(html.contains("<div class=\"callout callout-tip\"><p class=\"callout-title\">Tip</p>\n<p>Try a stack.</p>"))
    }

    @Test func text_is_escaped_and_links_can_be_rewritten() {
        let renderer = HTMLRenderer(rewriteLink: { $0.replacingOccurrences(of: ".md", with: ".html") })
        let html = renderer.render(MarkdownParser.parse("a < b & [next](02-b.md#x)").blocks)
        #expect(html == "<p>a &lt; b &amp; <a href=\"02-b.html#x\">next</a></p>\n")
    }

    @Test func empty_and_binary_like_input_never_crash() {
        #expect(MarkdownParser.parse("").blocks.isEmpty)
        _ = MarkdownParser.parse(String(repeating: "[", count: 10_000) + "\u{0}\u{FFFD}")
    }
}
