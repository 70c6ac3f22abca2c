import Diagnostics
import Testing

@Suite struct CountedTests {
    @Test func one_is_singular_and_every_other_count_plural() {
        #expect(Counted.phrase(1, "exercise") == "1 exercise")
        #expect(Counted.phrase(0, "exercise") == "0 exercises")
        #expect(Counted.phrase(2, "session") == "2 sessions")
        #expect(Counted.phrase(3, "child", plural: "children") == "3 children")
    }
}
