import Foundation
import Testing
@testable import LayoutEngine

/// InterTextMeasurer (semantics §3.2) against two independent sources: widths headless Chromium drew
/// (Fixtures/chromium-text-widths.json, written by scripts/chromium_text.py) and Inter's advance
/// widths as listed in shared/reference/platform-notes.md §10. At 28.16 pt one font unit of Inter
/// (2816 per em) is 0.01 pt, so the rule tests below can be checked by hand: m = 24.48, space = 7.92,
/// "…" = 23.12 (Regular).
struct TextMeasurementTests {
    let measurer = InterTextMeasurer()
    /// Points per font unit is 0.01 at this size.
    let unitSize = 28.16

    private func measure(_ string: String, size: Double = 28.16, weight: String = "regular", width: Double = .infinity,
                         height: Double = .infinity, lines: Int = 0, paragraph: ParagraphStyle = ParagraphStyle()) -> MeasuredText {
        measurer.measure(AttributedText(spans: [TextSpan(text: string, fontSize: size, fontWeight: weight)], paragraph: paragraph),
                         in: Size(width: width, height: height), maximumNumberOfLines: lines)
    }

    private struct ChromiumSample: Decodable {
        var text: String
        var size: Double
        var weight: Int
        var html: Double
        var svg: Double
        var htmlKerned: Double
    }

    private struct ChromiumFixture: Decodable {
        var chromium: String
        var samples: [ChromiumSample]
    }

    private func chromiumSamples() throws -> [ChromiumSample] {
        let data = try Data(contentsOf: URL(fileURLWithPath: CaseFilePaths.fixture("chromium-text-widths.json")))
        return try JSONDecoder().decode(ChromiumFixture.self, from: data).samples
    }

    @Test func line_width_equals_what_chromium_draws_within_half_a_point() throws {
        let samples = try chromiumSamples()
        #expect(samples.count >= 200)
        var worst = 0.0
        for sample in samples {
            let width = measure(sample.text, size: sample.size, weight: String(sample.weight)).lines.first?.width ?? -1
            #expect(abs(width - sample.html) <= 0.5, "\(sample.text) \(sample.size)px \(sample.weight): engine \(width), Chromium span \(sample.html)")
            #expect(abs(width - sample.svg) <= 0.5, "\(sample.text) \(sample.size)px \(sample.weight): engine \(width), Chromium SVG \(sample.svg)")
            worst = max(worst, abs(width - sample.html), abs(width - sample.svg))
        }
        // Both round to Chromium's layout unit, so in practice they agree to 1/64 px.
        #expect(worst <= 1.0 / 32, "worst difference \(worst)")
    }

    /// Why the diagrams' CSS turns kerning off: with the browser's default kerning, widths differ from the
    /// sum of advances by more than the tolerance.
    @Test func default_kerning_would_break_the_match() throws {
        let samples = try chromiumSamples()
        let differing = samples.filter { sample in
            let width = measure(sample.text, size: sample.size, weight: String(sample.weight)).lines.first?.width ?? 0
            return abs(width - sample.htmlKerned) > 0.5
        }
        #expect(differing.contains { $0.text == "AVAVA Type" })
    }

    @Test func width_is_the_sum_of_advances_rounded_up_to_a_64th() {
        // platform-notes §10: "AVAVA Type" at 16 px sums to 96.84 in Inter Regular.
        let width = measure("AVAVA Type", size: 16).lines[0].width
        #expect(abs(width - 96.84) < 1.0 / 64)
        #expect((width * 64).rounded() == width * 64)
        // A=1904, V=1904, H=2084 units (Regular) against A=2106 (Bold).
        #expect(abs(measure("AVH").lines[0].width - 58.92) < 1.0 / 64)
        #expect(abs(measure("A", weight: "bold").lines[0].width - 21.06) < 1.0 / 64)
    }

    /// `NSAttributedString.Key.kern` adds its points after each character, the last one included
    /// (Core Text's rule, and SVG's letter-spacing): A, V, H are 19.04 + 19.04 + 20.84 at 28.16 pt,
    /// plus three times 1.5. Where the line breaks moves with it.
    @Test func kern_adds_its_points_after_each_character() {
        let kerned = measurer.measure(AttributedText(spans: [TextSpan(text: "AVH", fontSize: unitSize, kern: 1.5)]),
                                      in: Size(width: .infinity, height: .infinity), maximumNumberOfLines: 0)
        #expect(abs(kerned.lines[0].width - (58.92 + 4.5)) < 1.0 / 64)
        // "AVH AVH" is 58.92 + 7.92 + 58.92 = 125.76 wide without kern: it fits in 130, and with
        // 1 point after each of its 7 characters (132.76) it does not.
        let line = AttributedText(spans: [TextSpan(text: "AVH AVH", fontSize: unitSize)])
        #expect(measurer.measure(line, in: Size(width: 130, height: .infinity), maximumNumberOfLines: 0).lines.count == 1)
        var spaced = line
        spaced.spans[0].kern = 1
        #expect(measurer.measure(spaced, in: Size(width: 130, height: .infinity), maximumNumberOfLines: 0).lines.count == 2)
    }

