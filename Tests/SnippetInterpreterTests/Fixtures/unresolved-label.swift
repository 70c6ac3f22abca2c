// A `break` naming a label no statement around it has is the compiler's error, with the label meant.
// expected-error@8:30: cannot find label 'outr' in scope; did you mean 'outer'?
let stack = ASStackLayoutSpec.vertical()
var count = 0
outer: for row in 0..<3 {
    for column in 0..<3 {
        count += row + column
        if count > 4 { break outr }
    }
}
stack
