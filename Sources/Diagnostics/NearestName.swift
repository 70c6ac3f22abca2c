/// "Did you mean …?": the candidate closest to a misspelled name, as compilers suggest it.
public enum NearestName {
    /// The candidate with the smallest edit distance to `name`, if that distance is small for the
    /// name's length (about a third of it, at least one edit). Ties go to the earlier candidate, so callers
    /// list the likelier names first. Case differences count as half an edit: `centre` vs `Center`.
    public static func closest(to name: String, in candidates: some Sequence<String>) -> String? {
        let limit = max(1, (name.count + 1) / 3) * 2
        var best: (name: String, distance: Int)?
        for candidate in candidates where candidate != name {
            let distance = doubledDistance(name, candidate)
            if distance <= limit, distance < (best?.distance ?? .max) { best = (candidate, distance) }
        }
        return best?.name
    }

    /// One typist's slip away: a letter missing or added, two neighbours swapped, or a letter's case;
    /// not a letter replaced by another, which is how real names of one family differ (`NSDate`, `NSData`).
    public static func isSlip(_ name: String, of candidate: String) -> Bool {
        guard name != candidate, doubledDistance(name, candidate) <= 2 else { return false }
        let a = Array(name), b = Array(candidate)
        guard a.count == b.count else { return true }
        let differing = a.indices.filter { a[$0] != b[$0] }
        if differing.count == 1 { return a[differing[0]].lowercased() == b[differing[0]].lowercased() }
        return differing.count == 2 && differing[1] == differing[0] + 1 && a[differing[0]] == b[differing[1]] && a[differing[1]] == b[differing[0]]
    }

    /// `; did you mean 'x'?` or nothing.
    public static func hint(for name: String, in candidates: some Sequence<String>, quoted: (String) -> String = { "'\($0)'" }) -> String {
        closest(to: name, in: candidates).map { "; did you mean \(quoted($0))?" } ?? ""
    }

    /// Edit distance counted in half edits: a substitution that only changes case costs 1, every
    /// other edit 2, and two swapped neighbours (`widht`) are one edit, as typists make them.
    public static func doubledDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty || b.isEmpty { return 2 * max(a.count, b.count) }
        var rows = [Array(stride(from: 0, through: 2 * b.count, by: 2))]
        for i in 1...a.count {
            var row = [2 * i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                let substitution = a[i - 1] == b[j - 1] ? 0 : a[i - 1].lowercased() == b[j - 1].lowercased() ? 1 : 2
                row[j] = min(rows[i - 1][j] + 2, row[j - 1] + 2, rows[i - 1][j - 1] + substitution)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { row[j] = min(row[j], rows[i - 2][j - 2] + 2) }
            }
            rows.append(row)
        }
        return rows[a.count][b.count]
    }
}
