import Foundation

/// `layoutbook new DIR`: a small course that builds (and passes `layoutbook test`) as it is,
/// showing each part of the authoring format once.
public enum CourseScaffold {
    public enum ScaffoldError: Error, CustomStringConvertible {
        case notEmpty(String)
        case cannotWrite(String, String)

        public var description: String {
            switch self {
            case .notEmpty(let path): "\(path) already exists and is not empty; choose a new folder"
            case let .cannotWrite(path, reason): "cannot write \(path): \(reason)"
            }
        }
    }

    public static func create(at folder: URL, title: String) throws(ScaffoldError) {
        let fm = FileManager.default
        if let existing = try? fm.contentsOfDirectory(atPath: folder.path), !existing.isEmpty {
            throw .notEmpty(folder.path)
        }
        for (path, text) in files(title: title) {
            let url = folder.appendingPathComponent(path)
            do {
                try fm.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(text.utf8).write(to: url)
            } catch {
                throw .cannotWrite(url.path, "\(error)")
            }
        }
    }

    static func files(title: String) -> [(String, String)] {
        let quotedTitle = "\"" + title.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
        return [
            ("Content/course.yml", """
            title: \(quotedTitle)
            subtitle: A Layoutbook course
            sessions:
              - 01-first-layout.md
            device: 375x667
            baseURL: /
            # Where a published site sends learners' edits (layoutbook playground); serve has its own.
            # playground: https://play.example.org/

            """),
            ("Content/01-first-layout.md", firstSession),
            ("Content/Sources/Models.swift", models),
            ("Content/Assets/badge.svg", badge),
            ("Output/.gitkeep", ""),
            (".gitignore", "Output/*\n!Output/.gitkeep\n"),
        ]
    }

    static let firstSession = #"""
    ---
    title: A first layout
    summary: Put a box in the middle of the screen, then stack two labels.
    duration: 20 min
    ---

    Every layout in Texture is a tree of *layout specs* around your nodes. This session builds
    two small ones.

    ## Centre a box

    `ASCenterLayoutSpec` gives its child the smallest size it wants and centres it in the space
    it was given.

    ```swift diagram caption="A 120 × 120 box in the middle of the screen"
    final class BoxViewController: ASDKViewController<ASDisplayNode> {
        private let boxNode = ASDisplayNode()

        override init() {
            super.init(node: ASDisplayNode())
            node.automaticallyManagesSubnodes = true
            node.backgroundColor = .systemBackground
            boxNode.backgroundColor = .systemBlue
            boxNode.style.preferredSize = CGSize(width: 120, height: 120)
            node.layoutSpecBlock = { [weak self] _, _ in
                guard let self else { return ASLayoutSpec() }
                return ASCenterLayoutSpec(centeringOptions: .XY, sizingOptions: [], child: self.boxNode)
            }
        }

        required init?(coder: NSCoder) { fatalError("not used") }
    }
    ```

    ## Stack two labels

    A vertical stack places its children one below the other, `spacing` points apart.

    ```swift expected id=labels caption="Title above subtitle, 4 points apart, 16 points from the edges"
    let titleNode = ASTextNode()
    titleNode.attributedText = NSAttributedString(string: Product.sample.name,
        attributes: [.font: UIFont.systemFont(ofSize: 20, weight: .semibold)])
    let subtitleNode = ASTextNode()
    subtitleNode.attributedText = NSAttributedString(string: Product.sample.shop,
        attributes: [.font: UIFont.systemFont(ofSize: 15)])
    let stack = ASStackLayoutSpec(direction: .vertical, spacing: 4, justifyContent: .start,
                                  alignItems: .start, children: [titleNode, subtitleNode])
    ASInsetLayoutSpec(insets: UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16), child: stack)
    ```

