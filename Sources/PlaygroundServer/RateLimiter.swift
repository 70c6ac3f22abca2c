import Foundation
import Synchronization

/// A token bucket per client: `rate` runs per second, with a burst of as many. Clients idle for
/// a minute are forgotten, so the table stays as small as the set of active clients.
final class RateLimiter: Sendable {
    let rate: Double
    private struct Bucket {
        var tokens: Double
        var updated: ContinuousClock.Instant
    }
    private let buckets = Mutex<[String: Bucket]>([:])

    init(rate: Double) { self.rate = rate }

    /// Whether `client` may run now; takes one token if so.
    func allow(_ client: String, now: ContinuousClock.Instant = .now) -> Bool {
        guard rate > 0 else { return true }
        return buckets.withLock { buckets in
            if buckets.count > 10_000 { buckets = buckets.filter { now - $0.value.updated < .seconds(60) } }
            var bucket = buckets[client] ?? Bucket(tokens: rate, updated: now)
            let elapsed = Double((now - bucket.updated).components.attoseconds) / 1e18 + Double((now - bucket.updated).components.seconds)
            bucket.tokens = min(rate, bucket.tokens + elapsed * rate)
            bucket.updated = now
            let allowed = bucket.tokens >= 1
            if allowed { bucket.tokens -= 1 }
            buckets[client] = bucket
            return allowed
        }
    }
}
