import Diagnostics
import LayoutEngine
import Testing
@testable import SnippetInterpreter

/// A String bridged to NSString counts UTF-16 code units, and a String's own ranges count
/// Characters (InstaClone's `NSRange(range, in: link)`, AsyncDisplay_Study's `(blurb as NSString)
/// .range(of:)`). Both were "has no member 'range'" or "missing argument label 'location:'".
@Suite struct BridgedStringTests {
    @Test func ranges_count_utf16_units_as_foundation_does() {
        // "é" is one unit, "👋" two: the Character offset of "@" is 8, its UTF-16 location 9.
        let result = evaluate("""
            let s = "Héllo 👋 @world"
            let ns = s as NSString
            let found = ns.range(of: "@world")
            assert(found.location == 9 && found.length == 6)
            assert(ns.length == 15 && s.count == 14)
            let converted = NSRange(s.range(of: "@world")!, in: s)
            assert(converted.location == 9 && converted.length == 6)
            let wave = NSRange(s.range(of: "👋")!, in: s)
            assert(wave.location == 6 && wave.length == 2)
            assert(ns.range(of: "zzz").location == Int.max && ns.range(of: "zzz").length == 0)
            assert(ns.substring(with: found) == "@world")
            assert(ns.replacingCharacters(in: NSRange(location: 0, length: 1), with: "J") == "Jéllo 👋 @world")
            assert(s[s.range(of: "llo")!] == "llo")
            assert(s.range(of: "zzz") == nil && s.range(of: "") == nil)
            assert("\\(ns)" == s && (ns as String) == s)
            ASDisplayNode()
            """)
        #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty, "\(result.diagnostics)")
    }

    @Test func a_found_range_colours_that_part_of_the_text() throws {
        let result = evaluate("""
            let text = "Read more at placekitten.com"
            let string = NSMutableAttributedString(string: text, attributes: [.font: UIFont.systemFont(ofSize: 14)])
            string.addAttribute(.foregroundColor, value: UIColor.red, range: (text as NSString).range(of: "placekitten.com"))
            let node = ASTextNode()
            node.attributedText = string
            node
            """)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let spans = try #require(result.layout?.flattened.details?.text?.text.spans)
        #expect(spans.map(\.text) == ["Read more at ", "placekitten.com"])
        #expect(spans.last?.color == RGBAColor(red: 1, green: 0, blue: 0, alpha: 1))
    }

    @Test func a_range_outside_the_string_stops_the_app() {
        let result = evaluate("let ns = \"ab\" as NSString\nlet s = ns.substring(with: NSRange(location: 1, length: 5))\nASDisplayNode()", file: "a.swift", line: 1)
        #expect(result.diagnostics.map(\.message) == ["'substring(with:)': range {1, 5} is out of bounds for a string of length 2, which stops the app (an NSRangeException)"])
    }

    @Test func a_misspelt_member_of_a_bridged_string_gets_the_nearest_name() {
        let result = evaluate("let n = \"ab\" as NSString\nlet r = n.rang(of: \"a\")\nASDisplayNode()")
        #expect(result.diagnostics.map(\.message) == ["value of type 'NSString' has no member 'rang'; did you mean 'range'?"])
    }
}
