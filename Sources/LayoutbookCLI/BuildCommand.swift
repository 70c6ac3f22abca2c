import ArgumentParser
import Foundation
import Pipeline

struct BuildCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Build Content/ and Templates/ into a static site in Output/.")

    @Argument(help: "The course folder (holds Content/ and optionally Templates/).")
    var root: String = "."

    @Option(name: .shortAndLong, help: "Where to write the site (default: ROOT/Output).")
    var output: String?

    func run() throws {
        let pipeline = BuildPipeline(root: URL(fileURLWithPath: root), output: output.map { URL(fileURLWithPath: $0) })
        let report = pipeline.build()
        ReportPrinter.print(report, root: pipeline.root)
        if !report.succeeded { throw ExitCode.failure }
    }
}
