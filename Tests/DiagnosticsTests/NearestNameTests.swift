import Testing
@testable import Diagnostics

@Suite struct NearestNameTests {
    @Test func a_dropped_letter_or_swapped_pair_finds_the_name() {
        #expect(NearestName.closest(to: "spacng", in: ["children", "spacing", "direction"]) == "spacing")
        #expect(NearestName.closest(to: "widht", in: ["height", "width"]) == "width")
        #expect(NearestName.closest(to: "centre", in: ["start", "center", "end"]) == "center")
    }

    @Test func a_name_far_from_every_candidate_finds_nothing() {
        #expect(NearestName.closest(to: "colour", in: ["id", "caption", "device"]) == nil)
        #expect(NearestName.closest(to: "x", in: ["width"]) == nil)
    }

    @Test func the_name_itself_is_not_a_suggestion() {
        #expect(NearestName.closest(to: "width", in: ["width"]) == nil)
        #expect(NearestName.hint(for: "hieght", in: ["height"]) == "; did you mean 'height'?")
    }
}
