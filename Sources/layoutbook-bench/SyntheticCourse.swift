import Foundation

/// A generated course of `sessions` × `snippets` diagram snippets, for timing whole builds at a size
/// no real course has yet. The code is what workshops teach (product cards, rows of text, insets,
/// overlays, grids), each snippet with its own numbers and names, so no two snippets are the same
/// text and no cache can answer one from another. `hugoSite` writes the same pages with plain code
/// blocks, so a static-site generator that runs nothing can be timed on the same Markdown.
struct SyntheticCourse {
    var sessions: Int
    var snippets: Int

    /// The course root: `Content/course.yml`, one Markdown file a session, and Sources.
    func write(to root: URL) throws {
        let content = root.appendingPathComponent("Content")
        try FileManager.default.createDirectory(at: content.appendingPathComponent("Sources"), withIntermediateDirectories: true)
        let names = (0..<sessions).map(sessionFileName)
        let list = names.map { "  - \($0)" }.joined(separator: "\n")
        try write("title: Synthetic course\nsessions:\n\(list)\ndevice: 375x667\n", to: content.appendingPathComponent("course.yml"))
        try write(Self.models, to: content.appendingPathComponent("Sources/Models.swift"))
        for index in 0..<sessions {
            try write(session(index, fence: "swift diagram"), to: content.appendingPathComponent(names[index]))
        }
    }

