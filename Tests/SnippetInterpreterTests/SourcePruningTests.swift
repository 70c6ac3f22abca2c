import Diagnostics
import LayoutEngine
import Testing
@testable import SnippetInterpreter

/// The app's own files (`sources:`) are taken as far as they check; the course's Sources whole.
@Suite struct SourcePruningTests {
    /// An app file: a card node the snippet draws, a helper that uses an API Layoutbook does not
    /// declare, a data source that does, and the list it serves.
    static let app = """
        import AsyncDisplayKit

        final class CardNode: ASDisplayNode {
            let title = ASTextNode()
            override init() {
                super.init()
                automaticallyManagesSubnodes = true
                style.preferredSize = CGSize(width: 100, height: 40)
            }
        }

        extension UIImage {
            static func faded(_ name: String) -> UIImage? {
                UIView.setAnimationDuration(0.3)
                return UIImage(named: name)
            }
        }

        final class ListNode: ASTableNode {}

        extension ListNode: ASTableDataSource {
            func tableNode(_ tableNode: ASTableNode, numberOfRowsInSection section: Int) -> Int {
                tableNode.flashScrollIndicators()
                return 3
            }
        }

        extension ListNode {
            var rowCount: Int { 3 }
        }

        let titles = R.string.localizable
        """

    static func evaluator(isAppFile: Bool) -> SnippetEvaluator {
        SnippetEvaluator(sources: [.init(text: app, location: SourceLocation(file: "App/Card.swift", line: 1), isAppFile: isAppFile)], images: [:])
    }

    static func run(_ snippet: String, isAppFile: Bool = true) -> SnippetEvaluator.Result {
        evaluator(isAppFile: isAppFile).run(.init(snippet: .init(text: snippet, location: SourceLocation(file: "a.md", line: 10)),
                                                  device: Size(width: 375, height: 667)))
    }

    @Test func what_checks_is_kept_and_what_does_not_is_left_out_with_a_warning_at_its_line() {
        let evaluator = Self.evaluator(isAppFile: true)
        let warnings = evaluator.leftOut.map(\.description)
        #expect(warnings.contains { $0.hasPrefix("App/Card.swift:13:5: warning: 'faded' left out of the app's sources: type 'UIView' has no member 'setAnimationDuration'") }, "\(warnings)")
        // The extension's conformance is what a table needs: its type goes with it, said so.
        #expect(warnings.contains { $0.hasPrefix("App/Card.swift:21:1: warning: 'tableNode' left out of the app's sources: value of type 'ASTableNode' has no member 'flashScrollIndicators'") }, "\(warnings)")
        #expect(warnings.contains { $0.hasPrefix("App/Card.swift:19:1: warning: 'ListNode' left out of the app's sources: its extension adding 'ASTableDataSource' was left out") }, "\(warnings)")
        // An extension of a type that was left out goes too: alone it would declare the type anew.
        #expect(warnings.contains { $0.hasPrefix("App/Card.swift:28:1: warning: 'rowCount' left out of the app's sources: the type it extends, 'ListNode', was left out") }, "\(warnings)")
        // A global that fails when it runs (a library's generated resources) would fail every figure.
        #expect(warnings.contains { $0.hasPrefix("App/Card.swift:32:1: warning: 'titles' left out of the app's sources: cannot find 'R' in scope") }, "\(warnings)")
        #expect(warnings.count == 5, "\(warnings)")
        let card = Self.run("CardNode()")
        #expect(card.diagnostics.filter { $0.severity == .error }.isEmpty, "\(card.diagnostics)")
        // A root node fills the device's width (its range is 375 × 0…∞); its preferred height is kept.
        #expect(card.layout?.root.size == Size(width: 375, height: 40))
    }

