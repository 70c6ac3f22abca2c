import Testing
@testable import SiteRenderer

@Suite struct LineDiffTests {
    @Test func inserted_and_modified_lines_are_changed_the_rest_not() {
        let old = ["a", "b", "c", "d"]
        let new = ["a", "b2", "c", "x", "d"]
        #expect(LineDiff.changedLines(old: old, new: new) == [false, true, false, true, false])
    }

    @Test func a_first_version_is_all_new_and_an_identical_one_has_no_changes() {
        #expect(LineDiff.changedLines(old: [], new: ["a", "b"]) == [true, true])
        #expect(LineDiff.changedLines(old: ["a", "b"], new: ["a", "b"]) == [false, false])
    }

    @Test func long_unchanged_runs_fold_keeping_two_lines_of_context() {
        // 0-9 unchanged, 10 changed, 11-20 unchanged.
        let changed = (0..<21).map { $0 == 10 }
        #expect(LineDiff.foldableRuns(changed) == [0..<8, 13..<21])
    }

    @Test func short_runs_and_unchanged_files_do_not_fold() {
        #expect(LineDiff.foldableRuns([false, false, true, false, false]).isEmpty)
        #expect(LineDiff.foldableRuns(Array(repeating: false, count: 30)).isEmpty)
    }
}
