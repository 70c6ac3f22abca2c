// A class that adopts a data source protocol, with no superclass, implements its methods: it
// overrides nothing, so no 'override' is asked for (the checker asked for it, as if the protocol
// were a class). `_ = value` works the value out and discards it, as in Swift ("cannot assign to '_'").
// expect-frame table 0 0 300 120
final class Rows: ASTableDataSource {
    func tableNode(_ tableNode: ASTableNode, numberOfRowsInSection section: Int) -> Int { 2 }
    func tableNode(_ tableNode: ASTableNode, nodeForRowAt indexPath: IndexPath) -> ASCellNode {
        let cell = ASTextCellNode()
        cell.text = "Row \(indexPath.row)"
        return cell
    }
}
let rows = Rows()
let table = ASTableNode()
table.dataSource = rows
_ = table.style
table.style.preferredSize = CGSize(width: 300, height: 120)
ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start, children: [table])