    @Test func a_snippet_using_what_was_left_out_fails_saying_so() {
        let result = Self.run("let list = ListNode()\nlist")
        let error = result.diagnostics.first { $0.severity == .error }
        #expect(error?.message.hasPrefix("cannot find 'ListNode' in scope; 'ListNode' is declared in the app's sources but was left out (App/Card.swift:19:1): its extension adding 'ASTableDataSource' was left out") == true,
                "\(result.diagnostics)")
        #expect(error?.location == SourceLocation(file: "a.md", line: 10, column: 12))
    }

    /// Texture's layout examples keep their image helpers in one `extension UIImage`; one does not
    /// check. That method goes alone, its siblings stay, and the app's static `draw(size:)` is not
    /// taken for an instance method of the same name.
    @Test func a_failing_member_of_an_extension_goes_alone() throws {
        let helpers = """
            extension UIImage {
                func makeCircularImage(size: CGSize) -> UIImage {
                    UIGraphicsBeginImageContextWithOptions(size, false, "0")
                    let image = UIGraphicsGetImageFromCurrentImageContext()
                    UIGraphicsEndImageContext()
                    return image ?? self
                }

                class func draw(size: CGSize, fillColor: UIColor) -> UIImage {
                    UIGraphicsBeginImageContext(size)
                    fillColor.setFill()
                    UIRectFill(CGRect(origin: .zero, size: size))
                    let image = UIGraphicsGetImageFromCurrentImageContext()
                    UIGraphicsEndImageContext()
                    return image!
                }
            }
            """
        let evaluator = SnippetEvaluator(sources: [.init(text: helpers, location: SourceLocation(file: "App/Utilities.swift", line: 1), isAppFile: true)], images: [:])
        #expect(evaluator.leftOut.map(\.description) == [
            "App/Utilities.swift:2:5: warning: 'makeCircularImage' left out of the app's sources: cannot convert value of type 'String' to expected argument type 'CGFloat'",
        ])
        let result = evaluator.run(.init(snippet: .init(text: """
            let swatch = ASImageNode()
            swatch.image = UIImage.draw(size: CGSize(width: 12, height: 8), fillColor: .red)
            ASCenterLayoutSpec(centeringOptions: .XY, sizingOptions: [], child: swatch)
            """, location: SourceLocation(file: "a.md", line: 10)), device: Size(width: 375, height: 667)))
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.layout?.absoluteFrames.first { $0.name == "swatch" }?.frame.size == Size(width: 12, height: 8))
        let avatar = evaluator.run(.init(snippet: .init(text: "let avatar = UIImage().makeCircularImage(size: .zero)\nASDisplayNode()",
                                                        location: SourceLocation(file: "a.md", line: 10)), device: Size(width: 375, height: 667)))
        #expect(avatar.diagnostics.first?.message.contains("'makeCircularImage' is declared in the app's sources but was left out (App/Utilities.swift:2:5)") == true,
                "\(avatar.diagnostics)")
    }

    /// An extension's initializer left out (Fable's `ASTextNode(_:color:font:)`, whose body uses a
    /// pod): a call with its labels said only "argument passed to call that takes no arguments",
    /// with no word of the initializer the app declares.
    @Test func a_call_of_a_left_out_extension_initializer_names_it() {
        let helpers = """
            extension ASTextNode {
                convenience init(_ text: String, color: UIColor) {
                    self.init()
                    UIView.setAnimationDuration(0.3)
                    attributedText = NSAttributedString(string: text, attributes: [.foregroundColor: color])
                }
            }
            """
        let evaluator = SnippetEvaluator(sources: [.init(text: helpers, location: SourceLocation(file: "App/Text.swift", line: 1), isAppFile: true)], images: [:])
        #expect(evaluator.leftOut.map(\.description).first?.hasPrefix("App/Text.swift:2:5: warning: 'ASTextNode.init(_:color:)' left out of the app's sources") == true,
                "\(evaluator.leftOut)")
        let result = evaluator.run(.init(snippet: .init(text: "let title = ASTextNode(\"Hi\", color: .red)\ntitle",
                                                        location: SourceLocation(file: "a.md", line: 10)), device: Size(width: 375, height: 667)))
        let message = result.diagnostics.first { $0.severity == .error }?.message ?? ""
        #expect(message.hasPrefix("argument passed to call that takes no arguments; did you mean 'ASTextNode.init(_:color:)'?"), "\(result.diagnostics)")
        #expect(message.contains("'ASTextNode.init(_:color:)' is declared in the app's sources but was left out (App/Text.swift:2:5)"), "\(result.diagnostics)")
    }

    /// A playground page among an app's files (snoogle's Network.playground): a global left out for
    /// an initializer Layoutbook does not declare, then more statements that use it than pruning has
    /// rounds. Every one that fails to run goes in one pass; they failed every figure before.
    @Test func every_top_level_statement_that_fails_to_run_is_left_out() throws {
        let uses = (1...20).map { "relativeURL?.absoluteString // \($0)" }.joined(separator: "\n")
        let page = "let baseURL = URL(string: \"https://example.com\")\nlet relativeURL = URL(string: \"r/hot\", encodingInvalidCharacters: false)\n" + uses
        let evaluator = SnippetEvaluator(sources: [.init(text: page, location: SourceLocation(file: "App/Network.swift", line: 1), isAppFile: true)], images: [:])
        let warnings = evaluator.leftOut.map(\.description)
        #expect(warnings.count == 21, "\(warnings)")
        #expect(warnings.first?.hasPrefix("App/Network.swift:2:1: warning: 'relativeURL' left out of the app's sources: ") == true, "\(warnings)")
        let result = evaluator.run(.init(snippet: .init(text: "let box = ASDisplayNode()\nbox.style.preferredSize = CGSize(width: 10, height: 10)\nbox",
                                                        location: SourceLocation(file: "a.md", line: 10)), device: Size(width: 375, height: 667)))
        #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty, "\(result.diagnostics)")
    }

    /// A snippet's node whose superclass was left out is not "nothing to lay out": the error says
    /// which class it needs and why that class is missing.
    @Test func a_node_whose_superclass_was_left_out_fails_naming_it() {
        let result = Self.run("final class BigList: ListNode {\n    override init() { super.init() }\n}")
        let error = result.diagnostics.first { $0.severity == .error }
        #expect(error?.message.hasPrefix("nothing to lay out: 'BigList' inherits from 'ListNode'; 'ListNode' is declared in the app's sources but was left out (App/Card.swift:19:1): its extension adding 'ASTableDataSource' was left out") == true,
                "\(result.diagnostics)")
        #expect(error?.location == SourceLocation(file: "a.md", line: 10, column: 13))
    }

    @Test func the_courses_own_sources_must_check_whole() {
        #expect(Self.evaluator(isAppFile: false).leftOut.isEmpty)
        let result = Self.run("CardNode()", isAppFile: false)
        #expect(result.layout == nil)
        #expect(result.diagnostics.contains { $0.description.hasPrefix("App/Card.swift:14:16: error: type 'UIView' has no member 'setAnimationDuration'") }, "\(result.diagnostics)")
    }

    /// A declaration left out because it uses another that was left out says that one's reason too:
    /// Texture's playground left out `StackLayout` for "no member 'attributedString'", while the cause
    /// was a Swift 3 name in another file.
    @Test func a_declaration_left_out_for_another_says_why_that_one_went() {
        let style = """
            extension NSAttributedString {
                static func bold(_ text: String) -> NSAttributedString {
                    NSAttributedString(string: text, attributes: [NSFontAttributeName: UIFont.boldSystemFont(ofSize: 14)])
                }
            }
            """
        let card = """
            final class TitleNode: ASDisplayNode {
                let title = ASTextNode()
                override init() {
                    super.init()
                    title.attributedText = NSAttributedString.bold("Headline")
                }
            }
            """
        let evaluator = SnippetEvaluator(sources: [.init(text: style, location: SourceLocation(file: "App/Style.swift", line: 1), isAppFile: true),
                                                   .init(text: card, location: SourceLocation(file: "App/Title.swift", line: 1), isAppFile: true)],
                                         images: [:])
        let cause = "'NSFontAttributeName' has been renamed to 'NSAttributedString.Key.font'"
        let warnings = evaluator.leftOut.map(\.description)
        #expect(warnings.contains { $0.hasPrefix("App/Style.swift:2:5: warning: 'bold' left out of the app's sources: \(cause)") }, "\(warnings)")
        #expect(warnings.contains {
            $0 == "App/Title.swift:1:1: warning: 'TitleNode' left out of the app's sources: type 'NSAttributedString' has no member 'bold'; "
                + "'bold' was left out too (App/Style.swift:2:5): \(cause)"
        }, "\(warnings)")
        let result = evaluator.run(.init(snippet: .init(text: "TitleNode()", location: SourceLocation(file: "a.md", line: 10)),
                                         device: Size(width: 375, height: 667)))
        #expect(result.diagnostics.contains { $0.severity == .error && $0.message.hasSuffix(cause) }, "\(result.diagnostics)")
    }

    /// A class of the app's sources that was left out has no instances: a cast to it fails, as it
    /// would for every value the snippet makes (snoogle's `media as? CellNodeMedia` passed any node).
    @Test func a_cast_to_a_class_that_was_left_out_fails() throws {
        let result = Self.run("""
            let node = ASDisplayNode()
            node.style.preferredSize = CGSize(width: 10, height: 10)
            if let list = node as? ListNode {
                list.style.preferredSize = list.calculatedSize
            }
            if node is ListNode { node.style.preferredSize = CGSize(width: 20, height: 20) }
            ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start, children: [node])
            """)
        #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty, "\(result.diagnostics)")
        let frames = try #require(result.layout).absoluteFrames
        #expect(frames.first { $0.name == "node" }?.frame.size.width == 10, "\(frames)")
    }
}
