// A paragraph style property the text engine does not model is named, not silently ignored.
// expected-error@9:19: 'firstLineHeadIndent' of NSParagraphStyle changes text layout and is not supported by Layoutbook's text engine
final class QuoteNode: ASDisplayNode {
    let quoteNode = ASTextNode()

    override init() {
        super.init()
        let paragraph = NSMutableParagraphStyle()
        paragraph.firstLineHeadIndent = 12
        quoteNode.attributedText = NSAttributedString(string: "Less is more.", attributes: [.paragraphStyle: paragraph])
    }
}
