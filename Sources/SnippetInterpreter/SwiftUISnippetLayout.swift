import LayoutEngine
import SwiftSyntax
import SwiftUILayout

/// SwiftUI snippets: the root view offered the device's size (or `range=`'s largest), put at
/// (0, 0), and drawn at the size it chose.
extension SnippetEvaluator {
    func layOutSwiftUI(_ subject: Value, _ request: Request, _ interpreter: Interpreter, at tree: SourceFileSyntax) throws(InterpreterError) -> Result {
        let root = try interpreter.viewDescription(of: subject, at: tree)
        var proposal = ProposedViewSize(width: request.device.width, height: request.device.height)
        if let range = request.range {
            proposal = ProposedViewSize(width: range.max.width.isFinite ? range.max.width : nil, height: range.max.height.isFinite ? range.max.height : nil)
        }
        let engine = SwiftUILayoutEngine(textSizing: InterTextSizing(measurer: textMeasurer), maximumSteps: budget.steps)
        let result = try interpreter.throwing { try engine.layout(root, proposal: proposal) }
        for rule in result.assumed {
            interpreter.layoutNotes.append(InterpreterError("\(rule.assumption) (rule \(rule.rawValue) is not verified on a device)"))
        }
        return Result(layout: SwiftUIFigure(result: result, textMeasurer: textMeasurer).layoutResult(), diagnostics: [], swiftUI: result)
    }
}
