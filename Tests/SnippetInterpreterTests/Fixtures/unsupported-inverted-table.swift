// Texture's `inverted` turns a table upside down (a chat's list): it exists, so it is an error that
// says why, not "has no member 'inverted'".
// expected-error@5:7: 'inverted' of ASTableNode turns the table upside down so that its rows start at the bottom (a chat's list), which diagrams do not draw
let table = ASTableNode()
table.inverted = true
table.style.preferredSize = CGSize(width: 100, height: 100)
ASWrapperLayoutSpec(layoutElement: table)
