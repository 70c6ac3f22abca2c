import CCmarkGFM

/// Turns cmark-gfm's mutable C node tree into the immutable value tree.
///
/// Extension nodes (tables, strikethrough, task items) have types allocated at run time, so they
/// are recognised by their type string rather than by a C constant.
enum CmarkTreeReader {
    typealias Node = OpaquePointer

    static func children(of node: Node) -> [Node] {
        var result: [Node] = []
        var child = cmark_node_first_child(node)
        while let current = child {
            result.append(current)
            child = cmark_node_next(current)
        }
        return result
    }

    static func blocks(under node: Node) -> [Block] {
        children(of: node).compactMap(block)
    }

    static func typeName(_ node: Node) -> String {
        cmark_node_get_type_string(node).map { String(cString: $0) } ?? ""
    }

    static func string(_ pointer: UnsafePointer<CChar>?) -> String {
        pointer.map { String(cString: $0) } ?? ""
    }

    static func range(of node: Node) -> SourceRange {
        SourceRange(
            start: SourcePoint(line: Int(cmark_node_get_start_line(node)), column: Int(cmark_node_get_start_column(node))),
            end: SourcePoint(line: Int(cmark_node_get_end_line(node)), column: Int(cmark_node_get_end_column(node)))
        )
    }

    static func block(_ node: Node) -> Block? {
        guard let kind = blockKind(node) else { return nil }
        return Block(kind, range: range(of: node))
    }

    static func blockKind(_ node: Node) -> BlockKind? {
        switch typeName(node) {
        case "heading":
            return .heading(level: Int(cmark_node_get_heading_level(node)), content: inlines(under: node))
        case "paragraph":
            return .paragraph(inlines(under: node))
        case "code_block":
            return .codeBlock(info: string(cmark_node_get_fence_info(node)), code: string(cmark_node_get_literal(node)))
        case "block_quote":
            return .blockQuote(blocks(under: node))
        case "list":
            return .list(list(node))
        case "table":
            return .table(table(node))
        case "thematic_break":
            return .thematicBreak
        case "html_block":
            return .html(string(cmark_node_get_literal(node)))
        default:
            return nil
        }
    }

    static func list(_ node: Node) -> MarkdownList {
        let items = children(of: node).map { item in
            let isTask = typeName(item) == "tasklist"
            return ListItem(
                checkbox: isTask ? cmark_gfm_extensions_get_tasklist_item_checked(item) : nil,
                blocks: blocks(under: item))
        }
        return MarkdownList(
            isOrdered: cmark_node_get_list_type(node) == CMARK_ORDERED_LIST,
            start: Int(cmark_node_get_list_start(node)),
            isTight: cmark_node_get_list_tight(node) != 0,
            items: items)
    }

    static func table(_ node: Node) -> Table {
        let columns = Int(cmark_gfm_extensions_get_table_columns(node))
        let alignments = (0..<columns).map { index in
            tableAlignment(cmark_gfm_extensions_get_table_alignments(node)?[index] ?? 0)
        }
        let rows = children(of: node).map { row in children(of: row).map { inlines(under: $0) } }
        return Table(alignments: alignments, header: rows.first ?? [], rows: Array(rows.dropFirst()))
    }

    static func tableAlignment(_ code: UInt8) -> Table.Alignment {
        switch UnicodeScalar(code) {
        case "l": .left
        case "c": .center
        case "r": .right
        default: .none
        }
    }

    static func inlines(under node: Node) -> [Inline] {
        children(of: node).compactMap(inline)
    }

    static func inline(_ node: Node) -> Inline? {
        switch typeName(node) {
        case "text": .text(string(cmark_node_get_literal(node)))
        case "code": .code(string(cmark_node_get_literal(node)))
        case "emph": .emphasis(inlines(under: node))
        case "strong": .strong(inlines(under: node))
        case "strikethrough": .strikethrough(inlines(under: node))
        case "link":
            .link(destination: string(cmark_node_get_url(node)), title: string(cmark_node_get_title(node)),
                  content: inlines(under: node))
        case "image":
            .image(source: string(cmark_node_get_url(node)), title: string(cmark_node_get_title(node)),
                   alt: inlines(under: node))
        case "html_inline": .html(string(cmark_node_get_literal(node)))
        case "softbreak": .softBreak
        case "linebreak": .lineBreak
        default: nil
        }
    }
}
