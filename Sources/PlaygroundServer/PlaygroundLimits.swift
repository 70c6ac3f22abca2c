import Foundation

/// What keeps an exposed playground safe: untrusted code runs in the interpreter's sandbox, and
/// these bound how long, how large and how often.
public struct PlaygroundLimits: Sendable {
    /// Wall-clock time one run may take; the interpreter stops the snippet when it is spent.
    public var timeLimit: Duration = .milliseconds(250)
    /// Larger request bodies are refused with 413.
    public var maximumBodyBytes = 64 * 1024
    /// Runs at once: one per core.
    public var concurrentRuns = ProcessInfo.processInfo.activeProcessorCount
    /// Runs waiting for a free core; beyond them a request is refused with 429. A product card runs
    /// in about 3 ms, so a full queue of eight per core waits about 25 ms: a classroom typing at
    /// once is queued, a flood is refused.
    public var queuedRuns = 8 * ProcessInfo.processInfo.activeProcessorCount
    /// Runs per second one client may ask for (a burst of as many); 0 for no limit.
    public var runsPerSecond = 20.0

    public init() {}

    /// How long a request waits for its run before the server gives up on it: the interpreter
    /// stops at `timeLimit`, so this only catches a run stuck outside it (laying out, drawing).
    var answerDeadline: Duration { timeLimit * 8 + .seconds(2) }
}
