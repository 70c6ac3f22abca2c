/// Fans "the site changed" events out to every open live-reload connection.
public actor ReloadBroadcaster {
    public enum Event: Sendable, Equatable {
        case reload
        /// The last rebuild failed: the page shows these messages over the old site.
        case failed(String)
        /// Keeps idle connections open through proxies and finds browsers that went away
        /// (writing to a closed connection fails and ends its stream).
        case heartbeat
    }

    private var subscribers: [Int: AsyncStream<Event>.Continuation] = [:]
    /// The last build's failure, until a build succeeds: a page opened meanwhile shows it at once.
    private var lastFailure: Event?
    private var nextID = 0
    private var isClosed = false

    public init() {}

    public var subscriberCount: Int { subscribers.count }

    public func subscribe() -> (id: Int, events: AsyncStream<Event>) {
        let id = nextID
        nextID += 1
        let (stream, continuation) = AsyncStream.makeStream(of: Event.self, bufferingPolicy: .bufferingNewest(8))
        if isClosed {
            continuation.finish()
            return (id, stream)
        }
        subscribers[id] = continuation
        if let lastFailure { continuation.yield(lastFailure) }
        continuation.onTermination = { [weak self] _ in
            Task { await self?.unsubscribe(id) }
        }
        return (id, stream)
    }

    public func unsubscribe(_ id: Int) {
        subscribers.removeValue(forKey: id)?.finish()
    }

    public func send(_ event: Event) {
        switch event {
        case .failed: lastFailure = event
        case .reload: lastFailure = nil
        case .heartbeat: break
        }
        for continuation in subscribers.values { continuation.yield(event) }
    }

    /// Ends every stream (and refuses new ones) so the server can shut down: an open
    /// event stream would otherwise keep its connection, and the process, alive.
    public func close() {
        isClosed = true
        for continuation in subscribers.values { continuation.finish() }
        subscribers.removeAll()
    }
}
