import LayoutEngine
import Testing
@testable import SnippetInterpreter

/// Generic parameters stand for types inside their class or function: `Content()` in
/// `class Box<Content: ASDisplayNode>`, `node as? Content`, `Content.self`. Each instance knows what
/// they are: the written arguments (`Box<ASImageNode>()`), what its initializer's arguments are
/// (`Wrapper(child: text)` makes `T` an `ASTextNode`), a subclass's (`class Banner: Box<ASTextNode>`),
/// else the parameter's constraint; a generic function's, what its arguments are. SuperCanvasView's `ASMedicalFormCellNode<ContentNode>` makes its
/// content node so; the interpreter said "cannot find 'ContentNode' in scope", untrue of valid Swift.
@Suite struct GenericParameterTests {
    private static let box = """
        class Box<Content: ASDisplayNode>: ASDisplayNode {
            let content = Content()
            override init() {
                super.init()
                automaticallyManagesSubnodes = true
            }
            override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                ASInsetLayoutSpec(insets: UIEdgeInsets(top: 5, left: 5, bottom: 5, right: 5), child: content)
            }
        }

        """

    /// The kind of node `content` was made as, and its size.
    private func content(_ snippet: String) throws -> (type: LayoutKind, size: Size) {
        let result = evaluate(Self.box + snippet)
        #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty, "\(result.diagnostics)")
        let layout = try #require(result.layout?.root)
        let content = try #require(layout.subtree.first { $0.name == "content" })
        return (content.kind, content.size)
    }

    @Test func written_arguments_choose_the_type_a_parameter_makes() throws {
        let made = try content("""
            let box = Box<ASTextNode>()
            box.content.attributedText = NSAttributedString(string: "Hi")
            box
            """)
        // `attributedText` exists only on the text node: an ASDisplayNode would have been an error.
        #expect(made.type == .node(.text))
        #expect(made.size.height > 10)
    }

    @Test func a_subclass_gives_its_superclass_the_argument() throws {
        let made = try content("""
            class ImageBox: Box<ASImageNode> {}
            let box = ImageBox()
            box.content.style.preferredSize = CGSize(width: 30, height: 20)
            box
            """)
        #expect(made.type == .node(.image))
        // The root is as wide as the device (375), and an inset spec passes its minimum on less the
        // insets: 365 wide; the preferred height holds.
        #expect(made.size == Size(width: 365, height: 20))
    }

    @Test func without_arguments_the_constraint_is_made() throws {
        let made = try content("""
            let box = Box()
            box.content.style.preferredSize = CGSize(width: 30, height: 20)
            box
            """)
        #expect(made.type == .node(.display))
        #expect(made.size == Size(width: 365, height: 20))
    }

    @Test func an_initializer_argument_infers_the_parameter() throws {
        let result = evaluate("""
            class Wrapper<T: ASDisplayNode>: ASDisplayNode {
                let child: T
                let spare: T
                init(child: T) {
                    self.child = child
                    spare = T()
                    super.init()
                    automaticallyManagesSubnodes = true
                    spare.style.preferredSize = CGSize(width: 10, height: 10)
                }
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    // A cast to the parameter is a cast to what it stands for.
                    let first = child as? T
                    let isImage = spare is ASImageNode
                    return ASStackLayoutSpec(direction: isImage ? .horizontal : .vertical, spacing: 0,
                                             justifyContent: .start, alignItems: .start, children: [first ?? spare, spare])
                }
            }
            let picture = ASImageNode()
            picture.style.preferredSize = CGSize(width: 50, height: 10)
            Wrapper(child: picture)
            """)
        #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty, "\(result.diagnostics)")
        // `spare` is an image node like `child`, so the stack is horizontal: spare at x = 50.
        let spare = try #require(result.layout?.absoluteFrames.first { $0.frame.size == Size(width: 10, height: 10) })
        #expect(spare.frame.origin.x == 50)
    }

    @Test func a_parameter_read_outside_its_class_is_not_in_scope() {
        let result = evaluate(Self.box + """
            let stray = Content()
            Box<ASTextNode>()
            """)
        let error = result.diagnostics.first { $0.severity == .error }
        #expect(error?.message.hasPrefix("cannot find 'Content' in scope") == true, "\(result.diagnostics)")
    }

    @Test func a_generic_function_knows_its_parameter_from_its_arguments() throws {
        let result = evaluate("""
            func make<T: ASDisplayNode>(_ kind: T.Type, side: CGFloat) -> T {
                let node = T()
                node.style.preferredSize = CGSize(width: side, height: side)
                return node
            }
            func firstOf<T>(_ items: [Any], as kind: T.Type) -> T? {
                for item in items { if let found = item as? T { return found } }
                return nil
            }
            let image = make(ASImageNode.self, side: 20)
            let text = make(ASTextNode.self, side: 30)
            let found = firstOf([text, image], as: ASImageNode.self)
            ASStackLayoutSpec(direction: .horizontal, spacing: 0, justifyContent: .start, alignItems: .start, children: [found ?? text])
            """)
        #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty, "\(result.diagnostics)")
        // The image node (20 × 20) is found, not the text node (30 × 30) listed before it.
        let sizes = try #require(result.layout?.absoluteFrames).map(\.frame.size)
        #expect(sizes.contains(Size(width: 20, height: 20)))
        #expect(!sizes.contains(Size(width: 30, height: 30)))
    }
}
