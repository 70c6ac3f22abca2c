import Synchronization

/// Where a build's time went, stage by stage, for `layoutbook build --timings`. Stages that run on
/// every core at once (interpret, layout, draw) add up the time of each thread, so their sum can
/// exceed the build's wall time; the others run on one thread.
public final class StageTimes: Sendable {
    public enum Stage: String, CaseIterable, Sendable {
        case load, interpret, layout, draw, render, write
    }

    private let totals = Mutex<[Stage: Duration]>([:])

    public init() {}

    public func add(_ duration: Duration, to stage: Stage) {
        totals.withLock { $0[stage, default: .zero] += duration }
    }

    /// Runs `work`, adding its duration to `stage`.
    public func measure<T, Failure: Error>(_ stage: Stage, _ work: () throws(Failure) -> T) throws(Failure) -> T {
        let start = ContinuousClock.now
        defer { add(ContinuousClock.now - start, to: stage) }
        return try work()
    }

    /// Seconds spent in each stage, in pipeline order (0 for a stage that did not run).
    public var seconds: [(stage: Stage, seconds: Double)] {
        let totals = totals.withLock { $0 }
        return Stage.allCases.map { ($0, (totals[$0] ?? .zero).seconds) }
    }
}

extension Duration {
    public var seconds: Double { Double(components.seconds) + Double(components.attoseconds) / 1e18 }
}
