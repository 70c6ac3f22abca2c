import Foundation

/// `layoutbook test --format junit FILE`: the report as JUnit XML for CI dashboards.
public enum JUnitReport {
    public static func xml(_ report: VerificationReport, suiteName: String) -> String {
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites tests=\"\(report.checks.count)\" failures=\"\(report.failedCount)\" time=\"\(String(format: "%.3f", report.seconds))\">\n"
        xml += "  <testsuite name=\"\(escape(suiteName))\" tests=\"\(report.checks.count)\" failures=\"\(report.failedCount)\">\n"
        for check in report.checks {
            xml += "    <testcase name=\"\(escape(check.name))\" classname=\"\(escape(suiteName))\""
            if let failure = check.failure {
                xml += ">\n      <failure message=\"\(escape(failure.message))\">\(escape(failure.description))</failure>\n    </testcase>\n"
            } else {
                xml += "/>\n"
            }
        }
        return xml + "  </testsuite>\n</testsuites>\n"
    }

    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
