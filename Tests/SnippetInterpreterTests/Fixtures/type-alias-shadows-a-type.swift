// A type alias names the type it aliases where it is in scope: `Section(original:items:)` inside
// a generic data source is its parameter's initializer, not the initializer of another type the
// app calls `Section`. The checker said "extraneous argument label 'original:'".
// expect-frame node 0 0 10 10
enum Layout {
    struct Section {
        let columns: Int
    }
}

protocol SectionModel {
    init(original: Self, items: [Int])
}

final class DataSource<S: SectionModel> {
    typealias Section = S

    func rebuilt(_ section: S, items: [Int]) -> S {
        Section(original: section, items: items)
    }
}

let node = ASDisplayNode()
node.style.preferredSize = CGSize(width: 10, height: 10)
let stack = ASStackLayoutSpec.vertical()
stack.alignItems = .start
stack.children = [node]
stack