    @Test func system_weights_map_to_the_four_shipped_faces() {
        #expect(InterFont.face(forWeight: "light").cssWeight == 400)
        #expect(InterFont.face(forWeight: "regular").cssWeight == 400)
        #expect(InterFont.face(forWeight: "medium").cssWeight == 500)
        #expect(InterFont.face(forWeight: "semibold").cssWeight == 600)
        #expect(InterFont.face(forWeight: "bold").cssWeight == 700)
        #expect(InterFont.face(forWeight: "black").cssWeight == 700)
        #expect(InterFont.face(forWeight: "650").cssWeight == 600)
    }

    @Test func line_height_is_ascender_plus_descender() {
        // hhea 2728 / -680 at 2816 units per em: a 17 pt line is 20.57 pt tall, its baseline 16.47 pt down.
        let text = measure("Hello", size: 17)
        #expect(abs(text.size.height - 3408.0 / 2816 * 17) < 1e-9)
        #expect(abs(text.lines[0].baseline - 2728.0 / 2816 * 17) < 1e-9)
        #expect(abs(text.ascender - 2728.0 / 2816 * 17) < 1e-9)
        #expect(abs(text.descender + 680.0 / 2816 * 17) < 1e-9)
    }

    @Test func text_wraps_after_spaces() {
        // "mm mm" is 105.84 wide, "mm mm mm" 162.72.
        #expect(measure("mm mm mm", width: 110).lines.map(\.text) == ["mm mm", "mm"])
        #expect(measure("mm mm mm", width: 97.92).lines.map(\.text) == ["mm", "mm", "mm"])
    }

    @Test func spaces_at_a_line_end_hang_and_do_not_count() {
        // Two m's fill 48.96 exactly; the space after them does not push "mm" to a line of its own.
        let text = measure("mm mm", width: 48.96)
        #expect(text.lines.map(\.text) == ["mm", "mm"])
        #expect(text.lines.map(\.width) == [48.96875, 48.96875])
    }

    @Test func a_word_wider_than_the_line_breaks_between_characters() {
        #expect(measure("mmmmm", width: 50).lines.map(\.text) == ["mm", "mm", "m"])
    }

    @Test func lines_may_break_after_a_hyphen() {
        let whole = measure("Noise-Cancelling").lines[0].width
        let first = measure("Noise-").lines[0].width
        let text = measure("Noise-Cancelling", width: (first + whole) / 2)
        #expect(text.lines.map(\.text) == ["Noise-", "Cancelling"])
    }

    @Test func newlines_end_paragraphs_and_an_empty_paragraph_is_a_line() {
        let text = measure("a\n\nb")
        #expect(text.lines.map(\.text) == ["a", "", "b"])
        #expect(abs(text.size.height - 3 * 34.08) < 1e-9)
    }

    @Test func maximum_number_of_lines_truncates_the_last_line_with_an_ellipsis() {
        // "mm mm…" would be 128.96 > 110, "mm m…" is 104.48.
        let text = measure("mm mm mm", width: 110, lines: 1)
        #expect(text.lines.map(\.text) == ["mm m…"])
        #expect(abs(text.lines[0].width - 104.48) < 1.0 / 64)
    }

    @Test func lines_below_the_maximum_height_are_cut_and_the_last_kept_line_truncated() {
        // Each line is 34.08 tall; 70 pt holds two.
        let text = measure("mm mm mm", width: 60, height: 70)
        #expect(text.lines.count == 2)
        #expect(text.lines[1].text.hasSuffix("…"))
    }

    @Test func truncation_modes_cut_the_head_middle_or_nothing() {
        func cut(_ mode: ParagraphStyle.LineBreakMode) -> String {
            measure("mmmm mmmm", width: 110, lines: 1, paragraph: ParagraphStyle(lineBreakMode: mode)).lines[0].text
        }
        #expect(cut(.byTruncatingTail) == "mmm…")
        #expect(cut(.byTruncatingHead) == "…mmm")
        #expect(cut(.byTruncatingMiddle).contains("…"))
        #expect(cut(.byClipping) == "mmmm")
    }

