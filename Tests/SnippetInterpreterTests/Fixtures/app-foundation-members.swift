// muukii's TextureSwiftSupport, reduced. A base controller marks `init?(coder:)` unavailable, so a
// subclass need not write one (Swift gives it an unavailable override itself): it was "'required'
// initializer 'init(coder:)' must be provided by subclass". A URL's path parts (AnyDisplayNode
// names itself with `deletingPathExtension().lastPathComponent`), `UIColor(cgColor:)` and a
// colour's `description` were "no member". "Catalog" is 7 characters of 10-pt text: 35 × 12.5,
// ceiled to 35 × 13.
// expect-frame name 0 0 35 13
class BaseController: ASDKViewController<ASDisplayNode> {
    override init() {
        super.init(node: ASDisplayNode())
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class Catalog: BaseController {
    let name = ASTextNode()

    override init() {
        super.init()
        let file = URL(string: "Sources/Catalog.swift")?.deletingPathExtension().lastPathComponent ?? "unknown"
        let tint = UIColor(cgColor: UIColor.red.cgColor)
        name.attributedText = NSAttributedString(string: file, attributes: [.font: UIFont.systemFont(ofSize: 10), .foregroundColor: tint])
        node.backgroundColor = UIColor.white.description.isEmpty ? .black : .white
        node.automaticallyManagesSubnodes = true
        node.layoutSpecBlock = { [name] _, _ in
            ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start, children: [name])
        }
    }
}

Catalog()
