import Testing
@testable import LayoutEngine

struct LayoutTreeDumpTests {
    /// Numbers keep at most two decimals with trailing zeros trimmed; children are indented two spaces.
    @Test func dump_is_indented_with_trimmed_numbers() {
        let stack = StackLayoutSpec(options: StackOptions(direction: .vertical, spacing: 2.5, alignItems: .start),
                                    children: [sized(10.25, 3, "a")], info: ElementInfo(name: "column"))
        let result = LayoutCalculator().layout(stack, in: range(0, 0, 100, 100))
        let expected = """
        node.display (0, 0, 10.5, 3)
          stack "column" [direction=vertical spacing=2.5 justify=start align=start] (0, 0, 10.5, 3)
            node.display "a" (0, 0, 10.5, 3)
        """
        #expect(LayoutTreeDump.dump(result.root) == expected)
    }

    @Test func number_text_trims_and_spells_out_specials() {
        #expect(NumberText.format(25.8333) == "25.83")
        #expect(NumberText.format(127.50) == "127.5")
        #expect(NumberText.format(-0.001) == "0")
        #expect(NumberText.format(.infinity) == "inf")
        #expect(NumberText.format(3.05) == "3.05")
    }
}
