import Mustache
import Testing
@testable import SiteRenderer

/// Code lines were a Mustache section; the markup made in Swift must be what that section made.
@Suite struct CodeLinesHTMLTests {
    /// The line markup as `partials/code.mustache` had it, rendered by swift-mustache: the oracle.
    private static let section = """
        {{#lines}}{{#foldLabel}}<span class="fold-toggle" role="button" tabindex="0" data-fold="{{fold}}">⋯ {{foldLabel}}</span>{{/foldLabel}}\
        <span class="line{{#isChanged}} changed{{/isChanged}}{{#fold}} folded{{/fold}}" data-line="{{number}}"{{#fold}} data-fold="{{fold}}"{{/fold}}>\
        <span class="ln" aria-hidden="true">{{number}}</span><span class="lc" style="--indent:{{indent}}ch">{{{html}}}</span></span>{{/lines}}
        """

    private struct Lines: MustacheParent {
        var lines: [CodeLine]
        func child(named name: String) -> Any? { name == "lines" ? lines : nil }
    }

    private func expectSameAsTemplate(_ lines: [CodeLine]) throws {
        let template = try MustacheTemplate(string: Self.section)
        #expect(CodeLinesHTML.render(lines) == template.render(Lines(lines: lines)))
    }

    @Test func plain_lines() throws {
        try expectSameAsTemplate([
            CodeLine(number: 1, html: "<span class=\"tok-keyword\">let</span> a = 1", indent: 0),
            CodeLine(number: 2, html: "<span class=\"ind\">    </span>b &amp; c", indent: 4),
            CodeLine(number: 10, html: "", indent: 0),
        ])
    }

    @Test func changed_and_folded_lines() throws {
        var folded = CodeLine(number: 3, html: "x", indent: 2)
        folded.fold = "s1-f1"
        folded.foldLabel = "2 unchanged lines"
        var second = CodeLine(number: 4, html: "y", indent: 2)
        second.fold = "s1-f1"
        var changed = CodeLine(number: 5, html: "z", indent: 0)
        changed.isChanged = true
        try expectSameAsTemplate([folded, second, changed])
    }

    @Test func fold_names_and_labels_are_escaped() throws {
        var line = CodeLine(number: 1, html: "q", indent: 0)
        line.fold = "a\"<b>&'"
        line.foldLabel = "<1 & 2>"
        try expectSameAsTemplate([line])
        #expect(CodeLinesHTML.render([line]).contains("data-fold=\"a&quot;&lt;b&gt;&amp;&#39;\""))
    }

    @Test func no_lines_no_markup() {
        #expect(CodeLinesHTML.render([]) == "")
    }
}
