import Foundation
import Synchronization

/// Runs untrusted snippets on a fixed set of threads with large stacks (a deeply nested snippet
/// recurses deeply in the parser and the interpreter, deeper than an async task's stack allows),
/// with a bounded queue in front: a request beyond it is refused rather than left to pile up.
/// A run that outlives its deadline cannot be stopped (a thread cannot be killed): its worker is
/// replaced, up to `maximumThreads` threads in all, and leaves the pool when the run ends.
final class RunPool: Sendable {
    enum Outcome<Value: Sendable>: Sendable {
        case done(Value)
        /// Every worker is busy and the queue is full.
        case busy
        /// The run did not end in time.
        case timedOut
    }

    private final class Job: Sendable {
        enum Phase { case queued, running, finished, cancelled, abandoned }
        let phase = Mutex(Phase.queued)
        let body: @Sendable () -> Void
        init(_ body: @escaping @Sendable () -> Void) { self.body = body }
    }

    private struct State {
        var waiting: [Job] = []
        /// Runs under way that have not been abandoned.
        var running = 0
        /// Threads alive, stuck ones included.
        var threads = 0
        /// Threads running an abandoned run.
        var stuck = 0
    }

    private let condition = NSCondition()
    private let state = Mutex(State())
    let workers: Int
    let queueLength: Int
    /// Beyond this many threads (stuck ones included) a stuck worker is not replaced.
    var maximumThreads: Int { workers * 4 }

    static let stackSize = 64 << 20

    init(workers: Int, queueLength: Int) {
        self.workers = max(1, workers)
        self.queueLength = max(0, queueLength)
        for _ in 0..<self.workers { startThread() }
    }

    /// Threads alive and threads stuck in abandoned runs, for tests and the log.
    var threadCounts: (threads: Int, stuck: Int) { state.withLock { ($0.threads, $0.stuck) } }

    /// Runs under way and runs queued: what decides whether the next one is refused.
    var load: (running: Int, waiting: Int) { state.withLock { ($0.running, $0.waiting.count) } }

    /// Runs `work` on a worker, answering `.busy` at once when the pool is full and `.timedOut`
    /// when the answer does not come within `deadline` (a run not yet started is then dropped).
    func run<Value: Sendable>(deadline: Duration, _ work: @escaping @Sendable () -> Value) async -> Outcome<Value> {
        let answer = OneAnswer<Outcome<Value>>()
        return await withCheckedContinuation { continuation in
            answer.set(continuation)
            let job = Job { answer.give(.done(work())) }
            guard enqueue(job) else { answer.give(.busy); return }
            Task {
                try? await Task.sleep(for: deadline)
                guard answer.give(.timedOut) else { return }
                self.giveUp(job)
            }
        }
    }

    private func enqueue(_ job: Job) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        let accepted = state.withLock { state in
            guard state.waiting.count + state.running < workers + queueLength else { return false }
            state.waiting.append(job)
            return true
        }
        if accepted { condition.signal() }
        return accepted
    }

    private func giveUp(_ job: Job) {
        let wasRunning = job.phase.withLock { phase in
            switch phase {
            case .queued: phase = .cancelled; return false
            case .running: phase = .abandoned; return true
            default: return false
            }
        }
        guard wasRunning else { return }
        let replace = state.withLock { state in
            state.stuck += 1
            state.running -= 1
            return state.threads - state.stuck < workers && state.threads < maximumThreads
        }
        if replace { startThread() }
    }

    private func startThread() {
        state.withLock { $0.threads += 1 }
        let thread = Thread { [self] in self.work() }
        thread.stackSize = Self.stackSize
        thread.name = "layoutbook-playground"
        thread.start()
    }

    private func work() {
        while true {
            condition.lock()
            var next: Job?
            while next == nil {
                next = state.withLock { state in
                    guard !state.waiting.isEmpty else { return nil }
                    state.running += 1
                    return state.waiting.removeFirst()
                }
                if next == nil { condition.wait() }
            }
            condition.unlock()
            guard let job = next else { continue }
            let starts = job.phase.withLock { phase in
                guard phase == .queued else { return false }
                phase = .running
                return true
            }
            if starts { job.body() }
            let abandoned = job.phase.withLock { phase in
                if phase == .abandoned { return true }
                phase = .finished
                return false
            }
            // A thread whose run was abandoned was replaced: it leaves, unless the pool is short of workers.
            let leave = state.withLock { state in
                guard abandoned else { state.running -= 1; return false }
                state.stuck -= 1
                guard state.threads - state.stuck > workers else { return false }
                state.threads -= 1
                return true
            }
            if leave { return }
        }
    }
}

/// A continuation resumed by whichever answer comes first (the run, the pool's refusal or the timer).
private final class OneAnswer<Value: Sendable>: Sendable {
    private let continuation = Mutex<CheckedContinuation<Value, Never>?>(nil)

    func set(_ continuation: CheckedContinuation<Value, Never>) {
        self.continuation.withLock { $0 = continuation }
    }

    /// Whether this answer was the first.
    @discardableResult
    func give(_ value: Value) -> Bool {
        continuation.withLock { continuation in
            guard let waiting = continuation else { return false }
            waiting.resume(returning: value)
            continuation = nil
            return true
        }
    }
}
