// TextureSwiftSupport arguments the runtime dropped, found by the declared-effects probe:
// .padding(.leading, 10) padded no edge (leading is left, figures being left to right), and
// AbsoluteLayout ignored sizing: .sizeToFit, so the spec filled the width and the centring had no
// room to move it (the dot was at x 5). Fitted, the spec is 25 × 20, centred at 175.
// expect-frame lead 10 0 30 10
// expect-frame dot 180 10 20 20
let lead = ASDisplayNode()
lead.style.preferredSize = CGSize(width: 30, height: 10)
let dot = ASDisplayNode()
dot.style.preferredSize = CGSize(width: 20, height: 20)
dot.style.layoutPosition = CGPoint(x: 5, y: 0)
VStackLayout(alignItems: .start) {
    lead.padding(.leading, 10)
    CenterLayout(centeringOptions: .X, sizingOptions: []) {
        AbsoluteLayout(sizing: .sizeToFit) { dot }
    }
}
