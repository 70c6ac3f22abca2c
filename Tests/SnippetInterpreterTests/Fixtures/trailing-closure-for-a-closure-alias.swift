// A parameter whose type is an alias of a function type takes a trailing closure, as Swift lets
// it: FlowCrypt's `TextFieldCellNode(input: …) { action in … }` was "missing argument label
// 'action:'", because the check read only the written type, `TextFieldAction?`.
// expect-frame field 0 0 120 44
typealias TextFieldAction = (String) -> Void
final class TextFieldCellNode: ASCellNode {
    let action: TextFieldAction?
    init(input: String, action: TextFieldAction? = nil) {
        self.action = action
        super.init()
        style.preferredSize = CGSize(width: 120, height: 44)
    }
}
final class Checker {
    typealias Validation = ((String) -> Bool)?
    let validation: Validation
    init(validation: Validation) { self.validation = validation }
}
let field = TextFieldCellNode(input: "Email") { text in print(text) }
let checker = Checker { !$0.isEmpty }
if field.action == nil || checker.validation == nil {
    field.style.preferredSize = .zero
}
ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start, children: [field])
