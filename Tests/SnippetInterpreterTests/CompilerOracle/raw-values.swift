// Raw values Swift cannot give: a Character without its literal, a number after a fraction.
// The cases Swift numbers itself, and `init(rawValue:)`, are accepted.
import Foundation

enum Gap: Int { case none, small = 4, large }
enum Side: String { case left = "L", right }
enum Weight: Double { case light, regular = 1.5, heavy }
enum Mark: Character { case dot = ".", dash }

let gap: CGFloat = CGFloat(Gap.large.rawValue)
let side = Side(rawValue: "right") ?? .left
let label = side.rawValue + Side.left.rawValue
