import ConstraintSolver
import Testing
import UIKitLayout

/// L3's second pass edits an intrinsic size in place; the result must be the layout a fresh solve gives.
@Suite struct AutoLayoutSessionTests {
    static func row(intrinsic: ContentSize) -> HierarchyBuilder {
        var b = HierarchyBuilder()
        let label = b.add("label", intrinsic: intrinsic)
        let badge = b.add("badge", intrinsic: ContentSize(width: 40, height: 20))
        b.pin(.view(label), .leading, to: .layoutMarginsGuide(b.root))
        b.pin(.view(label), .top, to: .safeAreaLayoutGuide(b.root), constant: 10)
        b.pin(.view(badge), .leading, to: .view(label), .trailing, constant: 8)
        b.pin(.view(badge), .trailing, .lessThanOrEqual, to: .layoutMarginsGuide(b.root))
        b.pin(.view(badge), .top, to: .view(label), .bottom, constant: 4)
        return b
    }

    @Test func L3_an_edited_intrinsic_size_gives_the_layout_a_fresh_solve_gives() {
        let before = Self.row(intrinsic: ContentSize(width: 120, height: 20.5))
        var session = AutoLayoutSession(before.hierarchy, root: before.root, as: .viewController(.iPhoneSE))
        let changed = ContentSize(width: 180, height: 41)
        let edited = session.setIntrinsicSize(changed, of: ViewID(index: 1))
        #expect(edited)
        let after = Self.row(intrinsic: changed)
        let fresh = AutoLayoutEngine.layout(after.hierarchy, root: after.root, as: .viewController(.iPhoneSE))
        #expect(session.result.frames == fresh.frames)
        // x = 16 (margin) + 180 + 8; y = 20 (safe area) + 10 + 41 + 4.
        #expect(session.result.frames[ViewID(index: 2)] == Frame(x: 204, y: 75, width: 40, height: 20))
    }

    @Test func losing_an_intrinsic_size_asks_for_a_fresh_layout() {
        let b = Self.row(intrinsic: ContentSize(width: 120, height: 20.5))
        var session = AutoLayoutSession(b.hierarchy, root: b.root, as: .viewController(.iPhoneSE))
        let edited = session.setIntrinsicSize(ContentSize(width: ContentSize.noIntrinsicMetric, height: 20.5), of: ViewID(index: 1))
        #expect(!edited)
    }
}
