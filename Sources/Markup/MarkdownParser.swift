import CCmarkGFM
#if canImport(Glibc)
import Glibc
#endif

/// Parses GitHub-flavoured Markdown with the system's cmark-gfm into a `MarkdownDocument`.
///
/// Tables, strikethrough, autolinks, task lists and tagfilter are on. Parsing never fails:
/// CommonMark gives every input a meaning, so malformed Markdown is reported by later stages.
public enum MarkdownParser {
    /// The GFM extensions the parser attaches, by their registered names.
    static let extensionNames = ["table", "strikethrough", "autolink", "tagfilter", "tasklist"]

    /// Registering the core extensions mutates a process-wide registry: do it exactly once.
    private static let registered: Bool = {
        cmark_gfm_core_extensions_ensure_registered()
        return true
    }()

    public static func parse(_ text: String) -> MarkdownDocument {
        _ = registered
        let options = CMARK_OPT_DEFAULT | CMARK_OPT_UNSAFE
        guard let parser = cmark_parser_new(options) else { return MarkdownDocument(blocks: []) }
        defer { cmark_parser_free(parser) }
        for name in extensionNames {
            if let syntax = cmark_find_syntax_extension(name) {
                cmark_parser_attach_syntax_extension(parser, syntax)
            }
        }
        var bytes = Array(text.utf8)
        bytes.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress.map { base in
                base.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                    cmark_parser_feed(parser, $0, buffer.count)
                }
            }
        }
        guard let root = cmark_parser_finish(parser) else { return MarkdownDocument(blocks: []) }
        defer { cmark_node_free(root) }
        return MarkdownDocument(blocks: CmarkTreeReader.blocks(under: root))
    }
}
