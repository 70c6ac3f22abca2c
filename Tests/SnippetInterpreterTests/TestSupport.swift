import Diagnostics
import LayoutEngine
@testable import SnippetInterpreter

/// Runs `snippet` as the code of a figure on a 375 × 667 device, with Inter text, no Sources and no
/// images; `file` and `line` say where the snippet's first line sits in its Markdown file.
func evaluate(_ snippet: String, file: String = "snippet.swift", line: Int = 1) -> SnippetEvaluator.Result {
    SnippetEvaluator(sources: [], images: [:]).run(
        .init(snippet: .init(text: snippet, location: SourceLocation(file: file, line: line)),
              device: Size(width: 375, height: 667)))
}

extension Layout {
    /// The layout and every layout inside it, depth first: nodes, specs and placements.
    var subtree: [Layout] { [self] + children.flatMap(\.subtree) }
}
