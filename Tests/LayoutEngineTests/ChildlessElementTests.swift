import Testing
@testable import LayoutEngine

/// Elements with no child, by the rules in texture-semantics.md (§2 "a bare layout spec measures to
/// R.min with no children", §2.1 wrapper, §2.2 step 0 stack, §2.7 absolute), and the empty spec as
/// Texture's flexible spacer. Every expected size is worked out from those rules by hand.
struct ChildlessElementTests {
    let calculator = LayoutCalculator(scale: 2)
    let loose = range(10, 20, 300, 400)

    @Test func a_bare_spec_is_its_range_minimum() {
        #expect(calculator.layout(EmptyLayoutSpec(), in: loose).root.size == Size(width: 10, height: 20))
    }

    @Test func a_bare_spec_takes_its_own_style_size() {
        var style = LayoutStyle()
        style.width = .points(40)
        style.minHeight = .points(30)
        #expect(calculator.layout(EmptyLayoutSpec(style: style), in: loose).root.size == Size(width: 40, height: 30))
    }

    @Test func an_empty_stack_wrapper_and_absolute_spec_are_their_range_minimum_or_fill_a_bounded_max() {
        #expect(calculator.layout(StackLayoutSpec(options: StackOptions(direction: .vertical), children: []), in: loose).root.size
                == Size(width: 10, height: 20))
        #expect(calculator.layout(WrapperLayoutSpec(children: []), in: loose).root.size == Size(width: 10, height: 20))
        // §2.7 default sizing: a bounded max is the size; an unbounded axis wraps (no children: R.min).
        #expect(calculator.layout(AbsoluteLayoutSpec(children: []), in: loose).root.size == Size(width: 300, height: 400))
        #expect(calculator.layout(AbsoluteLayoutSpec(children: []), in: range(10, 20, 300, .infinity)).root.size
                == Size(width: 300, height: 20))
    }

    /// §2.2 step 5: 375 − 50 − 50 = 275 left over; the spacer's grow factor is the only one, so it gets
    /// all of it, is measured again at exactly 275 and, as a bare spec, is exactly that wide.
    @Test func a_bare_spec_with_flex_grow_is_a_spacer() {
        var spacerStyle = LayoutStyle()
        spacerStyle.flexGrow = 1
        let stack = StackLayoutSpec(options: StackOptions(direction: .horizontal, alignItems: .start),
                                    children: [sized(50, 50, "leading"), EmptyLayoutSpec(style: spacerStyle), sized(50, 50, "trailing")])
        let result = calculator.layout(stack, in: range(375, 0, 375, .infinity))
        #expect(frames(result)["trailing"] == Rect(x: 325, y: 0, width: 50, height: 50))
        #expect(result.root.size == Size(width: 375, height: 50))
    }

    /// Two spacers share the leftover equally: (300 − 40) / 2 = 130 each, so the middle box is centred.
    @Test func two_spacers_centre_what_is_between_them() {
        var spacerStyle = LayoutStyle()
        spacerStyle.flexGrow = 1
        let stack = StackLayoutSpec(options: StackOptions(direction: .horizontal, alignItems: .start),
                                    children: [EmptyLayoutSpec(style: spacerStyle), sized(40, 10, "middle"), EmptyLayoutSpec(style: spacerStyle)])
        let result = calculator.layout(stack, in: range(300, 0, 300, .infinity))
        #expect(frames(result)["middle"] == Rect(x: 130, y: 0, width: 40, height: 10))
    }
}
