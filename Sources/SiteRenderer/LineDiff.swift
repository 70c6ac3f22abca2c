/// Which lines of a new version of a file are new or changed compared with the previous one,
/// by a longest-common-subsequence match of whole lines (snippets are short, so the quadratic
/// table is small).
enum LineDiff {
    /// One flag per line of `new`: true where the line is not part of the common subsequence.
    static func changedLines(old: [String], new: [String]) -> [Bool] {
        let n = old.count, m = new.count
        guard n > 0 else { return Array(repeating: true, count: m) }
        guard m > 0 else { return [] }
        var table = Array(repeating: Array(repeating: 0, count: m + 1), count: n + 1)
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                table[i][j] = old[i] == new[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        var changed = Array(repeating: true, count: m)
        var i = 0, j = 0
        while i < n, j < m {
            if old[i] == new[j] {
                changed[j] = false; i += 1; j += 1
            } else if table[i + 1][j] >= table[i][j + 1] {
                i += 1
            } else {
                j += 1
            }
        }
        return changed
    }

    /// Runs of unchanged lines long enough to fold, keeping `context` lines next to each change
    /// visible. Ranges are 0-based line indices.
    static func foldableRuns(_ changed: [Bool], context: Int = 2, minimumRun: Int = 4) -> [Range<Int>] {
        guard changed.contains(true) else { return [] }
        var runs: [Range<Int>] = []
        var start: Int?
        // A sentinel "changed" line after the end closes a trailing run.
        for (index, isChanged) in Array(changed.enumerated().map { ($0.offset, $0.element) }) + [(changed.count, true)] {
            if !isChanged {
                if start == nil { start = index }
                continue
            }
            if let runStart = start {
                let lower = runStart == 0 ? 0 : runStart + context
                let upper = index == changed.count ? index : index - context
                if upper - lower >= minimumRun { runs.append(lower..<upper) }
            }
            start = nil
        }
        return runs
    }
}
