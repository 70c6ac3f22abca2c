import Testing
@testable import LayoutEngine

/// Texture's per-node layout cache (semantics §3.1): a node reuses its previous calculation when both the
/// range and the parent size equal those of that calculation; NaN never compares equal. The recorded leaf
/// ranges show which measurements really ran.
struct LayoutCacheTests {
    let calculator = LayoutCalculator(scale: 2, recordsLeafRanges: true)

    @Test func same_range_and_parent_size_reuses_the_previous_calculation() {
        let leaf = sized(10, 10, "leaf")
        let result = calculator.layout(WrapperLayoutSpec(children: [leaf, leaf]), in: range(0, 0, 100, 100))
        #expect(result.leafRanges["leaf"]?.count == 1)
        #expect(result.root.children.first?.children.map(\.size) == [Size(width: 10, height: 10), Size(width: 10, height: 10)])
    }

    /// A vertical stack with a flexible range hands its children an undefined (NaN) parent size.
    @Test func undefined_parent_size_never_hits() {
        let leaf = sized(10, 10, "leaf")
        let stack = StackLayoutSpec(options: StackOptions(direction: .vertical, alignItems: .start), children: [leaf, leaf])
        let result = calculator.layout(stack, in: range(0, 0, 100, 100))
        #expect(result.leafRanges["leaf"]?.count == 2)
    }

    /// Only the previous calculation is kept: A, B, A calculates three times.
    @Test func only_the_previous_calculation_is_kept() {
        let leaf = sized(10, 10, "leaf")
        let inset = InsetLayoutSpec(insets: EdgeInsets(top: 1, left: 1, bottom: 1, right: 1), child: leaf)
        let result = calculator.layout(WrapperLayoutSpec(children: [leaf, inset, leaf]), in: range(0, 0, 100, 100))
        #expect(result.leafRanges["leaf"]?.count == 3)
    }

    /// A mutated copy is a different node: it never receives the original's cached layout.
    @Test func mutated_copy_does_not_share_cached_layouts() {
        let leaf = sized(10, 10, "leaf")
        var wider = leaf
        wider.style.width = .points(20)
        let result = calculator.layout(WrapperLayoutSpec(children: [leaf, wider]), in: range(0, 0, 100, 100))
        #expect(result.root.size == Size(width: 20, height: 10))
        #expect(result.leafRanges["leaf"]?.count == 2)
    }
}
