/// Renders the Markdown value tree to HTML.
///
/// Links can be rewritten (a session links to `02-stacks.md#grow`; the site needs
/// `02-stacks.html#grow`), and headings get ids from a caller-supplied function so anchors are
/// stable and unique within a page. GitHub alerts (`> [!NOTE]`) become callouts.
public struct HTMLRenderer: Sendable {
    public var rewriteLink: @Sendable (String) -> String
    public var headingID: @Sendable (Int, String) -> String?

    public init(
        rewriteLink: @escaping @Sendable (String) -> String = { $0 },
        headingID: @escaping @Sendable (Int, String) -> String? = { _, _ in nil }
    ) {
        self.rewriteLink = rewriteLink
        self.headingID = headingID
    }

    public func render(_ blocks: [Block]) -> String {
        blocks.map(render).joined()
    }

    public func render(_ block: Block) -> String {
        switch block.kind {
        case let .heading(level, content):
            let id = headingID(level, content.plainText).map { " id=\"\($0.htmlEscaped)\"" } ?? ""
            return "<h\(level)\(id)>\(render(content))</h\(level)>\n"
        case .paragraph(let content):
            return "<p>\(render(content))</p>\n"
        case let .codeBlock(info, code):
            let language = info.split(separator: " ").first.map { " class=\"language-\(String($0).htmlEscaped)\"" } ?? ""
            return "<pre><code\(language)>\(code.htmlEscaped)</code></pre>\n"
        case .blockQuote(let children):
            return renderQuote(children)
        case .list(let list):
            return renderList(list)
        case .table(let table):
            return renderTable(table)
        case .thematicBreak:
            return "<hr>\n"
        case .html(let html):
            return TagFilter.apply(html)
        }
    }

    public func render(_ inlines: [Inline]) -> String {
        inlines.map(render).joined()
    }

    func render(_ inline: Inline) -> String {
        switch inline {
        case .text(let text): text.htmlEscaped
        case .code(let code): "<code>\(code.htmlEscaped)</code>"
        case .emphasis(let c): "<em>\(render(c))</em>"
        case .strong(let c): "<strong>\(render(c))</strong>"
        case .strikethrough(let c): "<del>\(render(c))</del>"
        case let .link(destination, title, content):
            "<a href=\"\(rewriteLink(destination).htmlEscaped)\"\(titleAttribute(title))>\(render(content))</a>"
        case let .image(source, title, alt):
            "<img src=\"\(rewriteLink(source).htmlEscaped)\" alt=\"\(alt.plainText.htmlEscaped)\"\(titleAttribute(title))>"
        case .html(let html): TagFilter.apply(html)
        case .softBreak: "\n"
        case .lineBreak: "<br>\n"
        }
    }

    private func titleAttribute(_ title: String) -> String {
        title.isEmpty ? "" : " title=\"\(title.htmlEscaped)\""
    }

    private func renderQuote(_ children: [Block]) -> String {
        if let alert = GitHubAlert(children) {
            let body = render(alert.body)
            return "<div class=\"callout callout-\(alert.kind)\"><p class=\"callout-title\">\(alert.title)</p>\n\(body)</div>\n"
        }
        return "<blockquote>\n\(render(children))</blockquote>\n"
    }

    private func renderList(_ list: MarkdownList) -> String {
        let tag = list.isOrdered ? "ol" : "ul"
        let start = list.isOrdered && list.start != 1 ? " start=\"\(list.start)\"" : ""
        let hasTasks = list.items.contains { $0.checkbox != nil }
        let cls = hasTasks ? " class=\"task-list\"" : ""
        let items = list.items.map { item in
            // A task's box says its state to a screen reader; the item's text follows it.
            let box = item.checkbox.map { "<input type=\"checkbox\" disabled\($0 ? " checked" : "") aria-label=\"\($0 ? "done" : "to do")\"> " } ?? ""
            return "<li>\(box)\(renderItemBlocks(item.blocks, tight: list.isTight))</li>\n"
        }.joined()
        return "<\(tag)\(start)\(cls)>\n\(items)</\(tag)>\n"
    }

    /// Tight lists render their paragraphs without `<p>`, as CommonMark specifies.
    private func renderItemBlocks(_ blocks: [Block], tight: Bool) -> String {
        blocks.map { block in
            if tight, case .paragraph(let content) = block.kind { return render(content) }
            return render(block)
        }.joined()
    }

    private func renderTable(_ table: Table) -> String {
        func cells(_ row: [[Inline]], tag: String) -> String {
            row.enumerated().map { index, cell in
                let alignment = index < table.alignments.count ? table.alignments[index] : .none
                let style = alignment == .none ? "" : " style=\"text-align: \(alignment)\""
                return "<\(tag)\(style)>\(render(cell))</\(tag)>"
            }.joined()
        }
        let head = "<thead><tr>\(cells(table.header, tag: "th"))</tr></thead>"
        let body = table.rows.map { "<tr>\(cells($0, tag: "td"))</tr>" }.joined(separator: "\n")
        // A wide table scrolls inside its column: focusable, so a keyboard can scroll it too.
        return "<table tabindex=\"0\">\n\(head)\n<tbody>\n\(body)\n</tbody>\n</table>\n"
    }
}
