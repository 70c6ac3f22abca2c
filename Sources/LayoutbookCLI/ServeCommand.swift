import ArgumentParser
import Foundation
import Pipeline
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

    func run() async throws {
        let pipeline = BuildPipeline(root: URL(fileURLWithPath: root))
        ReportPrinter.print(pipeline.build())
        if host == "0.0.0.0" || host == "::" {
            print("warning: binding \(host) makes the preview reachable from other machines")
        }
        let broadcaster = ReloadBroadcaster()
        let watcher = ChangeWatcher(folders: ["Content", "Templates"].map { pipeline.root.appendingPathComponent($0) })
        let server = PreviewServer(host: host, port: port, siteFolder: pipeline.output.path, broadcaster: broadcaster)
        print("serving \(pipeline.output.path) at http://\(host):\(port)/ (Ctrl-C to stop)")
        let rebuilding = Task {
            for await _ in watcher.changes() {
                let report = pipeline.build()
                ReportPrinter.print(report)
                let messages = report.diagnostics.sorted.map(\.description).joined(separator: "\n")
                await broadcaster.send(report.succeeded ? .reload : .failed(messages))
            }
        }
        defer { rebuilding.cancel() }
        try await server.run()
    }
}
