import ServiceLifecycle

/// Runs beside the HTTP server: sends heartbeats to live-reload streams and, when shutdown
/// begins, closes them. Listed after the application so the service group stops it first.
struct LiveReloadService: Service {
    let broadcaster: ReloadBroadcaster
    let heartbeat: Duration

    func run() async throws {
        // Shutdown cancels the heartbeat loop at once instead of waiting out a sleep.
        try? await cancelWhenGracefulShutdown {
            while !Task.isCancelled {
                try await Task.sleep(for: heartbeat)
                await broadcaster.send(.heartbeat)
            }
        }
        await broadcaster.close()
    }
}
