// Calls an app makes when rows change or are tapped run without error: selection and row updates
// are declared, and the figure says it does not show them; a typed empty array of a protocol runs.
// expected-warning@9:1: 'deselectRow' changes what the screen shows, but diagrams do not draw it
// expected-frame first 0 0 375 20
let table = ASTableNode(style: .plain)
let path = IndexPath(row: 0, section: 0)
let selected = table.indexPathForSelectedRow
table.waitUntilAllUpdatesAreProcessed()
table.deselectRow(at: path, animated: true)
var children = [ASLayoutElement]()
let first = ASDisplayNode()
first.style.preferredSize = CGSize(width: 375, height: 20)
children.append(first)
let answer = MainActor.assumeIsolated { 42 }
ASStackLayoutSpec(direction: .vertical, spacing: CGFloat(answer - 42), justifyContent: .start, alignItems: .start, children: children)
