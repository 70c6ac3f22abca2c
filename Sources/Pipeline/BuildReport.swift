import CourseModel
import Diagnostics

/// What a build did: its diagnostics, and what it wrote when it wrote anything.
public struct BuildReport: Sendable {
    public var diagnostics: DiagnosticList
    /// Files in the new site; 0 when the build failed and the previous site was kept.
    public var filesWritten: Int
    public var sessionCount: Int
    public var outputPath: String
    public var seconds: Double
    /// Seconds per stage, in pipeline order (`layoutbook build --timings`); see `StageTimes`.
    public var stageSeconds: [(stage: StageTimes.Stage, seconds: Double)] = []
    /// The course as this build read it (nil when it did not load): `serve`'s playground runs edits in it.
    public var course: Course?

    public var succeeded: Bool { !diagnostics.hasErrors }
}
