import Diagnostics
import LayoutEngine
import Testing
import SwiftSyntax
@testable import SnippetInterpreter

/// An API Layoutbook does not implement (`@unsupported`) is an error when the run reaches its use,
/// not before: Swift accepts the code, and a method the figure never calls does not change it.
@Suite struct UnsupportedWhenReachedTests {
    /// A feed cell with a helper its video player calls after layout (TextureFeed's
    /// `getPlayableRect(to:)`), converting a rect between views.
    static func cell(calling: Bool, viewWritten: String = "self.view") -> String {
        """
        final class FeedCellNode: ASCellNode {
            let body = ASDisplayNode()
            override init() {
                super.init()
                automaticallyManagesSubnodes = true
                body.style.preferredSize = CGSize(width: 100, height: 40)
                \(calling ? "_ = playableRect(to: UIView())" : "")
            }
            func playableRect(to other: UIView) -> CGRect {
                return \(viewWritten).convert(body.frame, to: other)
            }
            override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                ASWrapperLayoutSpec(layoutElement: body)
            }
        }
        """
    }

    @Test func a_method_the_figure_never_calls_does_not_stop_it() {
        let result = evaluate(Self.cell(calling: false))
        #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty, "\(result.diagnostics)")
        #expect(result.layout?.absoluteFrames.first { $0.name == "body" }?.frame.size.height == 40)
    }

    @Test func reaching_the_use_is_the_error_at_its_line_and_column() {
        let result = evaluate(Self.cell(calling: true), file: "a.md", line: 10)
        let errors = result.diagnostics.filter { $0.severity == .error }
        #expect(errors.count == 1)
        #expect(errors.first?.message == "'convert(_:to:)' of UIView is known only after layout, and snippets run before it: compute from sizes the code sets")
        #expect(errors.first?.location == SourceLocation(file: "a.md", line: 10 + 9, column: 16))
        #expect(result.layout == nil)
    }

    /// A node's `view` is @inert, written with `self.` or without: one rule, so `view.convert`
    /// on implicit self is refused where it is reached too (it ran, and gave no value, before).
    @Test func the_view_of_implicit_self_is_refused_alike() {
        let result = evaluate(Self.cell(calling: true, viewWritten: "view"), file: "a.md", line: 10)
        let errors = result.diagnostics.filter { $0.severity == .error }
        #expect(errors.map(\.message) == ["'convert(_:to:)' of UIView is known only after layout, and snippets run before it: compute from sizes the code sets"])
        #expect(errors.first?.location == SourceLocation(file: "a.md", line: 10 + 9, column: 16))
        #expect(evaluate(Self.cell(calling: false, viewWritten: "view")).diagnostics.filter { $0.severity == .error }.isEmpty)
    }

    /// A read of a property the API refuses (a node's `safeAreaInsets`, which only a window gives),
    /// with `self.` or without, is refused where the run reaches it; it was "cannot find in scope"
    /// or "has no member", which Swift does not say.
    @Test(arguments: ["safeAreaInsets", "self.safeAreaInsets"])
    func a_refused_property_read_is_refused_when_reached(written: String) {
        func container(readInLayout: Bool) -> String {
            """
            final class Container: ASDisplayNode {
                let box = ASDisplayNode()
                override init() {
                    super.init()
                    automaticallyManagesSubnodes = true
                    box.style.preferredSize = CGSize(width: 20, height: 20)
                }
                func topInset() -> CGFloat { \(written).top }
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    ASInsetLayoutSpec(insets: UIEdgeInsets(top: \(readInLayout ? "topInset()" : "8"), left: 8, bottom: 8, right: 8), child: box)
                }
            }
            Container()
            """
        }
        let unread = evaluate(container(readInLayout: false))
        #expect(unread.diagnostics.filter { $0.severity == .error }.isEmpty, "\(unread.diagnostics)")
        let read = evaluate(container(readInLayout: true), file: "a.md", line: 1)
        #expect(read.diagnostics.map(\.message) == ["'safeAreaInsets' of ASDisplayNode is known only once the node is in a window, after layout, and snippets run before it: inset the layout by fixed values instead"])
        let column = written == "self.safeAreaInsets" ? 39 : 34
        #expect(read.diagnostics.first?.location == SourceLocation(file: "a.md", line: 8, column: column))
    }

    /// What only layout or the screen knows (a table's visible rows, its content size) and a path
    /// that rounds some corners (a mask figures do not draw) are refused where the run reaches them
    /// (GoodGame, TextureFeed, Fable and Niceter declare them in helpers no figure calls).
    @Test(arguments: [
        ("let nodes = table.visibleNodes", "'visibleNodes' of ASTableNode are known only once the rows are on screen, after the moment a figure shows: keep the nodes the data source makes instead"),
        ("let height = table.view.contentSize.height", "'contentSize' of ASTableView is known only after layout, and snippets run before it: compute it from the sizes the code sets"),
        ("let path = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 20, height: 20), byRoundingCorners: [.topLeft], cornerRadii: CGSize(width: 4, height: 4))",
         "'UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)' of UIBezierPath rounds only some corners, which figures do not draw in a path: round the view's or node's corners with cornerRadius and maskedCorners instead"),
    ])
    func a_use_only_layout_answers_is_refused_when_reached(statement: String, message: String) {
        func list(reached: Bool) -> String {
            """
            final class ListNode: ASDisplayNode {
                let table = ASTableNode()
                override init() {
                    super.init()
                    style.preferredSize = CGSize(width: 20, height: 20)
                    \(reached ? "helper()" : "")
                }
                func helper() {
                    \(statement)
                }
            }
            ListNode()
            """
        }
        let unreached = evaluate(list(reached: false))
        #expect(unreached.diagnostics.filter { $0.severity == .error }.isEmpty, "\(unreached.diagnostics)")
        let reached = evaluate(list(reached: true), file: "a.md", line: 1)
        #expect(reached.diagnostics.map(\.message) == [message])
        #expect(reached.diagnostics.first?.location?.line == 9)
    }

