import Testing
@testable import LayoutEngine

/// Rules of the single-child specs; expected numbers are worked out by hand from texture-semantics.md.
struct SpecRuleTests {
    let calculator = LayoutCalculator(scale: 2)

    /// §2.3: both horizontal insets infinite → x = max − roundPx((max − w) / 2) − w.
    /// Child 20.25 is ceiled to 20.5; (100 − 20.5) / 2 = 39.75 → roundPx 40 → x = 100 − 40 − 20.5 = 39.5.
    @Test func inset_infinite_inset_centers_child() {
        let spec = InsetLayoutSpec(insets: EdgeInsets(top: 0, left: .infinity, bottom: 0, right: .infinity),
                                   child: sized(20.25, 10, "child"))
        let result = calculator.layout(spec, in: SizeRange(exactly: Size(width: 100, height: 10)))
        #expect(frames(result)["child"] == Rect(x: 39.5, y: 0, width: 20.5, height: 10))
        #expect(result.root.size == Size(width: 100, height: 10))
    }

    /// §2.3 limitation: an infinite inset on an unbounded axis gives an invalid size → 0×0 plus a warning.
    @Test func inset_infinite_inset_on_unbounded_axis_warns_instead_of_crashing() {
        let spec = InsetLayoutSpec(insets: EdgeInsets(top: .infinity), child: sized(10, 10, "child"))
        let result = calculator.layout(spec, in: .unconstrained)
        #expect(result.root.size == .zero)
        #expect(result.warnings.contains { if case .invalidSize = $0 { true } else { false } })
    }

    /// §2.2 step 3: a fraction flex basis is a fraction of the stack's exact main size. Within 0…200 the
    /// width is not exact, the percentage resolves against an undefined length, and the engine says so;
    /// with an exact 200 the basis is 50% × 200 = 100 and there is nothing to warn about.
    @Test func stack_fraction_basis_needs_an_exact_main_size() {
        var child = DisplayNode.plain(intrinsicSize: Size(width: 30, height: 10), info: ElementInfo(name: "half"))
        child.style.flexBasis = .fraction(0.5)
        let stack = StackLayoutSpec(options: StackOptions(direction: .horizontal), children: [child])
        let loose = calculator.layout(stack, in: range(0, 0, 200, 100))
        #expect(loose.warnings.contains(.fractionOfUndefinedLength(element: "half", property: "flexBasis", fraction: 0.5,
                                                                    reference: "its stack's width")))
        let exact = calculator.layout(stack, in: range(200, 0, 200, 100))
        #expect(exact.warnings.isEmpty)
        #expect(frames(exact)["half"]?.size.width == 100)
    }

    /// §2.5 with a ratio of 0, clamped to 0.001: the width candidate (100, floorPx(0.1) = 0) is closer
    /// to the ratio than the height candidate (100, 100), so the child is 100×0.
    @Test func ratio_zero_is_clamped_not_crash() {
        let spec = RatioLayoutSpec(ratio: 0, child: DisplayNode.plain(info: ElementInfo(name: "child")))
        let result = calculator.layout(spec, in: range(0, 0, 100, 100))
        #expect(result.root.size == Size(width: 100, height: 0))
        #expect(result.warnings == [.invalidRatio(element: nil, ratio: 0, used: 0.001)])
        #expect(result.warnings.first?.description == "An unnamed element has ratio 0, expected a positive number; 0.001 was used.")
    }

    /// §2.4: position "none" hands the child the spec's minimum (70×100 child forced up to 100×120).
    @Test func relative_none_position_forces_child_to_minimum() {
        let child = DisplayNode.plain(intrinsicSize: Size(width: 70, height: 100), info: ElementInfo(name: "child"))
        let spec = RelativeLayoutSpec(options: RelativeOptions(horizontal: .none, vertical: .none), child: child)
        let result = calculator.layout(spec, in: range(100, 120, 320, 160))
        #expect(frames(result)["child"] == Rect(x: 0, y: 0, width: 100, height: 120))
        #expect(result.root.size == Size(width: 320, height: 160))
    }

    /// §2.6: the background is measured exactly at the content size.
    @Test func background_takes_exact_content_size() {
        let spec = BackgroundLayoutSpec(child: sized(30, 20, "content"), background: sized(0, 0, "fill"))
        let result = calculator.layout(spec, in: range(0, 0, 100, 100))
        #expect(frames(result)["fill"] == Rect(x: 0, y: 0, width: 30, height: 20))
    }

    /// §2.7: a child without a size fills from its position to a bounded maximum (100 − 30 by 50 − 10).
    @Test func absolute_child_without_size_fills_to_maximum() {
        var style = LayoutStyle()
        style.layoutPosition = Point(x: 30, y: 10)
        let child = DisplayNode.plain(style: style, info: ElementInfo(name: "child"))
        let result = calculator.layout(AbsoluteLayoutSpec(children: [child]), in: range(0, 0, 100, 50))
        #expect(frames(result)["child"] == Rect(x: 30, y: 10, width: 70, height: 40))
        #expect(result.root.size == Size(width: 100, height: 50))
    }

    /// §2.1: the wrapper is the larger of its minimum and its largest child.
    @Test func wrapper_takes_largest_child_or_minimum() {
        let spec = WrapperLayoutSpec(children: [sized(100, 10), sized(50, 60)])
        #expect(calculator.layout(spec, in: range(0, 20, 500, 500)).root.size == Size(width: 100, height: 60))
    }
}
