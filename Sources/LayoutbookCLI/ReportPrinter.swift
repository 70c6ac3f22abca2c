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
}
