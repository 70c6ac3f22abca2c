import ConstraintSolver
import Testing
import UIKitLayout

/// Rules of autolayout-semantics.md, each on the hierarchy of the reference case that checks it;
/// expected frames are the case's.
@Suite struct AutoLayoutEngineTests {
    @Test func U1_U10_centred_fixed_size_in_the_root_view() {
        var b = HierarchyBuilder()
        let box = b.add("box")
        b.pin(.view(box), .centerX, to: .view(b.root))
        b.pin(.view(box), .centerY, to: .view(b.root))
        b.pin(.view(box), .width, constant: 200)
        b.pin(.view(box), .height, constant: 120)
        let result = b.layout()
        #expect(b.framesByName(result)["box"] == ReferenceFrames.frames("center_fixed_size")["box"])
        #expect(result.conflicts.isEmpty && result.ambiguities.isEmpty)
    }

    @Test func U2_a_centre_multiplier_is_measured_from_the_common_ancestor() {
        var b = HierarchyBuilder()
        let track = b.add("track")
        let thumb = b.add("thumb", to: track)
        b.pin(.view(track), .centerX, to: .view(b.root))
        b.pin(.view(track), .top, to: .safeAreaLayoutGuide(b.root), constant: 40)
        b.pin(.view(track), .width, constant: 300)
        b.pin(.view(track), .height, constant: 60)
        b.pin(.view(thumb), .centerX, to: .view(track), multiplier: 0.5)
        b.pin(.view(thumb), .centerY, to: .view(track))
        b.pin(.view(thumb), .width, constant: 50)
        b.pin(.view(thumb), .height, constant: 50)
        let expected = ReferenceFrames.frames("multiplier_on_center_position_in_container")
        #expect(!expected.isEmpty)
        #expect(b.framesByName(b.layout()).filter { expected[$0.key] != nil } == expected)
    }

    @Test func U5_U6_higher_hugging_keeps_its_intrinsic_width() {
        var b = HierarchyBuilder()
        let row = b.add("row")
        let tag = b.add("tag", to: row, intrinsic: ContentSize(width: 100, height: 32))
        let value = b.add("value", to: row, intrinsic: ContentSize(width: 120, height: 32))
        b.hierarchy[tag].contentHugging[.horizontal] = 750
        b.pin(.view(row), .leading, to: .layoutMarginsGuide(b.root))
        b.pin(.view(row), .trailing, to: .layoutMarginsGuide(b.root))
        b.pin(.view(row), .top, to: .safeAreaLayoutGuide(b.root), constant: 20)
        b.pin(.view(row), .height, constant: 44)
        b.pin(.view(tag), .leading, to: .view(row))
        b.pin(.view(value), .leading, to: .view(tag), .trailing, constant: 8)
        b.pin(.view(value), .trailing, to: .view(row))
        b.pin(.view(tag), .centerY, to: .view(row))
        b.pin(.view(value), .centerY, to: .view(row))
        let expected = ReferenceFrames.frames("hugging_decides_which_view_stretches")
        #expect(!expected.isEmpty)
        #expect(b.framesByName(b.layout()).filter { expected[$0.key] != nil } == expected)
    }

    @Test func V2_fill_equally_gives_every_arranged_view_the_same_length() {
        var b = HierarchyBuilder()
        let daily = b.add("daily"), weekly = b.add("weekly"), monthly = b.add("monthly")
        let segments = b.stack("segments", of: [daily, weekly, monthly]) {
            $0.distribution = .fillEqually
            $0.spacing = 8
        }
        b.pin(.view(segments), .leading, to: .layoutMarginsGuide(b.root))
        b.pin(.view(segments), .trailing, to: .layoutMarginsGuide(b.root))
        b.pin(.view(segments), .top, to: .safeAreaLayoutGuide(b.root), constant: 20)
        b.pin(.view(daily), .height, constant: 48)
        let expected = ReferenceFrames.frames("stack_fill_equally")
        #expect(expected.count == 4)
        #expect(b.framesByName(b.layout()).filter { expected[$0.key] != nil } == expected)
    }

    @Test func T1_fitting_takes_the_smallest_height_the_required_chain_allows() {
        var b = HierarchyBuilder(rootName: "NoticeView")
        let header = b.add("header"), body = b.add("body")
        let stack = b.stack("stack", of: [header, body]) {
            $0.axis = .vertical
            $0.spacing = 8
        }
        for attribute in [Attribute.top, .leading, .trailing, .bottom] {
            b.pin(.view(stack), attribute, to: .layoutMarginsGuide(b.root))
        }
        b.pin(.view(header), .height, constant: 32)
        b.pin(.view(body), .height, constant: 64)
        let result = b.layout(as: .fitting(width: 300, scale: 2))
        let frames = b.framesByName(result)
        let expected = ReferenceFrames.frames("fitting_stack_inside_default_margins")
        #expect(expected.count == 3)
        #expect(frames.filter { expected[$0.key] != nil } == expected)
        let size = ReferenceFrames.rootSize("fitting_stack_inside_default_margins")
        #expect(size == frames["NoticeView"].map { [$0.width, $0.height] })
    }

