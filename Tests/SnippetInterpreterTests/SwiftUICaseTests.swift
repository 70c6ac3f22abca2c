import Diagnostics
import Foundation
import LayoutEngine
import SnippetInterpreter
import SwiftUILayout
import Testing

/// The 50 SwiftUI reference cases (../shared/reference/swiftui-cases.json, copied into Fixtures):
/// each case's code runs unedited, offered 375 × 667 with its root at (0, 0), and its named frames,
/// root size and drawn (offset) frames are within 0.5 pt of the case's.
@Suite struct SwiftUICaseTests {
    struct Case: Decodable, CustomTestStringConvertible {
        var name: String
        var source: String?
        var code: String
        var proposal: [Double]
        var rootSize: [Double]
        var frames: [String: [Double]]
        var drawn: [String: [Double]]?

        /// The rules it checks, then its name: `S3, S4 hstack_max_width_and_min_width_overflow`.
        var testDescription: String { [source, name].compactMap { $0 }.joined(separator: " ") }
    }

    /// SWIFTUI_CASES_FILE runs another file of the same schema; by default, the project's copy.
    static let casesFile = ProcessInfo.processInfo.environment["SWIFTUI_CASES_FILE"].map(URL.init(fileURLWithPath:))
    static let cases: [Case] = {
        let url = casesFile ?? URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/swiftui-cases.json")
        guard let data = try? Data(contentsOf: url) else { return [] }
        return (try? JSONDecoder().decode([Case].self, from: data)) ?? []
    }()

    static let tolerance = 0.5

    @Test func all_fifty_cases_are_read() {
        #expect(Self.casesFile != nil ? !Self.cases.isEmpty : Self.cases.count == 50)
    }

    @Test(arguments: cases) func reference_case(_ reference: Case) throws {
        let result = SnippetEvaluator(sources: [], images: [:]).run(
            .init(snippet: .init(text: reference.code, location: SourceLocation(file: "\(reference.name).swift", line: 1)),
                  device: Size(width: reference.proposal[0], height: reference.proposal[1])))
        let errors = result.diagnostics.filter { $0.severity == .error }
        #expect(errors.isEmpty, "\(errors.map(\.message))")
        let layout = try #require(result.swiftUI)
        Self.expectClose(layout.root.frame.size.width, reference.rootSize[0], "root width")
        Self.expectClose(layout.root.frame.size.height, reference.rootSize[1], "root height")
        var frames: [String: PlacedView] = [:]
        for view in layout.root.all { if let id = view.identifier, frames[id] == nil { frames[id] = view } }
        for (name, expected) in reference.frames {
            let view = try #require(frames[name], "no view named '\(name)' in \(frames.keys.sorted())")
            for (value, want) in zip(view.frame.values, expected) { Self.expectClose(value, want, "\(name) \(view.frame)") }
        }
        for (name, expected) in reference.drawn ?? [:] {
            // A named view's drawing is its content's: the view below the identifier moves.
            let view = try #require(frames[name])
            for (value, want) in zip(view.drawnFrame.values, expected) { Self.expectClose(value, want, "\(name) drawn \(view.drawnFrame)") }
        }
    }

    static func expectClose(_ value: Double, _ expected: Double, _ what: String) {
        #expect(abs(value - expected) <= tolerance, "\(what): \(value), expected \(expected)")
    }
}
