import Diagnostics
import LayoutEngine
import Testing
@testable import SnippetInterpreter

/// The last preparation of the sources is reused by the next build (`serve` builds on every edit),
/// so it must never outlive a change: an edited file, a file that becomes the app's, another
/// compilation condition.
@Suite struct PreparedSourcesTests {
    static let failing = """
        import AsyncDisplayKit
        extension UIImage {
            static func faded(_ name: String) -> UIImage? {
                UIView.setAnimationDuration(0.3)
                return UIImage(named: name)
            }
        }
        """

    static func leftOut(_ text: String, isAppFile: Bool = true, conditions: Set<String> = ["DEBUG"]) -> [String] {
        SnippetEvaluator(sources: [.init(text: text, location: SourceLocation(file: "App/Image.swift", line: 1), isAppFile: isAppFile)],
                         images: [:], compilationConditions: conditions).leftOut.map(\.message)
    }

    @Test func an_edited_file_is_prepared_again() {
        #expect(Self.leftOut(Self.failing).count == 1)
        let fixed = Self.failing.replacingOccurrences(of: "UIView.setAnimationDuration(0.3)\n", with: "")
        #expect(Self.leftOut(fixed).isEmpty, "the edit removed what failed")
        #expect(Self.leftOut(Self.failing).count == 1, "and putting it back brings the warning back")
    }

    @Test func the_same_text_as_a_course_file_is_not_pruned() {
        #expect(Self.leftOut(Self.failing).count == 1)
        let course = SnippetEvaluator(sources: [.init(text: Self.failing, location: SourceLocation(file: "App/Image.swift", line: 1))], images: [:])
        #expect(course.leftOut.isEmpty, "a course's own Sources must check whole: nothing is left out")
    }

    @Test func another_compilation_condition_is_prepared_again() {
        let conditional = """
            import AsyncDisplayKit
            #if STAGING
            extension UIImage {
                static func faded() { UIView.setAnimationDuration(0.3) }
            }
            #endif
            """
        #expect(Self.leftOut(conditional, conditions: ["DEBUG"]).isEmpty)
        #expect(Self.leftOut(conditional, conditions: ["STAGING"]).count == 1)
    }
}
