// Labels of the snippet's own functions and initializers are checked like the API's.
// expected-error@14:37: incorrect argument label 'sze:' in call to 'styled'; did you mean 'size:'?
// expected-error@15:19: incorrect argument label 'titel:' in call to 'Badge'; did you mean 'title:'?
func styled(_ text: String, size: CGFloat, weight: UIFont.Weight = .regular) -> NSAttributedString {
    NSAttributedString(string: text, attributes: [.font: UIFont.systemFont(ofSize: size, weight: weight)])
}

struct Badge {
    let title: String
    var count: Int = 0
}

let label = ASTextNode()
label.attributedText = styled("Hi", sze: 12)
let badge = Badge(titel: "New")
label