    ```swift starter id=labels
    let titleNode = ASTextNode()
    titleNode.attributedText = NSAttributedString(string: Product.sample.name,
        attributes: [.font: UIFont.systemFont(ofSize: 20, weight: .semibold)])
    let subtitleNode = ASTextNode()
    subtitleNode.attributedText = NSAttributedString(string: Product.sample.shop,
        attributes: [.font: UIFont.systemFont(ofSize: 15)])
    ASStackLayoutSpec(direction: .horizontal, spacing: 0, justifyContent: .start,
                      alignItems: .start, children: [titleNode, subtitleNode])
    ```

    > [!TIP]
    > The labels should sit one below the other: which `direction` does that?

    > [!TIP]
    > The space around the stack comes from an `ASInsetLayoutSpec` wrapped around it.

    ```swift cheat id=labels
    let titleNode = ASTextNode()
    titleNode.attributedText = NSAttributedString(string: Product.sample.name,
        attributes: [.font: UIFont.systemFont(ofSize: 20, weight: .semibold)])
    let subtitleNode = ASTextNode()
    subtitleNode.attributedText = NSAttributedString(string: Product.sample.shop,
        attributes: [.font: UIFont.systemFont(ofSize: 15)])
    let stack = ASStackLayoutSpec(direction: .vertical, spacing: 4, justifyContent: .start,
                                  alignItems: .start, children: [titleNode, subtitleNode])
    ASInsetLayoutSpec(insets: UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16), child: stack)
    ```

    ## More that a fence can say

    A `hidden` snippet runs before the later snippets of its session but is not shown: here, a
    size they share.

    ```swift hidden
    let swatchSize = CGSize(width: 48, height: 48)
    ```

    `vary=` draws one figure per value, with a switch; `file=` names the file a snippet is a
    version of, and the next version marks the lines that changed.

    ```swift diagram file=Swatches.swift vary="spacing: 0|8|24" caption="Two swatches; switch the spacing"
    let spacing: CGFloat = 8
    let redNode = ASDisplayNode()
    redNode.backgroundColor = .systemRed
    redNode.style.preferredSize = swatchSize
    let blueNode = ASDisplayNode()
    blueNode.backgroundColor = .systemBlue
    blueNode.style.preferredSize = swatchSize
    ASStackLayoutSpec(direction: .horizontal, spacing: spacing, justifyContent: .start,
                      alignItems: .start, children: [redNode, blueNode])
    ```

    ```swift diagram file=Swatches.swift caption="The same file, centred: its changed line is marked"
    let spacing: CGFloat = 8
    let redNode = ASDisplayNode()
    redNode.backgroundColor = .systemRed
    redNode.style.preferredSize = swatchSize
    let blueNode = ASDisplayNode()
    blueNode.backgroundColor = .systemBlue
    blueNode.style.preferredSize = swatchSize
    ASStackLayoutSpec(direction: .horizontal, spacing: spacing, justifyContent: .center,
                      alignItems: .start, children: [redNode, blueNode])
    ```

    `fails=` shows a mistake on purpose: `layoutbook test` checks that the snippet fails with
    that message, so the lesson stays true.

    ```swift fails="cannot find 'swatchSise' in scope"
    let greenNode = ASDisplayNode()
    greenNode.style.preferredSize = swatchSise
    ```

    ![The course badge](Assets/badge.svg)

    """#

    static let models = """
    // Declarations here are loaded before every snippet of the course, like a playground's
    // Sources folder.
    struct Product {
        let name: String
        let shop: String
        let price: Double

        static let sample = Product(name: "Trail Runner 2", shop: "Northwind Outfitters", price: 129)
    }

    """

    static let badge = """
    <svg xmlns="http://www.w3.org/2000/svg" width="96" height="32" viewBox="0 0 96 32">
      <rect width="96" height="32" rx="16" fill="#2f6fdf"/>
      <text x="48" y="21" font-family="Inter, sans-serif" font-size="14" font-weight="600" fill="#fff" text-anchor="middle">Layoutbook</text>
    </svg>

    """
}
