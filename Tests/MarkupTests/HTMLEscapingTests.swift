import Testing
import Markup

@Suite struct HTMLEscapingTests {
    @Test func the_five_special_characters_become_entities() {
        #expect("a & b < c > d \" e ' f".htmlEscaped == "a &amp; b &lt; c &gt; d &quot; e &#39; f")
    }

    @Test func text_outside_ascii_passes_through_beside_escapes() {
        #expect("Größe <é> 👩‍👩‍👧 \u{301}&".htmlEscaped == "Größe &lt;é&gt; 👩‍👩‍👧 \u{301}&amp;")
        #expect("naïve — ✓".htmlEscaped == "naïve — ✓")
        #expect("".htmlEscaped == "")
    }
}
