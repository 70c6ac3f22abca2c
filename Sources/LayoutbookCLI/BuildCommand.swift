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

    @Flag(help: "Run every snippet again instead of reusing figures of unchanged sessions from the build cache (~/.cache/layoutbook).")
    var noCache = false

    @Flag(help: "Print where the time went, stage by stage (load, interpret, layout, draw, render, write).")
    var timings = false

    func run() throws {
        let rootURL = URL(fileURLWithPath: root)
        let pipeline = BuildPipeline(root: rootURL, output: output.map { URL(fileURLWithPath: $0) },
                                     diskCache: noCache ? nil : BuildCache.standard(for: rootURL))
        let report = pipeline.build()
        ReportPrinter.print(report, root: pipeline.root)
        if timings { ReportPrinter.printTimings(report) }
        if !report.succeeded { throw ExitCode.failure }
    }
}
