// Swift never turns an Int into a CGFloat on its own: each of these ran and drew a figure for code
// Xcode rejects. A literal takes the type its context needs, so the lines at the end compile.
// expected-error@19:19: cannot convert value of type 'Int' to expected argument type 'CGFloat'; use 'CGFloat(spacing)'
// expected-error@20:17: cannot assign value of type 'Int' to type 'CGFloat'; use 'CGFloat(spacing)'
// expected-error@21:30: cannot convert value of type 'Int' to specified type 'CGFloat'; use 'CGFloat(columns * 2)'
// expected-error@22:32: binary operator '+' cannot be applied to operands of type 'CGFloat' and 'Int'
// expected-error@23:12: no exact matches in call to initializer; cannot convert value of type 'Int' to expected argument type 'CGFloat'; use 'CGFloat(names.count)'
// expected-error@24:54: cannot convert return expression of type 'Int' to return type 'CGFloat'; use 'CGFloat(count * 10)'
// expected-error@26:20: binary operator '*' cannot be applied to operands of type 'Int' and 'Double'
// expected-error@28:15: cannot convert value of type 'Int' to expected argument type 'CGFloat'; use 'CGFloat(index)'
let spacing = 8
let columns: Int = 3
let names = ["a", "b"]
let stack = ASStackLayoutSpec.vertical()
let node = ASDisplayNode()
let width: CGFloat = 100
func inset(_ side: CGFloat) -> CGFloat { side }

let first = inset(spacing)
stack.spacing = spacing
let total: CGFloat = columns * 2
let wide = CGSize(width: width + spacing, height: 1)
let tall = CGSize(width: width, height: names.count)
func rowHeight(count: Int) -> CGFloat { return count * 10 }
let label = ASTextNode()
let half = columns * 0.5
for index in 0..<2 {
    _ = inset(index)
}

// Allowed: literals, conversions, the same types, and CGFloat with Double.
stack.spacing = 8
stack.spacing = CGFloat(spacing) + 0.5
let ratio: Double = 0.5
let scaled = width * ratio
let area = CGFloat(columns) * width
let rows = names.count / 2 + columns
let square = CGSize(width: names.count, height: 1)
node.style.preferredSize = CGSize(width: width / 2, height: CGFloat(rows))
stack.children = [node]
stack
