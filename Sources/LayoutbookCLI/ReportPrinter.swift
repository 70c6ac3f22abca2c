import Diagnostics
import Foundation
import Pipeline

/// Prints diagnostics to standard error in compiler style and a summary line to standard output.
enum ReportPrinter {
    static func print(_ report: BuildReport, root: URL) {
        for diagnostic in report.diagnostics.sorted {
            let text = SourceExcerpt.render(diagnostic) { try? String(contentsOf: root.appendingPathComponent($0), encoding: .utf8) }
            FileHandle.standardError.write(Data((text + "\n").utf8))
        }
        if report.succeeded {
            let ms = Int((report.seconds * 1000).rounded())
            Swift.print("built \(Counted.phrase(report.sessionCount, "session")), \(report.filesWritten) files into \(report.outputPath) in \(ms) ms (\(report.diagnostics.summary))")
        } else {
            let kept = FileManager.default.fileExists(atPath: report.outputPath)
                ? "the previous site in \(report.outputPath) was kept" : "no site was written"
            Swift.print("build failed: \(report.diagnostics.summary); \(kept)")
        }
        // `serve` prints as it goes; a pipe or log file would otherwise see nothing until exit.
        fflush(nil)  // nil flushes every output stream, stdout included
    }

    /// One line a stage, then the wall time. Interpret, layout and draw run on every core, so their
    /// times are summed over threads and together may exceed the wall time.
    static func printTimings(_ report: BuildReport) {
        let parallel: Set<StageTimes.Stage> = [.interpret, .layout, .draw]
        for (stage, seconds) in report.stageSeconds {
            let name = stage.rawValue.padding(toLength: 10, withPad: " ", startingAt: 0)
            let time = String(Int((seconds * 1000).rounded())).leftPadded(to: 6)
            Swift.print("  \(name)\(time) ms\(parallel.contains(stage) ? "  (summed over threads)" : "")")
        }
        Swift.print("  \("wall".padding(toLength: 10, withPad: " ", startingAt: 0))\(String(Int((report.seconds * 1000).rounded())).leftPadded(to: 6)) ms")
        fflush(nil)
    }
}

private extension String {
    func leftPadded(to width: Int) -> String { String(repeating: " ", count: max(0, width - count)) + self }
}
