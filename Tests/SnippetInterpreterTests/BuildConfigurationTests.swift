import Diagnostics
import LayoutEngine
import Testing
@testable import SnippetInterpreter

/// `#if` is evaluated as an iOS app build would evaluate it: the iOS branch runs, a macOS branch is
/// neither run nor checked, and `DEBUG` follows the course's compilation conditions.
@Suite struct BuildConfigurationTests {
    private func width(_ snippet: String, conditions: Set<String> = ["DEBUG"]) throws -> Double {
        let result = SnippetEvaluator(sources: [], images: [:], compilationConditions: conditions).run(
            .init(snippet: .init(text: snippet, location: SourceLocation(file: "ifconfig.swift", line: 1)),
                  device: Size(width: 375, height: 667)))
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let layout = try #require(result.layout)
        return try #require(layout.flattened.children.first).frame.size.width
    }

    private static let boxInCenter = """
        ASCenterLayoutSpec(centeringOptions: .XY, sizingOptions: [], child: box)
        """

    @Test func statements_take_the_ios_branch_and_skip_what_ios_does_not_compile() throws {
        #expect(try width("""
            let box = ASDisplayNode()
            #if os(macOS)
            box.style.preferredSize = NSSize(width: 10, height: 10)
            #elseif canImport(UIKit) && !targetEnvironment(macCatalyst)
            box.style.preferredSize = CGSize(width: 30, height: 30)
            #else
            box.style.preferredSize = CGSize(width: 50, height: 50)
            #endif
            \(Self.boxInCenter)
            """) == 30)
    }

    /// `#available` is the device's iOS, 17.0 (the version whose rules the engines follow): an
    /// earlier or equal version holds, a later one does not, `#unavailable` is the opposite, and a
    /// list without iOS holds through its `*`. It was "this kind of condition is not supported"
    /// (43 files of the corpora use it).
    @Test func availability_is_that_of_ios_17() throws {
        #expect(try width("""
            func side() -> CGFloat {
                var side: CGFloat = 0
                if #available(iOS 13.0, *) { side += 1 }
                if #available(iOS 17, macOS 14, *) { side += 2 }
                if #available(iOS 17.1, *) { side += 4 }
                if #available(iOS 18.0, *) { side += 8 } else { side += 16 }
                if #available(macOS 15, *) { side += 32 }
                if #unavailable(iOS 16) { side += 64 }
                if #unavailable(iOS 26) { side += 128 }
                guard #available(iOS 11.0, *) else { return 0 }
                return side
            }
            let box = ASDisplayNode()
            box.style.preferredSize = CGSize(width: side(), height: 10)
            \(Self.boxInCenter)
            """) == 1 + 2 + 16 + 32 + 128)
    }

    @Test func members_in_a_class_body_follow_the_debug_condition() throws {
        let snippet = """
            final class Box: ASDisplayNode {
                #if DEBUG
                let side: CGFloat = 44
                #else
                let side: CGFloat = 20
                #endif
                override init() {
                    super.init()
                    style.preferredSize = CGSize(width: side, height: side)
                }
            }
            let box = Box()
            \(Self.boxInCenter)
            """
        #expect(try width(snippet) == 44)
        #expect(try width(snippet, conditions: []) == 20)
    }

    @Test func declarations_inside_a_top_level_if_are_visible() throws {
        #expect(try width("""
            #if canImport(AsyncDisplayKit)
            import AsyncDisplayKit
            func makeBox() -> ASDisplayNode {
                let box = ASDisplayNode()
                box.style.preferredSize = CGSize(width: 12, height: 12)
                return box
            }
            #endif
            let box = makeBox()
            \(Self.boxInCenter)
            """) == 12)
    }
}
