// A member Swift 4.2 renamed is rejected as the compiler rejects it, naming today's spelling
// (it was "type 'NSUnderlineStyle' has no member 'styleSingle'").
// expected-error@5:74: 'styleSingle' has been renamed to 'single'
let label = ASTextNode()
let underline = [NSAttributedString.Key.underlineStyle: NSUnderlineStyle.styleSingle.rawValue]
label.attributedText = NSAttributedString(string: "Sale", attributes: underline)
ASWrapperLayoutSpec(layoutElement: label)
