import Diagnostics
import LayoutEngine
import Testing
@testable import SnippetInterpreter

/// Texture's own assertions on layout values (ASDimension.h, ASLayoutElement.mm) stop a debug build
/// of the app; a release build goes on with the values as given, as Texture then does.
@Suite struct TextureAssertionTests {
    private func run(_ snippet: String, conditions: Set<String> = ["DEBUG"]) -> SnippetEvaluator.Result {
        SnippetEvaluator(sources: [], images: [:], compilationConditions: conditions)
            .run(.init(snippet: .init(text: snippet, location: SourceLocation(file: "a.md", line: 1)), device: Size(width: 375, height: 667)))
    }

    private func errors(_ snippet: String, conditions: Set<String> = ["DEBUG"]) -> [String] {
        run(snippet, conditions: conditions).diagnostics.filter { $0.severity == .error }.map(\.description)
    }

    @Test func a_fraction_beyond_one_stops_only_a_debug_build() {
        let snippet = "let node = ASDisplayNode()\nnode.style.width = ASDimensionMakeWithFraction(1.5)\nnode.style.height = ASDimensionMake(20)\nnode"
        #expect(errors(snippet) == ["a.md:2:20: error: Texture's assertion failed: ASDimension fraction value (1.500000) must be between 0 and 1; a debug build of the app stops here"])
        #expect(errors(snippet, conditions: []).isEmpty)
    }

    @Test func points_must_be_finite_and_not_negative() {
        #expect(errors("let d = ASDimensionMake(-4)\nASDisplayNode()")
            == ["a.md:1:9: error: Texture's assertion failed: Points must be a real positive integer; a debug build of the app stops here"])
        #expect(errors("let d = ASDimensionMake(.points, -CGFloat.infinity)\nASDisplayNode()").count == 1)
        // Infinity is let through: a figure's root has an unbounded height, the app's screen not
        // (HungNQ's `constrainedSize.max.height - 123`); the engine warns of the size it makes.
        #expect(errors("let d = ASDimensionMake(.points, CGFloat.infinity)\nASDisplayNode()").isEmpty)
        #expect(errors("let d = ASDimensionMake(.auto, 3)\nASDisplayNode()")
            == ["a.md:1:9: error: Texture's assertion failed: ASDimension auto value must be 0; a debug build of the app stops here"])
        #expect(errors("let node = ASDisplayNode()\nnode.style.maxSize = CGSize(width: 10, height: .nan)\nnode").count == 1)
    }

    @Test func a_size_range_asserts_its_bounds() {
        #expect(errors("let r = ASSizeRangeMake(CGSize(width: 0, height: 30), CGSize(width: 10, height: 20))\nASDisplayNode()")
            == ["a.md:1:9: error: Texture's assertion failed: Range min height (30.000000) must not be larger than max height (20.000000); a debug build of the app stops here"])
        #expect(errors("let r = ASSizeRangeMake(CGSize(width: 0, height: 0), CGSize(width: -1, height: 20))\nASDisplayNode()")
            == ["a.md:1:9: error: Texture's assertion failed: Range max width must be infinite or a real positive integer; a debug build of the app stops here"])
        #expect(errors("let r = ASSizeRangeMake(CGSize(width: 10, height: 10))\nASDisplayNode()").isEmpty)
        #expect(errors("let r = ASSizeRangeMake(CGSize(width: 0, height: 0), CGSize(width: CGFloat.nan, height: 20))\nASDisplayNode()")
            == ["a.md:1:9: error: Texture's assertion failed: Range max width must be infinite or a real positive integer; a debug build of the app stops here"])
    }

    @Test func reading_the_preferred_size_of_a_fraction_asserts_and_answers_zero() {
        let snippet = """
            let node = ASDisplayNode()
            node.style.width = ASDimensionMake("50%")
            node.style.height = ASDimensionMake(20)
            let size = node.style.preferredSize
            node.style.minHeight = ASDimensionMake(size.height + 30)
            node
            """
        #expect(errors(snippet) == ["a.md:4:12: error: Texture's assertion failed: Cannot get preferredSize of element with fractional width. Width: 50%; a debug build of the app stops here"])
        // Released, Texture answers CGSizeZero (not 20 for the height): the minimum is 30, which
        // overrides the height of 20.
        let released = run(snippet, conditions: [])
        #expect(released.diagnostics.filter { $0.severity == .error }.isEmpty)
        #expect(released.layout?.root.size.height == 30)
    }

    /// ASRatioLayoutSpec's initializer asserts; its `ratio` setter does not (the engine then warns
    /// and uses a small positive ratio, as before).
    @Test func a_ratio_spec_is_made_with_a_positive_ratio() {
        #expect(errors("let photo = ASDisplayNode()\nASRatioLayoutSpec(ratio: 0, child: photo)")
            == ["a.md:2:1: error: Texture's assertion failed: Ratio should be strictly positive, but received 0.000000; a debug build of the app stops here"])
        #expect(errors("let photo = ASDisplayNode()\nASRatioLayoutSpec(ratio: -1, child: photo)", conditions: []).isEmpty)
        // 0 / 0 (a photo of no size): Texture prints NaN as "nan".
        #expect(errors("let photo = ASDisplayNode()\nlet side: CGFloat = 0\nASRatioLayoutSpec(ratio: side / side, child: photo)")
            == ["a.md:3:1: error: Texture's assertion failed: Ratio should be strictly positive, but received nan; a debug build of the app stops here"])
        #expect(errors("let photo = ASDisplayNode()\nlet spec = ASRatioLayoutSpec(ratio: 1, child: photo)\nspec.ratio = 0\nspec").isEmpty)
    }
}
