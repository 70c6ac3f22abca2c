import CourseModel
import Diagnostics
import LayoutEngine
@testable import Pipeline

/// Stands in for the interpreter: `stack(spacing: N)` lays out two 40×40 boxes in a row with
/// N points between them (N may be a `vary=` name); `FAIL` fails like a type error would.
struct FakeRunner: SnippetRunning {
    func run(_ snippet: Snippet, in session: Session, of course: Course, substitutions: [String: String]) -> SnippetRunResult {
        if snippet.code.contains("FAIL") {
            return SnippetRunResult(layout: nil, diagnostics: [.error("type", "'children' expects [ASLayoutElement], found [ASLayoutElement?]", at: snippet.location(line: 1, column: 1))])
        }
        guard let open = snippet.code.range(of: "spacing: "), let close = snippet.code[open.upperBound...].firstIndex(of: ")") else {
            return SnippetRunResult(layout: nil, diagnostics: [.error("unknown", "cannot find 'stack' in scope", at: snippet.location(line: 1, column: 1))])
        }
        let argument = String(snippet.code[open.upperBound..<close])
        let spacing = Double(substitutions[argument] ?? argument) ?? 0
        func box(_ name: String, line: Int) -> DisplayNode {
            var style = LayoutStyle()
            style.preferredSize = Size(width: 40, height: 40)
            return .plain(style: style, appearance: NodeAppearance(backgroundColor: RGBAColor(red: 0.2, green: 0.4, blue: 0.9)),
                          info: ElementInfo(name: name, sourceRange: SourceLineRange(startLine: line, endLine: line)))
        }
        let stack = StackLayoutSpec(options: StackOptions(direction: .horizontal, spacing: spacing, justifyContent: .start, alignItems: .start),
                                    children: [box("leftNode", line: 1), box("rightNode", line: 1)])
        return SnippetRunResult(layout: LayoutCalculator(scale: 2).layout(stack, in: SizeRange(min: .zero, max: Size(width: 375, height: .infinity))))
    }
}
