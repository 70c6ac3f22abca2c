// A nested type of the framework written out, `Edge.Set.top`, is the type, as in Swift: the
// padding was an error ("value of type 'Edge' has no member 'top'"). `a` is padded 5 at its top
// only, `b` 3 on every side, in a stack that stretches its children across the 375-point width
// (VStackLayout's alignItems is .stretch unless given).
// expect-frame a 0 5 375 20
// expect-frame b 3 28 369 20
let a = ASDisplayNode()
a.style.preferredSize = CGSize(width: 20, height: 20)
let b = ASDisplayNode()
b.style.preferredSize = CGSize(width: 20, height: 20)
LayoutSpec {
    VStackLayout {
        a.padding(Edge.Set.top, 5.0)
        b.padding(Edge.Set.all, 3)
    }
}
