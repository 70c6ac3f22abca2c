import Synchronization
import Testing
@testable import PreviewServer

@Suite struct RebuildLoopTests {
    /// Files whose contents the test changes, read as a fingerprint is.
    final class Files: Sendable {
        let contents = Mutex(0)
        func read() -> Int { contents.withLock { $0 } }
        func save(_ value: Int) { contents.withLock { $0 = value } }
    }

    @Test func a_save_made_during_the_first_build_is_built_without_waiting_for_an_event() async {
        let files = Files()
        var loop = RebuildLoop(built: files.read())
        files.save(1)  // saved while the first build ran: no watcher was listening yet
        let (changes, continuation) = AsyncStream<Void>.makeStream()
        continuation.finish()  // and no event comes after
        var builds = 0
        await loop.run(changes: changes, fingerprint: files.read) { builds += 1 }
        #expect(builds == 1)
        #expect(loop.built == 1)
    }

    @Test func only_a_change_of_contents_builds() async {
        let files = Files()
        var loop = RebuildLoop(built: files.read())
        let (changes, continuation) = AsyncStream<Void>.makeStream()
        continuation.yield()  // a touch: same contents
        files.save(2)
        continuation.yield()  // an edit
        continuation.yield()  // an editor saving the same text again
        continuation.finish()
        var builds = 0
        await loop.run(changes: changes, fingerprint: files.read) { builds += 1 }
        #expect(builds == 1)
    }
}
