import Diagnostics
import Foundation
import Pipeline

/// Prints diagnostics to standard error in compiler style and a summary line to standard output.
enum ReportPrinter {
    static func print(_ report: BuildReport) {
        for diagnostic in report.diagnostics.sorted {
            FileHandle.standardError.write(Data((diagnostic.description + "\n").utf8))
        }
        if report.succeeded {
            let ms = Int((report.seconds * 1000).rounded())
            Swift.print("built \(report.sessionCount) sessions, \(report.filesWritten) files into \(report.outputPath) in \(ms) ms (\(report.diagnostics.summary))")
        } else {
            Swift.print("build failed: \(report.diagnostics.summary); the previous site in \(report.outputPath) was kept")
        }
    }
}
