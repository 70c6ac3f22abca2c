import Diagnostics
import LayoutEngine
import Testing
@testable import SnippetInterpreter

/// Code that sizes or colours things at random runs with numbers from a fixed seed: the figure is
/// one run of it, the same in every build, and the first use says so. Such code was an error
/// ("has no member 'random'", "cannot find 'arc4random_uniform'") that Swift does not give.
@Suite struct RandomValueTests {
    static let bars = """
        let bars = (0..<6).map { _ -> ASDisplayNode in
            let bar = ASDisplayNode()
            let height = CGFloat.random(in: 10...40) + CGFloat(arc4random_uniform(5))
            bar.style.preferredSize = CGSize(width: 8 + CGFloat(Int.random(in: 0..<3)), height: height)
            return bar
        }
        ASStackLayoutSpec(direction: .horizontal, spacing: 2, justifyContent: .start, alignItems: .end, children: bars.shuffled())
        """

    @Test func every_run_draws_the_same_figure_and_says_why() throws {
        let first = evaluate(Self.bars), second = evaluate(Self.bars)
        #expect(first.diagnostics.map(\.message) == ["random values come from a fixed seed here: the figure shows one run, the same in every build"])
        #expect(first.diagnostics.first?.location?.line == 3)
        let frames = try #require(first.layout).absoluteFrames.map(\.frame)
        #expect(frames == second.layout?.absoluteFrames.map(\.frame))
        let bars = frames
        #expect(bars.count == 6)
        #expect(bars.allSatisfy { (8..<11).contains($0.size.width) && (10..<45).contains($0.size.height) })
        #expect(Set(bars.map(\.size.height)).count > 1, "the heights are not one value")
    }

    @Test func values_stay_in_their_ranges() {
        let result = evaluate("""
            for _ in 0..<200 {
                assert(Int.random(in: 3...3) == 3)
                let unit = CGFloat.random(in: 0..<0.5)
                assert(unit >= 0 && unit < 0.5)
                assert(Int.random(in: -2..<2) >= -2 && Int.random(in: -2..<2) < 2)
                assert(arc4random_uniform(1) == 0 && arc4random_uniform(0) == 0)
                assert(["a", "b"].randomElement() != nil)
            }
            let none: [Int] = []
            assert(none.randomElement() == nil)
            ASDisplayNode()
            """)
        #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty, "\(result.diagnostics)")
    }

    @Test(arguments: [
        ("Int.random(in: 0..<0)", "can't get a random value from an empty range, which stops the app"),
        ("CGFloat.random(in: 2...1)", "Range requires lowerBound <= upperBound, which stops the app"),
    ])
    func an_empty_range_stops_the_app(call: String, message: String) {
        let result = evaluate("let value = \(call)\nASDisplayNode()")
        #expect(result.diagnostics.filter { $0.severity == .error }.map(\.message) == [message])
    }
}