    /// The same sessions as a Hugo site: one page a session, code in plain fenced blocks.
    func writeHugoSite(to root: URL) throws {
        let pages = root.appendingPathComponent("content/sessions")
        let layouts = root.appendingPathComponent("layouts/_default")
        for folder in [pages, layouts] { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) }
        try write("baseURL = 'http://localhost/'\ntitle = 'Synthetic course'\ndisableKinds = ['taxonomy', 'term', 'RSS', 'sitemap']\n",
                  to: root.appendingPathComponent("hugo.toml"))
        let page = "<!doctype html><html><head><title>{{ .Title }}</title></head><body><nav>{{ range .Site.RegularPages }}"
            + "<a href=\"{{ .RelPermalink }}\">{{ .Title }}</a> {{ end }}</nav><main>{{ .Content }}</main></body></html>\n"
        try write(page, to: layouts.appendingPathComponent("single.html"))
        try write(page.replacingOccurrences(of: "{{ .Content }}", with: "{{ range .Pages }}{{ .Title }} {{ end }}"),
                  to: layouts.appendingPathComponent("list.html"))
        for index in 0..<sessions {
            try write(session(index, fence: "swift"), to: pages.appendingPathComponent(sessionFileName(index)))
        }
    }

    private func sessionFileName(_ index: Int) -> String { String(format: "%03d-session.md", index + 1) }

    private func write(_ text: String, to url: URL) throws {
        try text.write(to: url, atomically: false, encoding: .utf8)
    }

    func session(_ index: Int, fence: String) -> String {
        var text = "---\ntitle: \"Session \(index + 1): \(Self.topics[index % Self.topics.count])\"\n"
            + "summary: Generated session \(index + 1) of \(sessions), \(snippets) figures.\nduration: 30 min\n---\n\n"
        text += Self.prose(seed: index) + "\n\n"
        for step in 0..<snippets {
            let seed = index * snippets + step
            text += "## Step \(step + 1)\n\n" + Self.prose(seed: seed + 1) + "\n\n"
            text += "```\(fence) caption=\"Figure \(step + 1) of session \(index + 1)\"\n" + Self.snippet(seed: seed) + "\n```\n\n"
        }
        return text
    }

    static let topics = ["Product cards", "Rows of text", "Insets and margins", "Badges and overlays", "Grids of swatches"]

    static func prose(seed: Int) -> String {
        let sentences = [
            "A stack lays out its children along one axis and aligns them on the other.",
            "Spacing is the room between children; insets are the room around them.",
            "Text wraps at the width its stack offers, so a long title grows taller, not wider.",
            "A node with no preferred size collapses to zero in a stack: give it one, or let it grow.",
            "An overlay spec draws its overlay over its child, sized to the child.",
            "Flex grow shares the spare room of the main axis among the children that ask for it.",
        ]
        return (0..<3).map { sentences[(seed + $0 * 2) % sentences.count] }.joined(separator: " ")
    }

    /// One of five kinds of snippet, with numbers and words that depend on `seed`.
    static func snippet(seed: Int) -> String {
        let spacing = 4 + seed % 9
        let inset = 8 + seed % 13
        let size = 40 + seed % 41
        switch seed % 5 {
        case 0: return productCard(seed: seed, spacing: spacing, inset: inset, size: size)
        case 1: return textRows(seed: seed, spacing: spacing, inset: inset)
        case 2: return insetBox(seed: seed, inset: inset, size: size)
        case 3: return badge(seed: seed, inset: inset, size: size)
        default: return swatches(seed: seed, spacing: spacing, size: size)
        }
    }

    static func productCard(seed: Int, spacing: Int, inset: Int, size: Int) -> String {
        """
        final class ProductCard\(seed)Node: ASDisplayNode {
            private let imageNode = ASDisplayNode()
            private let titleNode = ASTextNode()
            private let priceNode = ASTextNode()

            override init() {
                super.init()
                automaticallyManagesSubnodes = true
                let product = Product.sample(\(seed))
                imageNode.backgroundColor = .systemGray5
                imageNode.cornerRadius = 8
                imageNode.style.preferredSize = CGSize(width: \(size + 40), height: \(size + 40))
                titleNode.attributedText = NSAttributedString(string: product.title,
                    attributes: [.font: UIFont.systemFont(ofSize: 15, weight: .semibold)])
                titleNode.maximumNumberOfLines = 2
                priceNode.attributedText = NSAttributedString(string: product.price,
                    attributes: [.font: UIFont.systemFont(ofSize: 13), .foregroundColor: UIColor.systemGreen])
                titleNode.style.flexShrink = 1
            }

            override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                let text = ASStackLayoutSpec(direction: .vertical, spacing: \(spacing / 2), justifyContent: .start,
                                             alignItems: .start, children: [titleNode, priceNode])
                text.style.flexShrink = 1
                let row = ASStackLayoutSpec(direction: .horizontal, spacing: \(spacing), justifyContent: .start,
                                            alignItems: .center, children: [imageNode, text])
                return ASInsetLayoutSpec(insets: UIEdgeInsets(top: \(inset), left: \(inset), bottom: \(inset), right: \(inset)), child: row)
            }
        }
        """
    }

    static func textRows(seed: Int, spacing: Int, inset: Int) -> String {
        let words = ["Shipping", "Returns", "Warranty", "Reviews", "Sizes", "Colours", "Delivery"]
        let rows = (0..<3).map { row in
            """
            let row\(row) = ASTextNode()
            row\(row).attributedText = NSAttributedString(string: "\(words[(seed + row) % words.count]) — details for item \(seed * 3 + row), wrapping when it is longer than one line",
                attributes: [.font: UIFont.systemFont(ofSize: \(13 + row))])
            """
        }.joined(separator: "\n")
        return """
        \(rows)
        let column = ASStackLayoutSpec(direction: .vertical, spacing: \(spacing), justifyContent: .start,
                                       alignItems: .stretch, children: [row0, row1, row2])
        ASInsetLayoutSpec(insets: UIEdgeInsets(top: \(inset), left: \(inset + 8), bottom: \(inset), right: \(inset + 8)), child: column)
        """
    }

    static func insetBox(seed: Int, inset: Int, size: Int) -> String {
        """
        let box = ASDisplayNode()
        box.backgroundColor = .systemTeal
        box.style.preferredSize = CGSize(width: \(size * 3), height: \(size))
        let padded = ASInsetLayoutSpec(insets: UIEdgeInsets(top: \(inset), left: \(inset * 2), bottom: \(inset), right: \(inset * 2)), child: box)
        ASCenterLayoutSpec(centeringOptions: .XY, sizingOptions: .minimumXY, child: padded)
        """
    }

    static func badge(seed: Int, inset: Int, size: Int) -> String {
        """
        let photo = ASDisplayNode()
        photo.backgroundColor = .systemIndigo
        photo.style.preferredSize = CGSize(width: \(size * 2), height: \(size * 2))
        let badge = ASTextNode()
        badge.attributedText = NSAttributedString(string: "\(seed % 99 + 1) new",
            attributes: [.font: UIFont.boldSystemFont(ofSize: 12), .foregroundColor: UIColor.white])
        badge.backgroundColor = .systemRed
        let corner = ASRelativeLayoutSpec(horizontalPosition: .end, verticalPosition: .start, sizingOption: [], child: badge)
        let overlay = ASOverlayLayoutSpec(child: photo, overlay: corner)
        ASInsetLayoutSpec(insets: UIEdgeInsets(top: \(inset), left: \(inset), bottom: \(inset), right: \(inset)), child: overlay)
        """
    }

    static func swatches(seed: Int, spacing: Int, size: Int) -> String {
        let colours = [".systemRed", ".systemOrange", ".systemGreen", ".systemBlue", ".systemPurple"]
        let count = 3 + seed % 3
        let nodes = (0..<count).map { index in
            "let swatch\(index) = ASDisplayNode()\nswatch\(index).backgroundColor = \(colours[(seed + index) % colours.count])\n"
                + "swatch\(index).style.preferredSize = CGSize(width: \(size), height: \(size))"
        }.joined(separator: "\n")
        let children = (0..<count).map { "swatch\($0)" }.joined(separator: ", ")
        return """
        \(nodes)
        ASStackLayoutSpec(direction: .horizontal, spacing: \(spacing), justifyContent: .spaceBetween,
                          alignItems: .center, children: [\(children)])
        """
    }

    static let models = """
        struct Product {
            var title: String
            var price: String

            static func sample(_ number: Int) -> Product {
                Product(title: "Product \\(number): a canvas tote bag with a long name", price: "$\\(number % 90 + 10).00")
            }
        }
        """
}
