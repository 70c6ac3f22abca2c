import LayoutEngine
import SwiftSyntax

/// A node whose `layoutSpecThatFits(_:)` or `layoutSpecBlock` reads its constrained size: Texture
/// asks it again for every range the node is measured with, so a layout that switches from a row
/// to a column on narrow widths draws as it would on a device.
///
/// The engine calls the block synchronously while it lays out the snippet's tree, on the thread
/// that runs the snippet, after evaluation has finished — hence `@unchecked Sendable`. The
/// interpreter's budget still bounds every re-evaluation. An error cannot cross the engine's
/// non-throwing block, so it is kept in `failures` and reported once layout returns.
final class RangeDependentSpec: @unchecked Sendable {
    private let interpreter: Interpreter
    private let target: NodeObject
    private let syntax: Syntax
    private var answers: [SizeRange: any LayoutElement] = [:]
    private let failures: FailureSink

    init(interpreter: Interpreter, target: NodeObject, syntax: Syntax, first: (SizeRange, any LayoutElement), failures: FailureSink) {
        self.interpreter = interpreter
        self.target = target
        self.syntax = syntax
        answers[first.0] = first.1
        self.failures = failures
    }

    func element(for range: SizeRange) -> any LayoutElement {
        if let answer = answers[range] { return answer }
        guard failures.first == nil else { return EmptyLayoutSpec() }
        do {
            var builder = LayoutBuilder(interpreter: interpreter, range: range, failures: failures)
            let answer = try builder.layoutSpecElement(of: target, at: syntax) ?? EmptyLayoutSpec()
            answers[range] = answer
            return answer
        } catch {
            failures.first = error
            return EmptyLayoutSpec()
        }
    }

    /// True when the spec code names its size-range parameter, so its answer may depend on it.
    static func readsRange(_ parameter: String?, in body: some SyntaxProtocol) -> Bool {
        guard let parameter, parameter != "_" else { return false }
        return body.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .identifier(parameter) }
    }
}

/// The first error raised while the engine re-ran spec code during layout.
final class FailureSink: @unchecked Sendable {
    var first: InterpreterError?
}
