import Diagnostics
import LayoutEngine
import Testing
@testable import SnippetInterpreter

/// Then (`let title = ASTextNode().then { $0.… }`) is the library that most often stopped real files
/// of Texture apps first. Layoutbook stands in for it when a file imports it, and only then.
@Suite struct LibraryStandInTests {
    private static let cell = """
        import AsyncDisplayKit
        import Then

        final class PriceCell: ASCellNode {
            let title = ASTextNode().then {
                $0.attributedText = NSAttributedString(string: "Sneakers")
                $0.maximumNumberOfLines = 1
            }
            let badge = ASDisplayNode().then {
                $0.backgroundColor = .systemRed
                $0.style.preferredSize = CGSize(width: 24, height: 24)
            }
            override init() {
                super.init()
                automaticallyManagesSubnodes = true
                badge.do { $0.cornerRadius = 12 }
            }
            override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                let insets = UIEdgeInsets.zero.with { $0.left = 16; $0.right = 16 }
                return ASInsetLayoutSpec(insets: insets, child: ASStackLayoutSpec(direction: .horizontal, spacing: 8,
                    justifyContent: .spaceBetween, alignItems: .center, children: [title, badge]))
            }
        }
        """

    /// `then` runs its closure on the object and returns it, `do` runs it, `with` changes a copy.
    @Test func then_do_and_with_run_their_closures() throws {
        let frames = try namedFrames(Self.cell + """

            let cell = PriceCell()
            assert(cell.badge.cornerRadius == 12 && cell.title.maximumNumberOfLines == 1)
            assert(UIEdgeInsets.zero.with { $0.top = 4 }.top == 4 && UIEdgeInsets.zero.top == 0)
            cell
            """)
        // The insets' 16 pt sides, made by `with`, hold the title and the badge `then` sized.
        #expect(frames["title"]?.origin.x == 16)
        #expect(frames["badge"] == Rect(x: 375 - 16 - 24, y: try #require(frames["badge"]).origin.y, width: 24, height: 24))
    }

    /// A misspelt `then` gets the compiler's "did you mean": the members an extension's protocol
    /// gives a framework class are among the candidates.
    @Test func a_misspelt_then_names_then() {
        let result = evaluate("""
            import Then
            let title = ASTextNode().thn { $0.maximumNumberOfLines = 1 }
            title
            """)
        #expect(result.diagnostics.map(\.message) == ["value of type 'ASTextNode' has no member 'thn'; did you mean 'then'?"])
        #expect(result.diagnostics.first?.location?.line == 2)
    }

    /// A misspelt member set on `with`'s copy of a framework struct is one the type does not have,
    /// as swiftc says: the run said "cannot assign to property 'lfet' of 'UIEdgeInsets'".
    @Test func a_misspelt_member_in_with_is_not_a_member() {
        let result = evaluate("""
            import Then
            let insets = UIEdgeInsets.zero.with { $0.lfet = 16 }
            ASInsetLayoutSpec(insets: insets, child: ASDisplayNode())
            """)
        #expect(result.diagnostics.map(\.message) == ["value of type 'UIEdgeInsets' has no member 'lfet'; did you mean 'left'?"])
    }

    /// A value of the wrong kind set on `$0` in `then` is the compiler's error with the declared type:
    /// the checker does not type `$0` there, and the run said "expected argument type 'CGFloat'".
    @Test func a_wrong_kind_of_value_in_then_names_the_declared_type() {
        let result = evaluate("""
            import Then
            let title = ASTextNode().then { $0.maximumNumberOfLines = "one" }
            title
            """)
        #expect(result.diagnostics.map(\.message) == ["cannot assign value of type 'String' to type 'UInt'"])
        #expect(result.diagnostics.first?.location?.line == 2)
    }

    /// Without `import Then` the names are not there, as for the compiler.
    @Test func without_the_import_then_is_an_unknown_member() {
        let result = evaluate(Self.cell.replacingOccurrences(of: "import Then\n", with: "") + "\nPriceCell()\n")
        #expect(result.diagnostics.contains { $0.severity == .error && $0.message.hasPrefix("value of type 'ASTextNode' has no member 'then'") },
                "\(result.diagnostics)")
    }

    /// An app file that imports Then, used by a snippet that does not: the stand-in is loaded with the
    /// sources, once, though both import it.
    @Test func an_app_file_that_imports_then_is_loaded_with_it() {
        let sources = [SnippetEvaluator.Code(text: Self.cell, location: SourceLocation(file: "App/PriceCell.swift", line: 1), isAppFile: true)]
        for snippet in ["PriceCell()\n", "import Then\nPriceCell().then { $0.backgroundColor = .white }\n"] {
            let result = SnippetEvaluator(sources: sources, images: [:])
                .run(.init(snippet: .init(text: snippet, location: SourceLocation(file: "a.md", line: 1)), device: Size(width: 375, height: 667)))
            #expect(result.diagnostics.filter { $0.severity != .note }.isEmpty, "\(result.diagnostics)")
            #expect(result.layout != nil)
        }
    }
}
