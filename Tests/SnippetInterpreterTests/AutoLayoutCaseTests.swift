import Diagnostics
import Foundation
import LayoutEngine
import SnippetInterpreter
import Testing

/// The 50 Auto Layout reference cases (../shared/reference/autolayout-cases.json, copied beside the
/// UIKitLayout tests): each case's code runs unedited, and its frames, fitted size, conflict and
/// ambiguity are the case's.
@Suite struct AutoLayoutCaseTests {
    struct Case: Decodable, CustomTestStringConvertible {
        struct Conflict: Decodable { var broken: String? }
        var name: String
        var source: [String]?
        var root: String
        var code: String
        var frames: [String: [Double]]?
        var unchecked: [String: String]?
        var rootSize: [Double]?
        var conflict: Conflict?
        var ambiguous: Bool?
        var ambiguousViews: [String: [String]]?
        var partialFrames: [String: [String: Double]]?

        /// The rules it checks, then its name: `U9 S6 unsatisfiable_frame_view_with_width_constraint`.
        var testDescription: String { ((source ?? []) + [name]).joined(separator: " ") }

        /// `fitting(width: 320)` → 320; a view controller fills the 375-pt device.
        var deviceWidth: Double {
            guard root.hasPrefix("fitting"), let number = root.split(whereSeparator: { !$0.isNumber && $0 != "." }).first else { return 375 }
            return Double(number) ?? 375
        }
    }

    /// AUTOLAYOUT_CASES_FILE runs another file of the same schema; by default, the project's copy.
    static let casesFile = ProcessInfo.processInfo.environment["AUTOLAYOUT_CASES_FILE"].map(URL.init(fileURLWithPath:))
    static let cases: [Case] = {
        let url = casesFile ?? URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("UIKitLayoutTests/Fixtures/autolayout-cases.json")
        guard let data = try? Data(contentsOf: url) else { return [] }
        return (try? JSONDecoder().decode([Case].self, from: data)) ?? []
    }()

    /// Image sizes never change an expected frame (the cases give images required sizes); any size does.
    static let images = ["avatar": Size(width: 60, height: 60), "landscape": Size(width: 1600, height: 900)]

    @Test func all_fifty_cases_are_read() {
        #expect(Self.casesFile != nil ? !Self.cases.isEmpty : Self.cases.count == 50)
    }

    @Test(arguments: cases) func reference_case(_ reference: Case) throws {
        let result = SnippetEvaluator(sources: [], images: Self.images).run(
            .init(snippet: .init(text: reference.code, location: SourceLocation(file: "\(reference.name).swift", line: 1)),
                  device: Size(width: reference.deviceWidth, height: 667)))
        let errors = result.diagnostics.filter { $0.severity == .error }
        #expect(errors.isEmpty, "\(errors.map(\.message))")
        let layout = try #require(result.layout)
        var frames: [String: Rect] = [:]
        for frame in layout.absoluteFrames { if let name = frame.name { frames[name] = frame.frame } }
        for (name, expected) in reference.frames ?? [:] where reference.unchecked?[name] == nil {
            let frame = try #require(frames[name], "no view named '\(name)' in \(frames.keys.sorted())")
            #expect([frame.origin.x, frame.origin.y, frame.size.width, frame.size.height] == expected, "\(name)")
        }
        if let size = reference.rootSize {
            #expect([layout.root.size.width, layout.root.size.height] == size)
        }
        let warnings = result.diagnostics.filter { $0.severity == .warning }.map(\.message)
        let conflicts = warnings.filter { $0.hasPrefix("unable to simultaneously satisfy") }
        if let conflict = reference.conflict {
            #expect(conflicts.count == 1, "\(warnings)")
            if let broken = conflict.broken { #expect(conflicts.first?.contains("UIKit breaks '\(broken)") == true, "\(conflicts)") }
        } else {
            #expect(conflicts.isEmpty, "\(conflicts)")
        }
        let ambiguities = warnings.filter { $0.hasPrefix("layout is ambiguous") }
        let expectedAmbiguities = reference.ambiguousViews ?? [:]
        #expect(ambiguities.count == expectedAmbiguities.count, "\(ambiguities)")
        for (view, components) in expectedAmbiguities {
            #expect(ambiguities.contains { $0.contains("determines \(view)'s \(components.joined(separator: ", "));") }, "\(ambiguities)")
        }
        for (view, components) in reference.partialFrames ?? [:] {
            let frame = try #require(frames[view])
            let actual = ["x": frame.origin.x, "y": frame.origin.y, "width": frame.size.width, "height": frame.size.height]
            for (component, value) in components { #expect(actual[component] == value, "\(view).\(component)") }
        }
    }
}
