import Testing
@testable import SiteRenderer

@Suite struct SwiftHighlighterTests {
    @Test func keywords_types_labels_numbers_and_comments_get_classes() {
        let lines = SwiftHighlighter.highlightedLines("let spec = ASInsetLayoutSpec(insets: .zero, child: node) // pad\n")
        #expect(lines.count == 1)
        let line = lines[0]
        #expect(line.hasPrefix("<span class=\"tok-keyword\">let</span> spec = "))
        #expect(line.contains("<span class=\"tok-type\">ASInsetLayoutSpec</span>"))
        #expect(line.contains("<span class=\"tok-label\">insets</span>"))
        #expect(line.contains("<span class=\"tok-comment\">// pad</span>"))
    }

    @Test func multi_line_tokens_are_split_per_line_and_html_is_escaped() {
        let lines = SwiftHighlighter.highlightedLines("/* a <b>\n c */\nlet s = \"<&>\"\n")
        #expect(lines == [
            "<span class=\"tok-comment\">/* a &lt;b&gt;</span>",
            "<span class=\"tok-comment\"> c */</span>",
            "<span class=\"tok-keyword\">let</span> s = <span class=\"tok-string\">&quot;&lt;&amp;&gt;&quot;</span>",
        ])
    }

    @Test func broken_code_still_highlights_every_line() {
        let lines = SwiftHighlighter.highlightedLines("let = (\n}}}\n")
        #expect(lines.count == 2)
    }
}
