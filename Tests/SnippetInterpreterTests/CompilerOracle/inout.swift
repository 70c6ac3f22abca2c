// Passing what cannot change as an inout argument: a 'let', a parameter, a 'let' property, or a
// property of a struct a 'let' holds. A 'var' and its 'var' properties may be passed.
import Foundation

struct Metrics { var width: CGFloat = 10; let height: CGFloat = 5 }
func grow(_ value: inout CGFloat, by amount: CGFloat) { value += amount }

let fixed: CGFloat = 4
var free: CGFloat = 4
grow(&fixed, by: 2)
grow(&free, by: 2)
let metrics = Metrics()
grow(&metrics.width, by: 1)
var changing = Metrics()
grow(&changing.width, by: 1)
grow(&changing.height, by: 1)
func twice(_ amount: CGFloat) -> CGFloat {
    grow(&amount, by: amount)
    return amount
}
