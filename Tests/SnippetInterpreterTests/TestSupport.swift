import Diagnostics
import LayoutEngine
import Testing
@testable import SnippetInterpreter

/// Runs `snippet` as the code of a figure on a 375 × 667 device, with Inter text, no Sources and no
/// images; `file` and `line` say where the snippet's first line sits in its Markdown file.
func evaluate(_ snippet: String, file: String = "snippet.swift", line: Int = 1) -> SnippetEvaluator.Result {
    SnippetEvaluator(sources: [], images: [:]).run(
        .init(snippet: .init(text: snippet, location: SourceLocation(file: file, line: line)),
              device: Size(width: 375, height: 667)))
}

/// The absolute frames of `snippet`'s figure by name (the first layout of each name), once the
/// snippet has run without an error.
func namedFrames(_ snippet: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> [String: Rect] {
    let result = evaluate(snippet)
    #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty, "\(result.diagnostics)", sourceLocation: sourceLocation)
    let frames = try #require(result.layout?.absoluteFrames, sourceLocation: sourceLocation)
    return Dictionary(frames.compactMap { frame in frame.name.map { ($0, frame.frame) } }, uniquingKeysWith: { first, _ in first })
}

extension Layout {
    /// The layout and every layout inside it, depth first: nodes, specs and placements.
    var subtree: [Layout] { [self] + children.flatMap(\.subtree) }
}
