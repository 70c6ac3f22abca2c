import Diagnostics

/// The result of `layoutbook test`: one check per snippet or pair of snippets.
public struct VerificationReport: Sendable {
    public struct Check: Sendable {
        /// What was checked, for the JUnit report (`02-stacks.md: cheat 'pad' equals its target`).
        public var name: String
        public var failure: Diagnostic?

        public var passed: Bool { failure == nil }
    }

    public var checks: [Check] = []
    /// Notes that are not failures (a diagram with no recording yet).
    public var notes: [Diagnostic] = []
    public var seconds: Double = 0

    public var passedCount: Int { checks.count(where: \.passed) }
    public var failedCount: Int { checks.count - passedCount }
    public var failures: [Diagnostic] { checks.compactMap(\.failure) }

    /// The closing line, on its own, like other test runners.
    public var summary: String { "\(passedCount) passed, \(failedCount) failed" }

    mutating func pass(_ name: String) {
        checks.append(Check(name: name, failure: nil))
    }

    public mutating func fail(_ name: String, _ diagnostic: Diagnostic) {
        checks.append(Check(name: name, failure: diagnostic))
    }
}
