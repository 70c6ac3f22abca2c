// NumberFormatter formats as Foundation does on iOS (both are ICU), in the figure's locale,
// US English, unless the code sets another; NSNumber holds its number. The workshop project's
// follower count ("1 234 567", grouped by spaces) was "cannot find 'NumberFormatter' in scope".
// Each text is checked; a wrong one collapses its box. NSNumber's literal initializers may be
// called by name (the workshop project's `NSNumber(floatLiteral: kerning)`).
// expect-frame grouped 0 0 100 20
// expect-frame german 0 20 100 20
// expect-frame percent 0 40 100 20
// expect-frame parsed 0 60 100 20
// expect-frame digits 0 80 100 20
final class CounterCell {
    private let numberFormatter: NumberFormatter = {
        let formatter = NumberFormatter()
        formatter.numberStyle = .decimal
        formatter.groupingSeparator = " "
        return formatter
    }()
    func text(_ count: Int) -> String? { numberFormatter.string(from: NSNumber(value: count)) }
}
func check(_ node: ASDisplayNode, _ ok: Bool) {
    node.style.preferredSize = ok ? CGSize(width: 100, height: 20) : .zero
}
let grouped = ASDisplayNode(), german = ASDisplayNode(), percent = ASDisplayNode(), parsed = ASDisplayNode(), digits = ASDisplayNode()
let euros = NumberFormatter()
euros.numberStyle = .currency
euros.locale = Locale(identifier: "de_DE")
let price = euros.string(from: 1234.5) ?? ""
let us = NumberFormatter()
us.maximumFractionDigits = 1
check(grouped, CounterCell().text(1234567) == "1 234 567")
check(german, price.hasPrefix("1.234,50") && price.hasSuffix("€") && euros.locale.identifier == "de_DE")
check(percent, NumberFormatter.localizedString(from: 0.25, number: .percent) == "25%" && Locale.current.identifier == "en_US")
check(parsed, us.number(from: "2.5")?.doubleValue == 2.5 && us.string(from: 2.25) == "2.2" && NSNumber(value: 42).stringValue == "42"
    && NSNumber(floatLiteral: 1.5).doubleValue == 1.5 && NSNumber(integerLiteral: 7).intValue == 7)
// Fraction digits as ICU counts them: a maximum below the minimum lowers it (whole dollars), and
// a minimum pads to it within the maximum.
let dollars = NumberFormatter()
dollars.numberStyle = .currency
dollars.maximumFractionDigits = 0
let precise = NumberFormatter()
precise.numberStyle = .decimal
precise.minimumFractionDigits = 2
precise.maximumFractionDigits = 4
check(digits, dollars.string(from: 1234.56) == "$1,235" && precise.string(from: 1.5) == "1.50"
    && precise.string(from: 1.23456) == "1.2346" && precise.string(from: 7) == "7.00")
ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start, children: [grouped, german, percent, parsed, digits])
