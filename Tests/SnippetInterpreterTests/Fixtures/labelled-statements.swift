// Labelled statements: `continue outer` and `break outer` leave the loop they name, and `break
// search` a labelled switch. They were "not supported".
// expect-frame node 0 0 1 1
// expect-frame node#2 0 1 2 1
// expect-frame node#3 0 2 11 1
// expect-frame node#4 0 3 12 1
// expect-frame node#5 0 4 1 1
// expect-frame node#6 0 5 2 1
var widths: [CGFloat] = []
outer: for row in 0..<3 {
    for column in 0..<3 {
        if column == 2 { continue outer }
        if row == 2 { break outer }
        widths.append(CGFloat(row * 10 + column + 1))
    }
}
var tagged: [CGFloat] = []
search: switch widths.count {
case 4:
    for w in widths {
        if w > 10 { break search }
        tagged.append(w)
    }
default: break
}
let stack = ASStackLayoutSpec.vertical()
stack.alignItems = .start
stack.children = (widths + tagged).map { w -> ASDisplayNode in
    let node = ASDisplayNode()
    node.style.preferredSize = CGSize(width: w, height: 1)
    return node
}
stack
