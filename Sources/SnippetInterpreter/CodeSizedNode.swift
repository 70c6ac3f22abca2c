import LayoutEngine
import SwiftSyntax

/// A node whose class overrides `calculateSizeThatFits(_:)`: Texture sizes a node without a layout
/// spec by asking it with its range's maximum, then clamps the answer to the range
/// (ASDisplayNode+LayoutSpec.mm, `calculateLayoutLayoutSpec:`). The engine asks during layout, so,
/// as with `RangeDependentSpec`, the method runs synchronously on the snippet's thread after
/// evaluation (hence `@unchecked Sendable`), bounded by the interpreter's budget, and an error is
/// kept for the evaluator to report once layout returns.
final class CodeSizedNode: @unchecked Sendable {
    private let interpreter: Interpreter
    private let target: NodeObject
    private let method: FunctionDeclSyntax
    private let failures: FailureSink
    private var answers: [Size: Size] = [:]

    init(interpreter: Interpreter, target: NodeObject, method: FunctionDeclSyntax, failures: FailureSink) {
        self.interpreter = interpreter
        self.target = target
        self.method = method
        self.failures = failures
    }

    func size(within maximum: Size) -> Size {
        if let answer = answers[maximum] { return answer }
        guard failures.first == nil else { return .zero }
        do {
            let answer = try interpreter.call(method, [Argument(label: nil, value: .native(.size(maximum)))], selfObject: target, at: method)
            let size = try Convert.size(answer, at: method.name)
            answers[maximum] = size
            return size
        } catch {
            failures.first = error
            return .zero
        }
    }
}
