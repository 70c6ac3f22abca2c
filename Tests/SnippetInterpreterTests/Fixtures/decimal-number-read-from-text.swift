// `NSDecimalNumber(string:)` is Foundation's reading of the text: "123.5" is 123.5, "12kg" is 12
// (the number the text starts with), "abc" is NaN. Called in `extension String` with `self`, the
// type's initializer was taken for a method of the string ("value of type 'String' has no member
// 'NSDecimalNumber'", a workshop project's price formatter); so was an app type's (`Model()`).
// expect-frame price 0 0 123.5 10
// expect-frame weight 0 10 12 10
// expect-frame unknown 0 20 1 10
// expect-frame model 0 30 40 10
struct Model { var width: CGFloat = 40 }
extension String {
    var decimalWidth: CGFloat { CGFloat(NSDecimalNumber(string: self).doubleValue) }
    var modelWidth: CGFloat { Model().width }
}
let price = ASDisplayNode(), weight = ASDisplayNode(), unknown = ASDisplayNode(), model = ASDisplayNode()
price.style.preferredSize = CGSize(width: "123.5".decimalWidth, height: 10)
weight.style.preferredSize = CGSize(width: "12kg".decimalWidth, height: 10)
unknown.style.preferredSize = CGSize(width: "abc".decimalWidth.isNaN ? 1 : 2, height: 10)
model.style.preferredSize = CGSize(width: "".modelWidth, height: 10)
ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start, children: [price, weight, unknown, model])
