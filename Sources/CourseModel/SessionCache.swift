import Diagnostics
import Synchronization

/// Parsed sessions kept between builds of one `serve` run, keyed by the session file's text:
/// an edit to one session re-reads that session only. Later stages key their own caches
/// (snippet results) by their inputs the same way.
public final class SessionCache: Sendable {
    struct Entry {
        var text: String
        var session: Session
        var diagnostics: [Diagnostic]
    }

    private let entries = Mutex<[String: Entry]>([:])
    private let counters = Mutex<(hits: Int, misses: Int)>((0, 0))

    public init() {}

    /// How many session reads the cache answered and how many it did not, since creation.
    public var statistics: (hits: Int, misses: Int) { counters.withLock { $0 } }

    func session(path: String, text: String, read: () -> (Session, [Diagnostic])) -> (Session, [Diagnostic]) {
        if let entry = entries.withLock({ $0[path] }), entry.text == text {
            counters.withLock { $0.hits += 1 }
            return (entry.session, entry.diagnostics)
        }
        counters.withLock { $0.misses += 1 }
        let (session, diagnostics) = read()
        entries.withLock { $0[path] = Entry(text: text, session: session, diagnostics: diagnostics) }
        return (session, diagnostics)
    }
}