    @Test func an_assignment_is_refused_when_it_runs() {
        let written = """
            final class ChatNode: ASDisplayNode {
                let table = ASTableNode()
                func flip() { table.inverted = true }
            }
            let chat = ChatNode()
            chat.style.preferredSize = CGSize(width: 50, height: 50)
            """
        let unrun = evaluate(written + "\nchat")
        #expect(unrun.diagnostics.filter { $0.severity == .error }.isEmpty, "\(unrun.diagnostics)")
        let run = evaluate(written + "\nchat.flip()\nchat")
        #expect(run.diagnostics.map(\.message) == ["'inverted' of ASTableNode turns the table upside down so that its rows start at the bottom (a chat's list), which diagrams do not draw"])
        #expect(run.diagnostics.first?.location?.line == 3)
        #expect(run.diagnostics.first?.location?.column == 25)
    }

    /// The app's own file keeps the helper (nothing is left out); a snippet that reaches it fails
    /// at the helper's line in the app's file.
    @Test func an_app_files_use_is_kept_and_refused_where_it_is_reached() {
        let evaluator = SnippetEvaluator(sources: [.init(text: Self.cell(calling: false), location: SourceLocation(file: "App/FeedCellNode.swift", line: 1), isAppFile: true)],
                                         images: [:])
        #expect(evaluator.leftOut.isEmpty, "\(evaluator.leftOut)")
        let drawn = evaluator.run(.init(snippet: .init(text: "FeedCellNode()", location: SourceLocation(file: "a.md", line: 4)), device: Size(width: 375, height: 667)))
        #expect(drawn.diagnostics.filter { $0.severity == .error }.isEmpty, "\(drawn.diagnostics)")
        let reached = evaluator.run(.init(snippet: .init(text: "let cell = FeedCellNode()\nlet rect = cell.playableRect(to: UIView())\ncell",
                                                         location: SourceLocation(file: "a.md", line: 4)), device: Size(width: 375, height: 667)))
        #expect(reached.diagnostics.first?.location == SourceLocation(file: "App/FeedCellNode.swift", line: 10, column: 16))
    }

    /// The sandbox's refusals stay errors before the run: the snippet tried.
    @Test func a_sandboxed_call_in_an_uncalled_method_is_still_an_error() {
        let result = evaluate("""
            final class Loader {
                func load() { _ = try? String(contentsOfFile: "/etc/passwd", encoding: .utf8) }
            }
            ASDisplayNode()
            """)
        #expect(result.diagnostics.contains { $0.severity == .error || $0.severity == .warning })
    }

    /// WeChatSwift's SVG helper looks its file up in the bundle and falls back when there is none:
    /// an optional result is how the API fails, so the sandbox fails it, gives nil and says so.
    @Test func a_bundle_lookup_gives_nil_with_a_warning_and_the_code_falls_back() {
        let result = evaluate("""
            let box = ASDisplayNode()
            if let url = Bundle.main.url(forResource: "badge", withExtension: "svg") {
                box.style.preferredSize = CGSize(width: 1, height: 1)
            } else {
                box.style.preferredSize = CGSize(width: 20, height: 20)
            }
            box.style.preferredSize.height += Bundle.main.path(forResource: "a", ofType: "json") == nil ? 10 : 0
            box
            """)
        #expect(result.layout?.root.size.height == 30)
        #expect(result.diagnostics.map(\.severity) == [.warning, .warning])
        #expect(result.diagnostics.first?.message == "'url(forResource:withExtension:)' reads the app bundle's files, and snippets run in a sandbox "
            + "without file, network, process or environment access; here it fails and gives nil")
        let forced = evaluate("let url = Bundle.main.url(forResource: \"MockData\", withExtension: \"json\")!\nASDisplayNode()")
        #expect(forced.diagnostics.contains { $0.severity == .error && $0.message.contains("nil") }, "\(forced.diagnostics)")
    }

    /// The run's own answer to a refused call the checker did not decide before it (WeChatSwift's
    /// SVG helper in an app file: "value of type 'Bundle' has no member 'url'"): a sandboxed lookup
    /// with an optional result gives nil with the warning, another refusal is its error, and a call
    /// the API does not refuse is left to the runtime.
    @Test func the_run_answers_a_refused_call_the_checker_did_not_decide() throws {
        let interpreter = Interpreter(budget: Budget(), images: [:], substitutions: [:])
        let call = ExprSyntax("Bundle.main.url(forResource: \"badge\", withExtension: \"svg\")")
        let lookup = [Argument(label: "forResource", value: .string("badge")), Argument(label: "withExtension", value: .string("svg"))]
        let answer = try interpreter.refusedCall("url", of: "Bundle", lookup, at: call)
        #expect(answer.map(Arithmetic.isNone) == true)
        #expect(interpreter.warnings.map(\.message) == ["'url(forResource:withExtension:)' reads the app bundle's files, and snippets run in a sandbox "
            + "without file, network, process or environment access; here it fails and gives nil"])
        let converted = [Argument(label: nil, value: .native(.point(.zero))), Argument(label: "to", value: .none)]
        #expect(throws: InterpreterError.self) { try interpreter.refusedCall("convert", of: "UIView", converted, at: call) }
        #expect(try interpreter.refusedCall("addSubview", of: "UIView", [Argument(label: nil, value: .none)], at: call) == nil)
    }
}
