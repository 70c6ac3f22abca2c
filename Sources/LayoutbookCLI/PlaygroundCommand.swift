import ArgumentParser
import Diagnostics
import Foundation
import Pipeline
import PlaygroundServer

/// `layoutbook playground`: the playground's API alone, for a published site (`course.yml`
/// `playground:` names where it runs).
struct PlaygroundCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "playground",
        abstract: "Run learners' edits for a published site: POST /api/run and /api/check, for this course's Sources and sessions.")

    @Argument(help: "The course folder.")
    var root: String = "."

    @Option(help: "Address to bind (behind a reverse proxy, keep 127.0.0.1).")
    var host: String = "127.0.0.1"

    @Option(help: "Port to listen on.")
    var port: Int = 8001

    @Option(help: "Runs per second one client may ask for; 0 for no limit.")
    var rateLimit: Double = 20

    @Option(help: "Milliseconds one run may take before the snippet is stopped.")
    var timeLimit: Int = 250

    @Option(help: "The published site's origin (https://course.example.org), the only one browsers may call from (default: course.yml's baseURL, when it is a full URL).")
    var allowOrigin: String?

    func validate() throws {
        guard rateLimit >= 0 else { throw ValidationError("--rate-limit must be 0 (no limit) or more, found \(rateLimit)") }
        guard (1...10_000).contains(timeLimit) else { throw ValidationError("--time-limit must be between 1 and 10000 ms, found \(timeLimit)") }
    }

    func run() async throws {
        try PortProbe.requireFree(host: host, port: port, consequence: "the playground is not started")
        let rootURL = URL(fileURLWithPath: root).standardizedFileURL
        var limits = PlaygroundLimits()
        limits.runsPerSecond = rateLimit
        limits.timeLimit = .milliseconds(timeLimit)
        let (runner, diagnostics) = PlaygroundRunner.load(root: rootURL, timeLimit: limits.timeLimit)
        if diagnostics.hasErrors || runner == nil {
            for diagnostic in diagnostics.sorted { print(diagnostic) }
            print("layoutbook: error: the course does not load; the playground is not started")
            throw ExitCode.failure
        }
        guard let runner else { throw ExitCode.failure }
        let origin = allowOrigin ?? runner.course.config.baseURL.flatMap(StandalonePlayground.origin)
        if origin == nil {
            print("warning: no --allow-origin and course.yml's baseURL is not a full URL: only pages served from this same address can call the playground")
        }
        let service = PlaygroundService(limits: limits, runner: runner)
        let server = StandalonePlayground(host: host, port: port, service: service, allowedOrigin: origin, title: runner.course.config.title)
        print("playground for “\(runner.course.config.title)” at http://\(host):\(port)/api/ (\(limits.concurrentRuns) runs at once, "
              + (rateLimit == 0 ? "no rate limit" : "\(Int(rateLimit)) runs/s per client") + (origin.map { ", CORS for \($0)" } ?? "") + "; Ctrl-C to stop)")
        try await server.run()
    }
}
