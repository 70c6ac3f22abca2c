/// Builds again whenever the watched files' contents change. It compares contents, not events: a
/// save that changes nothing (a touch, an editor re-saving) builds nothing, and a save made while
/// the first build was running (an app's folder in `sources:` can take seconds) is found by the
/// first comparison, made before any event, since a watcher reports only saves after it starts.
public struct RebuildLoop<Fingerprint: Equatable & Sendable>: Sendable {
    /// The files as the last build read them.
    public var built: Fingerprint

    public init(built: Fingerprint) {
        self.built = built
    }

    /// Runs until `changes` ends; `rebuild` is called once for each change of contents.
    /// It runs where its caller runs (`isolation`), so the build closure needs not be `Sendable`.
    public mutating func run(isolation: isolated (any Actor)? = #isolation, changes: AsyncStream<Void>,
                             fingerprint: () -> Fingerprint, rebuild: () async -> Void) async {
        var events = changes.makeAsyncIterator()
        repeat {
            let now = fingerprint()
            guard now != built else { continue }
            built = now
            await rebuild()
        } while await events.next() != nil
    }
}