    /// A self-sizing collection cell: what the view's constraints decide wins over the target (both
    /// at the fitting priority, 50); an axis they leave open takes the target's size.
    @Test func fitting_towards_a_target_keeps_what_constraints_decide() {
        var b = HierarchyBuilder(rootName: "Cell")
        let dot = b.add("dot")
        b.pin(.view(dot), .top, to: .view(b.root), constant: 8)
        b.pin(.view(dot), .leading, to: .view(b.root), constant: 8)
        b.pin(.view(dot), .width, constant: 24)
        b.pin(.view(dot), .height, constant: 24)
        b.pin(.view(b.root), .bottom, to: .view(dot), constant: 8)
        let frames = b.framesByName(b.layout(as: .fittingTarget(width: 120, height: 10, scale: 2)))
        // Height: 8 + 24 + 8 = 40, required; width: nothing but the target decides it.
        #expect(frames["Cell"].map { [$0.width, $0.height] } == [120, 40])
    }

    @Test func S6_the_later_of_two_required_widths_is_broken() throws {
        var b = HierarchyBuilder()
        let badge = b.add("badge")
        b.pin(.view(badge), .leading, to: .layoutMarginsGuide(b.root))
        b.pin(.view(badge), .top, to: .safeAreaLayoutGuide(b.root), constant: 20)
        b.pin(.view(badge), .height, constant: 20)
        b.pin(.view(badge), .width, constant: 20)
        b.pin(.view(badge), .width, constant: 40)
        let result = b.layout()
        #expect(b.framesByName(result)["badge"] == ReferenceFrames.frames("unsatisfiable_two_width_constants")["badge"])
        let conflict = try #require(result.conflicts.first)
        #expect(result.conflicts.count == 1)
        #expect(conflict.constraints.count == 2)
        #expect(ReferenceFrames.brokenConstraint("unsatisfiable_two_width_constants") == "badge.width == 40")
        #expect(conflict.broken.constant == 40 && conflict.brokenMatchesObservedPattern)
    }

    @Test func S6_an_autoresizing_frame_outranks_the_app_constraint() throws {
        var b = HierarchyBuilder()
        var boxView = View(name: "box", superview: b.root)
        boxView.frame = Frame(x: 20, y: 100, width: 100, height: 100)
        let box = b.hierarchy.addView(boxView)
        b.pin(.view(box), .width, constant: 200)
        let result = b.layout()
        #expect(b.framesByName(result)["box"] == ReferenceFrames.frames("unsatisfiable_frame_view_with_width_constraint")["box"])
        let conflict = try #require(result.conflicts.first)
        #expect(conflict.broken.origin.isApp && conflict.broken.constant == 200)
    }

    @Test func S8_a_missing_vertical_position_is_reported_for_that_view_only() {
        var b = HierarchyBuilder()
        let titleBar = b.add("titleBar"), box = b.add("box")
        b.pin(.view(titleBar), .top, to: .safeAreaLayoutGuide(b.root))
        b.pin(.view(titleBar), .leading, to: .view(b.root))
        b.pin(.view(titleBar), .trailing, to: .view(b.root))
        b.pin(.view(titleBar), .height, constant: 44)
        b.pin(.view(box), .centerX, to: .view(b.root))
        b.pin(.view(box), .width, constant: 200)
        b.pin(.view(box), .height, constant: 120)
        let result = b.layout()
        let ambiguous = Dictionary(result.ambiguities.map { (b.hierarchy[$0.view].name, $0.components.map(\.rawValue)) }, uniquingKeysWith: { a, _ in a })
        #expect(ambiguous == ReferenceFrames.ambiguousViews("ambiguous_missing_vertical_position"))
        #expect(b.framesByName(result)["titleBar"] == ReferenceFrames.frames("ambiguous_missing_vertical_position")["titleBar"])
    }

    @Test func S7_snapping_rounds_to_the_nearest_pixel_with_ties_up() {
        let grid = PixelGrid(scale: 2)
        #expect(grid.snap(950.25) == 950.5)
        #expect(grid.snap(950.2) == 950)
        #expect(grid.snap(173.249_999_9) == 173.5)
        #expect(grid.ceil(20.287) == 20.5)
    }
}
