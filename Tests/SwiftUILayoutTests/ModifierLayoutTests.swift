import Testing
@testable import SwiftUILayout

/// Frames, padding, fixedSize, overlay and text (F1–F2, PD1–PD2, FX1, Z1–Z2, T1).
@Suite struct ModifierLayoutTests {
    /// F1: a fixed frame smaller than its child centres it and lets it overflow.
    @Test func f1_fixedFrameCentresAnOverflowingChild() throws {
        let root = color().frame(width: 200, height: 120).id("big").frame(width: 100, height: 60).id("small")
            .frame(width: 375, height: 667, alignment: Alignment(horizontal: .leading, vertical: .top))
        let frames = try layOut(root).framesByIdentifier
        #expect(frames["small"] == ViewFrame(x: 0, y: 0, width: 100, height: 60))
        #expect(frames["big"] == ViewFrame(x: -50, y: -30, width: 200, height: 120))
    }

    /// F2: min only → max(min(p, c), min): a 60-wide child in a 150-wide slot.
    @Test func f2_minWidthAroundASmallChild() throws {
        let root = color().frame(width: 60, height: 40).id("label").frame(FlexibleFrame(minWidth: 150)).id("slot")
        let frames = try layOut(root).framesByIdentifier
        #expect(frames["slot"]?.width == 150)
        #expect(frames["label"]?.x == 45)
    }

    /// PD1–PD2: 16 on each edge by default.
    @Test func pd1_defaultPaddingIsSixteen() throws {
        let root = color("content").padding().frame(width: 200, height: 120)
        #expect(try layOut(root).framesByIdentifier["content"] == ViewFrame(x: 16, y: 16, width: 168, height: 88))
    }

    /// FX1, P4: a fixed-size colour is 10 × 10.
    @Test func fx1_fixedSizeColorIsTenByTen() throws {
        let root = hStack(spacing: 0, color().fixedSize().id("ideal"), color("rest")).frame(width: 375, height: 100)
        let frames = try layOut(root).framesByIdentifier
        #expect(frames["ideal"] == ViewFrame(x: 0, y: 45, width: 10, height: 10))
        #expect(frames["rest"] == ViewFrame(x: 10, y: 0, width: 365, height: 100))
    }

    /// Z2: a background takes the primary's size, whatever it would take alone.
    @Test func z2_backgroundHasThePrimarysSize() throws {
        let card = color().frame(width: 50, height: 30).padding()
        let root = ViewDescription(.background(card, secondary: color("bg"), alignment: .center), label: ".background")
        #expect(try layOut(root).framesByIdentifier["bg"]?.size == ViewSize(width: 82, height: 62))
    }

    /// Z1: a ZStack is as large as its largest children and centres them.
    @Test func z1_zStackSizesToItsLargestChildren() throws {
        let root = zStack(.center, color().frame(width: 160, height: 90).id("wide"), color().frame(width: 90, height: 160).id("tall")).id("stack")
        let frames = try layOut(root).framesByIdentifier
        #expect(frames["stack"]?.size == ViewSize(width: 160, height: 160))
        #expect(frames["wide"]?.y == 35)
    }

    /// T1: offered less than its one-line width, text wraps and answers its widest line.
    @Test func t1_textWrapsToItsWidestLine() throws {
        let text = ViewDescription(.text(TextDescription(string: "Hello wide world")), label: "Text").id("text")
        let frames = try layOut(text.frame(width: 100, height: 100)).framesByIdentifier
        // "Hello wide" is 80 wide and fits in 100, "world" (40) goes on a second line of 20.
        #expect(frames["text"]?.size == ViewSize(width: 80, height: 40))
        let ideal = try layOut(text.fixedSize()).framesByIdentifier
        #expect(ideal["text"]?.size == ViewSize(width: 128, height: 20))
    }

    /// OF1: an offset moves the drawing, not the frame.
    @Test func of1_offsetMovesOnlyTheDrawing() throws {
        let moved = ViewDescription(.offset(x: 30, y: -20, color().frame(width: 100, height: 100)), label: ".offset").id("moved")
        let result = try layOut(moved)
        let view = result.root.all.first { $0.identifier == "moved" }
        #expect(view?.frame == ViewFrame(x: 0, y: 0, width: 100, height: 100))
        #expect(view?.drawnFrame == ViewFrame(x: 30, y: -20, width: 100, height: 100))
        #expect(view?.children.first?.drawnFrame == ViewFrame(x: 30, y: -20, width: 100, height: 100))
    }
}
