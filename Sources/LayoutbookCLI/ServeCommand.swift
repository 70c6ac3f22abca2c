import ArgumentParser
import Diagnostics
import CourseModel
import Foundation
import Pipeline
import PlaygroundServer
import PreviewServer

struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Build the course, serve it locally and rebuild when Content/ or Templates/ change.")

    @Argument(help: "The course folder.")
    var root: String = "."

    @Option(help: "Address to bind. Keep 127.0.0.1 unless others must reach the preview.")
    var host: String = "127.0.0.1"

    @Option(help: "Port to listen on.")
    var port: Int = 8000

    @Flag(help: "Open the site in the default browser once it is served.")
    var open = false

    @Flag(help: "After each build, print where the time went, stage by stage.")
    var timings = false

    @Flag(help: "Serve without the playground: no Edit buttons, no /api/ runs.")
    var noPlayground = false

    @Option(help: "Playground runs per second one client may ask for; 0 for no limit.")
    var rateLimit: Double = 20

    func run() async throws {
        try PortProbe.requireFree(host: host, port: port, consequence: "nothing was built")
        let rootURL = URL(fileURLWithPath: root)
        // The build cache, kept in memory as well: an edit renders only what it changes.
        let pipeline = BuildPipeline(root: rootURL, cache: SessionCache(), snippetCache: SnippetResultCache(),
                                     diskCache: BuildCache.standard(for: rootURL)?.keepingInMemory(), writtenSite: WrittenSite(),
                                     playground: noPlayground ? nil : "")
        var limits = PlaygroundLimits()
        limits.runsPerSecond = max(0, rateLimit)
        let playground = PlaygroundService(limits: limits)
        // The app's own files that course.yml's sources: names are watched too (read once: a new
        // sources: entry takes a restart).
        let sourceFolders = CourseLoader(root: pipeline.root).load().course.map { SourcePatterns.folders(of: $0.config, root: pipeline.root) } ?? []
        let watcher = ChangeWatcher(folders: ["Content", "Templates"].map { pipeline.root.appendingPathComponent($0) } + sourceFolders)
        // What the first build reads: a file saved while it runs (an app's folder can take seconds)
        // differs from this, and is built as soon as the server is up.
        let beforeFirstBuild = ChangeWatcher.fingerprint(watcher.folders)
        let firstReport = pipeline.build()
        ReportPrinter.print(firstReport, root: pipeline.root)
        update(playground, after: firstReport, root: pipeline.root)
        if host == "0.0.0.0" || host == "::" {
            print("warning: binding \(host) makes the preview reachable from other machines")
        }
        let broadcaster = ReloadBroadcaster()
        var server = PreviewServer(host: host, port: port, siteFolder: pipeline.output.path, broadcaster: broadcaster)
        if !noPlayground { server.api = { playground.routes() } }
        let url = "http://\(host):\(port)/"
        print("serving \(pipeline.output.path) at \(url) (Ctrl-C to stop)")
        if open { BrowserOpener.open(url) }
        let fileCache = server.fileCache
        let rebuilding = Task {
            var loop = RebuildLoop(built: beforeFirstBuild)
            await loop.run(changes: watcher.changes(), fingerprint: { ChangeWatcher.fingerprint(watcher.folders) }) {
                let report = pipeline.build()
                if report.succeeded { fileCache.invalidate() }
                update(playground, after: report, root: pipeline.root)
                ReportPrinter.print(report, root: pipeline.root)
                if timings { ReportPrinter.printTimings(report) }
                let messages = report.diagnostics.sorted.filter { $0.severity == .error }.map { diagnostic in
                    SourceExcerpt.render(diagnostic) { path in
                        try? String(contentsOf: pipeline.root.appendingPathComponent(path), encoding: .utf8)
                    }
                }.joined(separator: "\n\n")
                await broadcaster.send(report.succeeded ? .reload : .failed(messages))
            }
        }
        defer { rebuilding.cancel() }
        try await server.run()
    }

    /// The playground runs edits in the course as the last build read it.
    private func update(_ playground: PlaygroundService, after report: BuildReport, root: URL) {
        guard let course = report.course else {
            playground.update(nil, unavailableBecause: "the course does not load: see the errors in the terminal running layoutbook serve")
            return
        }
        playground.update(PlaygroundRunner(course: course, root: root, timeLimit: playground.limits.timeLimit))
    }
}
