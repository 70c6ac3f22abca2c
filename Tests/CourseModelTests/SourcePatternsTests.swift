import Diagnostics
import Foundation
import Testing
@testable import CourseModel

/// `sources:` in course.yml loads the app's own Swift files from outside Content/, by path, folder
/// or pattern, after Content/Sources; a pattern that names nothing is a warning at its line.
@Suite struct SourcePatternsTests {
    private static func course(sources: [String]) throws -> URL {
        try temporaryCourse(sources: sources, files: [
            "Content/Sources/Helpers.swift": "let spacing: CGFloat = 8\n",
            "App/Model/Product.swift": "struct Product { let name: String }\n",
            "App/Model/Reviews/Review.swift": "struct Review { let stars: Int }\n",
            "App/Model/README.md": "not Swift\n",
            "App/Views/CardNode.swift": "final class CardNode: ASDisplayNode {}\n",
        ])
    }

    @Test func patterns_folders_and_paths_load_after_content_sources_each_once() throws {
        let root = try Self.course(sources: ["App/Model/**/*.swift", "App/Views", "App/Model/Product.swift"])
        let (course, diagnostics) = CourseLoader(root: root).load()
        #expect(diagnostics.items.isEmpty, "\(diagnostics.items)")
        #expect(course?.sources.map(\.path) == [
            "Content/Sources/Helpers.swift", "App/Model/Product.swift", "App/Model/Reviews/Review.swift", "App/Views/CardNode.swift",
        ])
    }

    @Test func a_star_stays_in_its_folder() throws {
        let root = try Self.course(sources: ["App/Model/*.swift"])
        #expect(CourseLoader(root: root).load().course?.sources.map(\.path) == ["Content/Sources/Helpers.swift", "App/Model/Product.swift"])
    }

    @Test func an_absolute_path_or_pattern_is_read_where_it_points() throws {
        let app = try Self.course(sources: []).appendingPathComponent("App").path
        let root = try Self.course(sources: ["\"\(app)/Model/*.swift\"", "\"\(app)/Views\""])
        let (course, diagnostics) = CourseLoader(root: root).load()
        #expect(diagnostics.items.isEmpty, "\(diagnostics.items)")
        #expect(course?.sources.map(\.path) == ["Content/Sources/Helpers.swift", "\(app)/Model/Product.swift", "\(app)/Views/CardNode.swift"])
        #expect(course?.sources.last?.text == "final class CardNode: ASDisplayNode {}\n")
        #expect(SourcePatterns.folders(of: try #require(course?.config), root: root).map(\.path) == ["\(app)/Model", "\(app)/Views"])
    }

    @Test func a_pattern_that_names_nothing_is_a_warning_at_its_line() throws {
        let root = try Self.course(sources: ["App/Model/*.swift", "Model/*.swift"])
        let warnings = CourseLoader(root: root).load().diagnostics.items.filter { $0.severity == .warning }
        #expect(warnings.count == 1)
        #expect(warnings.first?.location?.line == 5)
        #expect(warnings.first?.message.contains("'Model/*.swift' names no Swift file") == true)
    }
}
