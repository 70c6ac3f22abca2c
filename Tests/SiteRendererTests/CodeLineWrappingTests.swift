import Testing
@testable import SiteRenderer

/// How a code line may wrap: never inside its indentation, and after a member chain's dots and
/// opening parentheses (never inside markup or an HTML entity).
@Suite struct CodeLineWrappingTests {
    @Test func indentation_is_kept_together_and_chains_may_break_after_dots_and_parentheses() {
        let html = "        box.widthAnchor.<span class=\"tok-label\">constraint</span>(equalTo: 1.5, &quot;a.b&quot;)"
        #expect(PageModelBuilder.keepingIndentTogether(html) ==
            "<span class=\"ind\">        </span>box.<wbr>widthAnchor.<wbr><span class=\"tok-label\">constraint</span>(<wbr>equalTo: 1.5, &quot;a.<wbr>b&quot;)")
    }

    @Test func an_implicit_member_does_not_break_after_its_dot() {
        #expect(PageModelBuilder.keepingIndentTogether("x = .systemBlue") == "x = .systemBlue")
        #expect(PageModelBuilder.keepingIndentTogether("UIView()") == "UIView()", "an empty call does not break")
        #expect(PageModelBuilder.keepingIndentTogether("<span>UIColor</span>.red") == "<span>UIColor</span>.<wbr>red")
    }

    @Test func names_with_letters_beyond_ascii_break_like_others_and_text_stays_intact() {
        #expect(PageModelBuilder.keepingIndentTogether("größe.wert(\"Grüße — ✓\")") == "größe.<wbr>wert(<wbr>\"Grüße — ✓\")")
        #expect(PageModelBuilder.keepingIndentTogether("f(")  == "f(<wbr>", "a line may end in an open call")
    }

    @Test func a_line_without_indentation_or_chains_is_unchanged() {
        #expect(PageModelBuilder.keepingIndentTogether("let x = 1") == "let x = 1")
        #expect(PageModelBuilder.keepingIndentTogether("    ") == "    ")
    }
}
