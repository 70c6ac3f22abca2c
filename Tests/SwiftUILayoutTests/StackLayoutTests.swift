import Testing
@testable import SwiftUILayout

/// The stack rules of swiftui-semantics.md (S1–S9, SP1–SP3); expected frames are worked out from
/// the rules by hand in each test's comment.
@Suite struct StackLayoutTests {
    /// S3–S6, the worked example of section 13: red (0…100 wide) goes first and takes 100; green
    /// clamps its proposal up to 150; the 250-wide stack overflows its 200 frame, centred at −25.
    @Test func s4_lessFlexibleChildGoesFirstAndTheStackOverflows() throws {
        let root = hStack(spacing: 0, color().frame(FlexibleFrame(maxWidth: 100)).id("capped"),
                          color().frame(FlexibleFrame(minWidth: 150)).id("atLeast150")).frame(width: 200, height: 100)
        let frames = try layOut(root).framesByIdentifier
        #expect(frames["capped"] == ViewFrame(x: -25, y: 0, width: 100, height: 100))
        #expect(frames["atLeast150"] == ViewFrame(x: 75, y: 0, width: 150, height: 100))
    }

    /// S1, G1: three colours share 375 − 2 × 8 = 359, a third each.
    @Test func g1_defaultGapBetweenPlainViewsIsEight() throws {
        let root = hStack(color("a"), color("b"), color("c")).frame(width: 375, height: 100)
        let frames = try layOut(root).framesByIdentifier
        #expect(abs(frames["b"]!.x - (359.0 / 3 + 8)) < 1e-9)
        #expect(abs(frames["c"]!.width - 359.0 / 3) < 1e-9)
    }

    /// SP1–SP2: the Spacer is sized last and keeps only its minimum (8) when colours want the rest.
    @Test func sp2_spacerYieldsToFlexibleColors() throws {
        let root = hStack(spacing: 0, color("left"), spacer(), color("right")).frame(width: 375, height: 60)
        let frames = try layOut(root).framesByIdentifier
        #expect(frames["left"] == ViewFrame(x: 0, y: 0, width: 183.5, height: 60))
        #expect(frames["right"] == ViewFrame(x: 191.5, y: 0, width: 183.5, height: 60))
    }

    /// LP1, S4: the priority-1 child is offered everything minus the others' minimums (40 + 60).
    @Test func lp1_higherPriorityIsOfferedTheRestFirst() throws {
        let root = hStack(spacing: 10, color().frame(FlexibleFrame(minWidth: 40)).id("min40"), color("main").layoutPriority(1),
                          color().frame(width: 60).id("fixed60")).frame(width: 375, height: 100)
        let frames = try layOut(root).framesByIdentifier
        #expect(abs(frames["main"]!.width - (375 - 20 - 40 - 60)) < 1e-9)
        #expect(frames["fixed60"]?.x == 315)
    }

    /// S9: `.bottom` lines up bottoms; the 100-tall stack is centred in a 300-tall frame.
    @Test func s9_bottomAlignment() throws {
        let root = hStack(alignment: .bottom, color().frame(width: 50, height: 100).id("a"), color().frame(width: 50, height: 30).id("b"))
            .frame(width: 375, height: 300)
        let frames = try layOut(root).framesByIdentifier
        #expect(frames["a"]?.y == 100)
        #expect(frames["b"]?.y == 170)
    }

    /// C2, S3: a Circle's width is capped by its height, so it goes before a Color and takes 100.
    @Test func c2_circleIsLessFlexibleThanAColor() throws {
        let root = hStack(spacing: 0, circle("dot"), color("bar")).frame(width: 300, height: 100)
        let frames = try layOut(root).framesByIdentifier
        #expect(frames["dot"] == ViewFrame(x: 0, y: 0, width: 100, height: 100))
        #expect(frames["bar"] == ViewFrame(x: 100, y: 0, width: 200, height: 100))
    }

    /// SP3 is open: a layout that relies on it says so.
    @Test func sp3_defaultGapNextToASpacerIsReported() throws {
        let result = try layOut(hStack(color().frame(width: 50), spacer(), color().frame(width: 50)))
        #expect(result.assumed.contains(.spacerGap))
        let explicit = try layOut(hStack(spacing: 0, color().frame(width: 50), spacer(), color().frame(width: 50)))
        #expect(!explicit.assumed.contains(.spacerGap))
    }

    /// P3: a stack probes each child with 0, ∞ and its offer; 30 nested stacks would ask 3^30
    /// questions if answers were not remembered per proposal.
    @Test func p3_answersAreRememberedPerProposal() throws {
        var row = hStack(color(), color())
        for _ in 0..<30 { row = hStack(row, color()) }
        let engine = SwiftUILayoutEngine(textSizing: FixedPitchText(), maximumSteps: 200_000)
        _ = try engine.layout(row, proposal: ProposedViewSize(width: 375, height: 667))
    }
}
