// A feed of product cells: image, then name (two lines at most) above the price. Worked out from
// the rules with the placeholder measurer (8 pt per character at 16 pt, 20 pt lines):
// row 1: the cell is exactly 375 wide, the inset leaves the row exactly 343; the text column is
// first measured on one line (the 36-character name: 288 wide), 60 + 12 + 288 = 360 overflows by
// 17, so the shrinkable column is re-measured exactly 271 wide and the name wraps after 33
// characters into two lines (264 × 40); the column is 40 + 4 + 20 = 64 tall, the image centred
// beside it at y = 12 + 2. The cell is 64 + 24 = 88 tall and a 0.5 pt separator follows it.
// row 2 starts at 88.5: a short name (40 wide) needs no shrinking, the column is 44 tall and
// centred beside the 60 tall image at 88.5 + 12 + 8.
// The table is the controller's view, under the 20-pt status bar: its rows start 20 pt down
// (UIKit adjusts its content inset by its safe area, U15), so each frame below is 20 lower.
// expect-frame imageNode 16 34 60 60
// expect-frame nameNode 88 32 264 40
// expect-frame priceNode 88 76 56 20
// expect-frame imageNode#2 16 120.5 60 60
// expect-frame nameNode#2 88 128.5 40 20
// expect-frame priceNode#2 88 152.5 40 20
struct Product {
    let name: String
    let price: String
}

final class ProductCellNode: ASCellNode {
    let imageNode = ASImageNode()
    let nameNode = ASTextNode()
    let priceNode = ASTextNode()

    init(product: Product) {
        super.init()
        automaticallyManagesSubnodes = true
        selectionStyle = .none
        imageNode.style.preferredSize = CGSize(width: 60, height: 60)
        imageNode.cornerRadius = 8
        nameNode.maximumNumberOfLines = 2
        nameNode.attributedText = NSAttributedString(string: product.name,
                                                     attributes: [.font: UIFont.systemFont(ofSize: 16, weight: .semibold)])
        priceNode.attributedText = NSAttributedString(string: product.price,
                                                      attributes: [.font: UIFont.boldSystemFont(ofSize: 16)])
    }

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        let text = ASStackLayoutSpec(direction: .vertical, spacing: 4, justifyContent: .start,
                                     alignItems: .start, children: [nameNode, priceNode])
        text.style.flexShrink = 1
        let row = ASStackLayoutSpec(direction: .horizontal, spacing: 12, justifyContent: .start,
                                    alignItems: .center, children: [imageNode, text])
        return ASInsetLayoutSpec(insets: UIEdgeInsets(top: 12, left: 16, bottom: 12, right: 16), child: row)
    }
}

final class FeedViewController: ASDKViewController<ASTableNode>, ASTableDataSource, ASTableDelegate {
    private let products = [
        Product(name: "Wireless Noise-Cancelling Headphones", price: "$129.00"),
        Product(name: "Socks", price: "$9.00"),
    ]

    override init() {
        super.init(node: ASTableNode(style: .plain))
        node.dataSource = self
        node.delegate = self
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func viewDidLoad() {
        super.viewDidLoad()
        node.view.separatorStyle = .singleLine
    }

    func numberOfSections(in tableNode: ASTableNode) -> Int { 1 }

    func tableNode(_ tableNode: ASTableNode, numberOfRowsInSection section: Int) -> Int { products.count }

    func tableNode(_ tableNode: ASTableNode, nodeBlockForRowAt indexPath: IndexPath) -> ASCellNodeBlock {
        let product = products[indexPath.row]
        return { ProductCellNode(product: product) }
    }
}
