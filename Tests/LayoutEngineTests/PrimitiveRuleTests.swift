import Testing
@testable import LayoutEngine

/// Geometry and style rules (semantics §1).
struct PrimitiveRuleTests {
    /// §1.1: disjoint ranges collapse to a point of the first (parent) range.
    @Test func intersect_parent_wins_when_disjoint() {
        #expect(range(0, 0, 5, 5).intersect(range(10, 10, 15, 15)) == SizeRange(exactly: Size(width: 5, height: 5)))
        #expect(range(10, 10, 15, 15).intersect(range(0, 0, 5, 5)) == SizeRange(exactly: Size(width: 10, height: 10)))
    }

    /// §1.1: clamping takes the minimum on an inverted range and for NaN.
    @Test func clamp_min_wins_on_inverted_range_and_nan() {
        let inverted = range(120, 0, 0, 10)
        #expect(inverted.clamp(Size(width: 50, height: .nan)) == Size(width: 120, height: 0))
    }

    /// §1.2: anything without a pt or % suffix is auto.
    @Test func dimension_bare_number_parses_as_auto() {
        #expect(Dimension(parsing: "100") == .auto)
        #expect(Dimension(parsing: "") == .auto)
        #expect(Dimension(parsing: "12.5pt") == .points(12.5))
        #expect(Dimension(parsing: "25%") == .fraction(0.25))
    }

    /// §1.4: min beats max, max beats exact.
    @Test func size_resolve_min_beats_max_beats_exact() {
        var style = LayoutStyle()
        style.width = .points(100)
        style.maxWidth = .points(50)
        #expect(style.resolvedRange(parentSize: .undefined).min.width == 50)
        style.minWidth = .points(80)
        #expect(style.resolvedRange(parentSize: .undefined).max.width == 80)
    }

    /// §1.4: a fraction of an undefined parent is auto.
    @Test func size_resolve_fraction_of_undefined_parent_is_auto() {
        var style = LayoutStyle()
        style.width = .fraction(0.5)
        #expect(style.resolvedRange(parentSize: .undefined) == .unconstrained)
        #expect(style.resolvedRange(parentSize: Size(width: 300, height: 300)).max.width == 150)
    }

    /// §1.5: ceilPx forgives FLT_EPSILON; floorPx likewise; roundPx rounds half away from zero.
    @Test func pixel_rounding_at_scale_two() {
        let grid = PixelGrid(scale: 2)
        #expect(grid.ceil(10.25) == 10.5)
        #expect(grid.ceil(10.5 + 1e-8) == 10.5)
        #expect(grid.ceil(-20.25) == -20)
        #expect(grid.floor(0.25) == 0)
        #expect(grid.round(0.25) == 0.5)
    }

    /// §1.3: preferredSize writes width and height as points.
    @Test func preferred_size_writes_points() {
        var style = LayoutStyle()
        style.preferredSize = Size(width: 40, height: 30)
        #expect(style.width == .points(40) && style.height == .points(30))
        #expect(style.flexShrink == 0 && style.flexGrow == 0)
    }

    /// A negative explicit width cannot be laid out; the parent's range wins and nothing crashes.
    @Test func negative_width_collapses_to_range_minimum() {
        let result = LayoutCalculator().layout(sized(-10, 10, "bad"), in: range(0, 0, 100, 100))
        #expect(result.root.size == Size(width: 0, height: 10))
    }
}
