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
        let report = BuildPipeline(root: URL(fileURLWithPath: root), output: output.map { URL(fileURLWithPath: $0) }).build()
        ReportPrinter.print(report)
        if !report.succeeded { throw ExitCode.failure }
    }
}
