// A `lazy var` runs its initializer when first read, after init has set what it reads (snoogle's
// CellNode: `lazy var separator = self.hasSeparator ? ASDisplayNode() : nil`). It ran before init,
// so the separator was never made, with a green build; one set before it is read never runs it.
// expect-frame row 0 0 50 30
// expect-frame plain 0 30 50 10
final class Row: ASDisplayNode {
    var hasSeparator = false
    lazy var separator: ASDisplayNode? = self.hasSeparator ? ASDisplayNode() : nil
    lazy var height: CGFloat = 99

    init(separated: Bool) {
        super.init()
        hasSeparator = separated
        if !separated { height = 10 }
        style.preferredSize = CGSize(width: 50, height: separator == nil ? height : 30)
    }
}

let row = Row(separated: true)
let plain = Row(separated: false)
ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start, children: [row, plain])
