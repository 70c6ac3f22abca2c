// Text and lists as cells are filled: interpolation, counting, case, splitting, joining,
// prefixes, replacing; arrays sorted, filtered, mapped, reduced, sliced; dictionaries and sets.
import Foundation

let title = "Layout Workshop"
let count = 3
print("\(title): \(count) sessions, \(Double(count) * 1.5) hours")
print(title.count, title.uppercased(), title.lowercased(), title.isEmpty, "".isEmpty)
print(title.hasPrefix("Lay"), title.hasSuffix("shop"), title.contains("out W"))
print(title.split(separator: " ").count, title.components(separatedBy: "o").count)
print(title.replacingOccurrences(of: "o", with: "0"), String(title.prefix(6)), String(title.suffix(4)))
print(String(title.reversed()), String(title.first ?? "-"), String(title.last ?? "-"), String(repeating: "ab", count: 3))
print(["a", "b", "c"].joined(separator: "-"), ["x", "y"].joined())
print("  padded  ".trimmingCharacters(in: .whitespaces) + "|")
print(Int("42") ?? 0, Int("4x") ?? -1, Double("2.5") ?? 0)
let words = "the quick brown fox jumps".split(separator: " ").map(String.init)
print(words.map { $0.count }, words.filter { $0.count > 4 }.count)
print(words.sorted().first ?? "", words.sorted(by: { $0.count > $1.count }).first ?? "")
print(words.reduce(0) { $0 + $1.count }, words.map { $0.prefix(1) }.joined())

var widths: [CGFloat] = [120, 80, 200, 40]
widths.append(60)
widths.insert(10, at: 0)
widths.remove(at: 2)
print(widths.count, widths.first ?? 0, widths.last ?? 0, widths.max() ?? 0, widths.min() ?? 0)
print(widths.sorted(), widths.reversed().first ?? 0)
print(widths.firstIndex(of: 200) ?? -1, widths.contains(40), widths.contains { $0 > 150 })
print(Array(widths.prefix(2)), Array(widths.dropFirst(4)), widths[1...2].reduce(0, +))
print(widths.enumerated().map { index, width in CGFloat(index) * width }.reduce(0, +))
print(zip(widths, [1, 2, 3]).map { $0 * CGFloat($1) })
print(widths.allSatisfy { $0 > 5 }, widths.filter { $0 > 50 }.map { $0 / 10 })
widths.sort(by: >)
print(widths)
widths.removeAll { $0 < 50 }
print(widths, widths.isEmpty)

var heights = ["small": 20, "large": 60]
heights["medium"] = 40
heights["small"] = nil
print(heights.count, heights["medium"] ?? 0, heights["small"] ?? -1, heights.keys.sorted())
print(heights.values.reduce(0, +), heights.sorted { $0.key < $1.key }.map { $0.value })
var tags: Set<String> = ["new", "sale"]
tags.insert("new")
tags.insert("hot")
print(tags.count, tags.contains("sale"), tags.sorted())
let grid = (0..<3).map { row in (0..<2).map { column in row * 2 + column } }
print(grid, grid.flatMap { $0 }.count, grid[2][1])
