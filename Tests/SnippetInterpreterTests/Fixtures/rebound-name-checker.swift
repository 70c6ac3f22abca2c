// `if let media = media as? MediaNode` gives `media` the cast's type inside the `if` (snoogle's
// CellNodeLink): the checker kept the outer type and reported "value of type 'ASDisplayNode' has
// no member 'frameNode'" for code Swift compiles.
// expect-frame media 0 0 12 12
final class MediaNode: ASDisplayNode {
    let frameNode = ASDisplayNode()
}

var media: ASDisplayNode = MediaNode()
if let media = media as? MediaNode {
    media.frameNode.style.preferredSize = CGSize(width: 5, height: 5)
}
media.style.preferredSize = CGSize(width: 12, height: 12)
ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start, children: [media])
