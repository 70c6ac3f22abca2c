// A file that imports a library Layoutbook does not know (snoogle's `import Hero`) may use members
// the library adds to UIKit's types (`view.heroID`): Swift compiles them with the library, so the
// checker accepts them (snoogle's CellNode was left out for it). Setting one on a node's view, which
// figures do not draw, runs. Every `UUID()` is the same, so the figure is the same on every build.
// expect-frame cell 0 0 30 30
import Hero

final class Cell: ASCellNode {
    override init() {
        super.init()
        style.preferredSize = CGSize(width: 30, height: 30)
    }

    override func didLoad() {
        super.didLoad()
        self.view.heroID = UUID().uuidString
    }
}

let cell = Cell()
ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start, children: [cell])
