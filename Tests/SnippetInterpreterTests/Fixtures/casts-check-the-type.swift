// `as?`, `as!` and `is` returned the value whatever it was: `if let media = media as? MediaNode`
// ran its body for a plain node (snoogle's CellNodeLink), and every `is` was true, with a green
// build. They ask what the value is: its class, the classes above it, its protocols.
// expect-frame plain 0 0 10 10
// expect-frame photo 0 10 40 40
// expect-frame label 0 50 20 20
protocol Themed {}

class MediaNode: ASDisplayNode, Themed {
    override init() {
        super.init()
        style.preferredSize = CGSize(width: 40, height: 40)
    }
}

final class PhotoNode: MediaNode {}

func size(_ node: ASDisplayNode) {
    if let media = node as? MediaNode {
        media.style.preferredSize = CGSize(width: 40, height: 40)
    } else {
        node.style.preferredSize = CGSize(width: 10, height: 10)
    }
}

func kind(_ node: ASDisplayNode) -> CGFloat {
    switch node {
    case is ASTextNode: return 20
    case let media as MediaNode: return media.style.preferredSize.width
    default: return 0
    }
}

let plain = ASDisplayNode()
let photo = PhotoNode()
let label = ASTextNode()
size(plain)
size(photo)
let themed = photo is Themed && !(plain is Themed) && !(plain is MediaNode)
label.style.preferredSize = CGSize(width: kind(label), height: themed && kind(photo) == 40 && kind(plain) == 0 ? 20 : 5)
ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start, children: [plain, photo, label])
