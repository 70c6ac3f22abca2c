import Testing
@testable import LayoutEngine

/// A pass writes every calculation into one store; a layout is a view of it. These check what that must
/// not change: a calculation reused by two parents keeps a position for each, large trees keep every frame
/// across the store's chunks, and a result stays intact while later passes reuse the store's memory.
struct LayoutStoreTests {
    let calculator = LayoutCalculator(scale: 2, recordsLeafRanges: true)

    /// The same node twice in a stack with an exact size: both children get the same range and a defined parent
    /// size, so the second is the first's cached calculation (§3.1), placed 10 further along the main axis.
    @Test func reused_calculation_keeps_a_position_for_each_parent_slot() {
        let leaf = sized(10, 10, "leaf")
        let row = StackLayoutSpec(options: StackOptions(direction: .horizontal, alignItems: .start),
                                  children: [leaf, leaf])
        let result = calculator.layout(row, in: range(100, 100, 100, 100))
        #expect(result.leafRanges["leaf"]?.count == 1)
        #expect(result.root.children[0].children.map(\.frame) == [Rect(x: 0, y: 0, width: 10, height: 10),
                                                                 Rect(x: 10, y: 0, width: 10, height: 10)])
        #expect(result.flattened.children.map(\.frame) == [Rect(x: 0, y: 0, width: 10, height: 10),
                                                          Rect(x: 10, y: 0, width: 10, height: 10)])
    }

    /// A vertical stack without spacing puts each child right below the one before (§2.2 step 9), however
    /// many there are: 3,000 children span several chunks of records and of child entries.
    @Test func thousands_of_children_keep_their_own_frames() {
        let heights = (0..<3_000).map { Double($0 % 7 + 1) }
        let column = StackLayoutSpec(options: StackOptions(direction: .vertical, alignItems: .start),
                                     children: heights.map { sized(5, $0) })
        let frames = calculator.layout(column, in: range(0, 0, 50, .infinity)).flattened.children.map(\.frame)
        var top = 0.0
        var expected: [Rect] = []
        for height in heights {
            expected.append(Rect(x: 0, y: top, width: 5, height: height))
            top += height
        }
        #expect(frames == expected)
    }

    /// Records keep no baselines; a layout works them out again by the rules the calculation used
    /// (§2.2 step 11, §3.2): a vertical stack exports its first child's ascender and its last child's
    /// descender, a text node its font's (placeholder: 0.8 and −0.2 × the font size), anything else its style's.
    @Test func baselines_are_worked_out_again_by_the_rules() {
        let placeholder = LayoutCalculator(scale: 2, textMeasurer: PlaceholderTextMeasurer())
        var styled = LayoutStyle()
        styled.ascender = 3
        styled.descender = -7
        styled.preferredSize = Size(width: 10, height: 10)
        var rowStyle = LayoutStyle()
        rowStyle.ascender = 5
        rowStyle.descender = -1
        let title = DisplayNode.text(TextContent(text: AttributedText(spans: [TextSpan(text: "Title", fontSize: 20)])))
        let inner = StackLayoutSpec(options: StackOptions(direction: .vertical),
                                    children: [title, DisplayNode.plain(style: styled)])
        let row = StackLayoutSpec(options: StackOptions(direction: .horizontal),
                                  children: [DisplayNode.plain(style: styled)], style: rowStyle)
        let column = StackLayoutSpec(options: StackOptions(direction: .vertical),
                                     children: [inner, row, DisplayNode.plain(style: styled)])
        // The root is the unnamed node hosting the column.
        let layout = placeholder.layout(column, in: range(0, 0, 200, .infinity)).root.children[0]
        #expect(layout.ascender == 16)
        #expect(layout.descender == -7)
        #expect(layout.children[0].ascender == 16)
        #expect(layout.children[0].descender == -7)
        #expect(layout.children[0].children[0].descender == -4)
        #expect(layout.children[1].ascender == 5)
        #expect(layout.children[1].descender == -1)
        #expect(layout.children[2].ascender == 3)
    }

    /// A column stretches its narrower child to the wider one (§2.2 step 7), measuring it a second time:
    /// host node, stack, both children, then the stretched child again — five calculations for four elements.
    @Test func calculation_count_includes_the_stretch_remeasure() {
        let narrow = DisplayNode.plain(intrinsicSize: Size(width: 10, height: 5), info: ElementInfo(name: "narrow"))
        let wide = DisplayNode.plain(intrinsicSize: Size(width: 20, height: 5), info: ElementInfo(name: "wide"))
        let column = StackLayoutSpec(options: StackOptions(direction: .vertical), children: [narrow, wide])
        let result = calculator.layout(column, in: range(0, 0, 100, .infinity))
        #expect(result.calculationCount == 5)
        #expect(result.leafRanges["narrow"]?.count == 2)
        #expect(frames(result)["narrow"] == Rect(x: 0, y: 0, width: 20, height: 5))
    }

    /// Stores of finished passes hand their memory to later ones; a result still held must keep its own.
    @Test func a_result_survives_later_passes() {
        let column = StackLayoutSpec(options: StackOptions(direction: .vertical, alignItems: .start),
                                     children: (0..<2_000).map { _ in sized(4, 2) })
        let kept = calculator.layout(column, in: range(0, 0, 50, .infinity))
        for _ in 0..<3 {
            let other = StackLayoutSpec(options: StackOptions(direction: .horizontal, alignItems: .start),
                                        children: (0..<2_000).map { _ in sized(3, 9) })
            _ = calculator.layout(other, in: range(0, 0, .infinity, 50))
        }
        let frames = kept.flattened.children.map(\.frame)
        #expect(frames.count == 2_000)
        #expect(frames.enumerated().allSatisfy { $1 == Rect(x: 0, y: Double($0) * 2, width: 4, height: 2) })
        #expect(kept.root.size == Size(width: 4, height: 4_000))
    }

    /// Records do not retain descriptions: the store keeps the laid-out tree alive, and what a layoutSpecBlock
    /// built or a spec described during the pass. Read after the tree is gone and its memory has had every
    /// chance to be reused.
    @Test func a_result_outlives_its_tree_and_what_blocks_built() {
        func laidOut() -> LayoutResult {
            let host = DisplayNode.withLayoutSpec(info: ElementInfo(name: "host")) { _ in
                StackLayoutSpec(options: StackOptions(direction: .vertical),
                                children: [sized(10, 20, "inner"), EmptyLayoutSpec(info: ElementInfo(name: "gap"))],
                                info: ElementInfo(name: "built by the block"))
            }
            let inset = InsetLayoutSpec(insets: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4), child: host,
                                        info: ElementInfo(name: "inset"))
            return calculator.layout(inset, in: range(0, 0, 100, 100))
        }
        let result = laidOut()
        let churn = (0..<20_000).map { sized(Double($0), 1, "churn \($0)") }
        let inset = result.root.children.first
        #expect(inset?.name == "inset")
        #expect(inset?.children.first?.name == "host")
        #expect(inset?.children.first?.children.first?.name == "built by the block")
        // An empty spec's description is made while it calculates.
        #expect(inset?.children.first?.children.first?.children.map(\.name) == ["inner", "gap"])
        #expect(result.flattened.children.map(\.name) == ["host"])
        #expect(result.flattened.children.first?.children.map(\.name) == ["inner"])
        #expect(churn.count == 20_000)
    }

    /// Elements are immutable and stores draw their blocks from one shared pool, so passes on several
    /// threads at once must each get the frames a single pass gets: here 2,000 rows 3 tall, one under the
    /// other (§2.2 step 9), laid out by eight tasks at the same time, 25 times each.
    @Test func passes_on_several_threads_keep_their_own_frames() async {
        let column = StackLayoutSpec(options: StackOptions(direction: .vertical, alignItems: .start),
                                     children: (0..<2_000).map { sized(6, 3, "row \($0)") })
        let calculator = calculator
        let correct = await withTaskGroup(of: Bool.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    // Many passes per task, so that blocks change hands between threads many times.
                    (0..<25).allSatisfy { _ in
                        let frames = calculator.layout(column, in: range(0, 0, 50, .infinity)).flattened.children
                        return frames.count == 2_000 && frames.enumerated().allSatisfy { index, node in
                            node.frame == Rect(x: 0, y: Double(index) * 3, width: 6, height: 3) && node.name == "row \(index)"
                        }
                    }
                }
            }
            return await group.reduce(0) { $0 + ($1 ? 1 : 0) }
        }
        #expect(correct == 8)
    }
}
