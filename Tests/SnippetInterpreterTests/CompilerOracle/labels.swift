// A `break` naming a label no statement around it carries; the labels that exist are fine.
import Foundation

func total() -> Int {
    var sum = 0
    outer: for row in 0..<3 {
        for column in 0..<3 {
            if column == 2 { continue outer }
            if row == 2 { break outer }
            sum += row + column
        }
    }
    search: for value in [1, 2, 3] {
        if value == 2 { break serch }
        sum += value
    }
    return sum
}

let result = total()