    @Test func line_spacing_goes_between_lines_and_multiples_raise_the_baseline() {
        let lineHeight = 34.08
        let spaced = measure("mm mm", width: 60, paragraph: ParagraphStyle(lineSpacing: 4))
        #expect(abs(spaced.size.height - (2 * lineHeight + 4)) < 1e-9)
        #expect(abs(spaced.lines[1].baseline - (lineHeight + 4 + 27.28)) < 1e-9)
        let tall = measure("mm", paragraph: ParagraphStyle(lineHeightMultiple: 1.5))
        #expect(abs(tall.size.height - 1.5 * lineHeight) < 1e-9)
        #expect(abs(tall.lines[0].baseline - (1.5 * lineHeight - 6.8)) < 1e-9)
        let capped = measure("mm", paragraph: ParagraphStyle(minimumLineHeight: 40, maximumLineHeight: 30))
        #expect(abs(capped.size.height - 30) < 1e-9)
    }

    @Test func mixed_fonts_share_a_line_as_runs_and_the_tallest_sets_its_height() {
        let text = AttributedText(spans: [TextSpan(text: "mm", fontSize: 56.32, fontWeight: "regular"),
                                          TextSpan(text: "mm", fontSize: 28.16, fontWeight: "regular")])
        let measured = measurer.measure(text, in: Size(width: .infinity, height: .infinity), maximumNumberOfLines: 0)
        #expect(measured.lines.count == 1)
        #expect(measured.lines[0].runs.map(\.spanIndex) == [0, 1])
        #expect(abs(measured.lines[0].runs[1].x - 97.92) < 1.0 / 64)
        #expect(abs(measured.lines[0].width - (97.92 + 48.96)) < 1.0 / 32)
        #expect(abs(measured.size.height - 2 * 34.08) < 1e-9)
    }

    @Test func single_line_shortcut_gives_what_the_line_breaker_gives() {
        let general = InterTextMeasurer(usesSingleLineShortcut: false)
        let strings = ["Hello", "$129.00  ", "Wireless Noise-Cancelling Headphones", "日本 ok", "mm mm", "   ",
                       "two\nlines", "café\nbar", "Überschrift  "]
        let paragraphs = [ParagraphStyle(), ParagraphStyle(alignment: .right, lineSpacing: 3, lineHeightMultiple: 1.4)]
        for string in strings {
            for width in [Double.infinity, 400, 120, 48.96, 0] {
                for paragraph in paragraphs {
                    let text = AttributedText(spans: [TextSpan(text: string, fontSize: 15, fontWeight: "semibold")], paragraph: paragraph)
                    let size = Size(width: width, height: .infinity)
                    #expect(measurer.measure(text, in: size, maximumNumberOfLines: 2) == general.measure(text, in: size, maximumNumberOfLines: 2),
                            "\(string) at \(width)")
                }
            }
        }
    }

    /// Layout reads only the bounds, and the lines are measured again later: both must come from one rule.
    @Test func bounds_are_those_of_the_full_measurement() {
        let measurers: [any TextMeasuring] = [measurer, InterTextMeasurer(usesSingleLineShortcut: false),
                                              PlaceholderTextMeasurer()]
        let strings = ["Hello", "$129.00  ", "Wireless Noise-Cancelling Headphones", "日本 ok", "", "   ", "two\nlines"]
        for measuring in measurers {
            for string in strings {
                for size in [Size(width: .infinity, height: .infinity), Size(width: 120, height: 40),
                             Size(width: 30, height: .nan), Size(width: 0, height: 0), Size(width: .nan, height: 100)] {
                    let text = AttributedText(spans: [TextSpan(text: string, fontSize: 15, fontWeight: "semibold")])
                    let full = measuring.measure(text, in: size, maximumNumberOfLines: 2)
                    let bounds = measuring.measureBounds(text, in: size, maximumNumberOfLines: 2)
                    #expect(bounds == TextBounds(size: full.size, ascender: full.ascender, descender: full.descender),
                            "\(type(of: measuring)): \(string) in \(size)")
                }
            }
        }
    }

    @Test func alignment_is_kept_for_drawing() {
        #expect(measure("mm", paragraph: ParagraphStyle(alignment: .center)).alignment == .center)
    }

    @Test func characters_outside_the_font_are_estimated_not_dropped() {
        let text = measure("日本")
        #expect(text.lines[0].text == "日本")
        #expect(abs(text.lines[0].width - 2 * unitSize) < 1.0 / 32)
    }

    @Test func empty_text_measures_zero() {
        #expect(measure("").size == .zero)
        #expect(measure("").lines.isEmpty)
    }

    @Test func text_node_ceils_the_measured_size_to_whole_points() {
        let node = DisplayNode.text(TextContent(text: AttributedText(spans: [TextSpan(text: "Hello", fontSize: 17)])))
        let layout = LayoutCalculator(scale: 2).layout(node, in: range(0, 0, .infinity, .infinity)).root
        let measured = measure("Hello", size: 17)
        #expect(layout.size == Size(width: measured.size.width.rounded(.up), height: 21))
    }
}
