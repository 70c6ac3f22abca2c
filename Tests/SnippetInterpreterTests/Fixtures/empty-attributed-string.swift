// `NSAttributedString()` and `NSMutableAttributedString()` are empty strings (CainLuo's photo model
// returns one when a date does not parse): they were "missing argument for parameter 'string'".
// "ab" is 2 characters of 10-pt text: 10 × 12.5, ceiled to 10 × 13.
// expect-frame label 0 0 10 13
let combined = NSMutableAttributedString()
combined.append(NSAttributedString(string: "ab", attributes: [.font: UIFont.systemFont(ofSize: 10)]))
combined.append(NSAttributedString())
let label = ASTextNode()
label.attributedText = combined
ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start, children: [label])
