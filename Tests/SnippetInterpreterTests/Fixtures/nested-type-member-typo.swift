// A static property of a nested framework type has a known type: a misspelt member of it gets the
// compiler's error with the nearest name, before the run.
// expected-error@6:39: value of type 'NSAttributedString.Key' has no member 'rawValu'; did you mean 'rawValue'?
// expected-error@7:41: value of type 'NSAttributedString.Key' has no member 'rawValue2'; did you mean 'rawValue'?
let text = ASTextNode()
let key = NSAttributedString.Key.font.rawValu
let other = NSAttributedString.Key.kern.rawValue2
text.attributedText = NSAttributedString(string: key, attributes: [.kern: 1])
text
