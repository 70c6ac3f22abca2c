// Numbers as layout code computes them: integer and floating division, remainders, rounding,
// conversions, precedence, compound assignment, min/max, and CGFloat's and Int's own members.
import Foundation

let columns = 3
let width: CGFloat = 375
let spacing: CGFloat = 8
let itemWidth = (width - spacing * CGFloat(columns - 1)) / CGFloat(columns)
print(itemWidth)
print(7 / 2, 7 % 2, -7 / 2, -7 % 2)
print(7.0 / 2, CGFloat(7) / 2)
print(Int(itemWidth), Int(-3.7), Int(3.7))
print(itemWidth.rounded(), itemWidth.rounded(.down), itemWidth.rounded(.up), itemWidth.rounded(.toNearestOrEven))
print((2.5 as CGFloat).rounded(), (-2.5 as CGFloat).rounded(), (2.5 as CGFloat).rounded(.toNearestOrEven))
print(floor(itemWidth), ceil(itemWidth), round(-2.5))
print(2 + 3 * 4 - 6 / 2, (2 + 3) * 4, 10 - 4 - 3, 2 * 3 % 4)
var total: CGFloat = 10
total += 5
total *= 2
total -= 1
total /= 4
print(total)
var count = 10
count %= 4
count <<= 2
print(count)
print(min(3, 1, 2), max(itemWidth, 100), min(spacing, 4.5))
print(abs(-4), abs(-4.5), (-3.25 as CGFloat).magnitude)
print(CGFloat.pi > 3.14, Double.infinity > 1e300, CGFloat.greatestFiniteMagnitude > 1e300)
print(pow(2, 10), sqrt(2.0) * sqrt(2.0) > 1.999)
print(17.5.truncatingRemainder(dividingBy: 5), 10.isMultiple(of: 5), 7.isMultiple(of: 2))
print(Double(columns) / 2, Float(1) / 3 > 0.33)
print(1_000 + 0x10 + 0b101 + 0o7)
print(3.0 == 3, 0.1 + 0.2 == 0.3, (0.1 + 0.2 - 0.3).magnitude < 1e-9)
let ratio = 16.0 / 9.0
print(width / CGFloat(ratio))
print(String(format: "%.2f", itemWidth), String(format: "%d items", columns), String(format: "%05.1f", 3.14159))
