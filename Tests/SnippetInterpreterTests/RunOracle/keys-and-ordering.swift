// Values as keys and in order: structs and enums with payloads as dictionary keys and set
// members, custom `<` for sorting, reduce(into:), grouping, tuples destructured in closures,
// characters and their properties.
import Foundation

struct Cell: Hashable { var row: Int; var column: Int }
var visits: [Cell: Int] = [:]
for cell in [Cell(row: 0, column: 1), Cell(row: 1, column: 0), Cell(row: 0, column: 1)] {
    visits[cell, default: 0] += 1
}
print(visits.count, visits[Cell(row: 0, column: 1)] ?? 0, visits[Cell(row: 1, column: 0)] ?? 0, visits[Cell(row: 5, column: 5)] ?? 0)
let unique = Set([Cell(row: 2, column: 2), Cell(row: 2, column: 2), Cell(row: 3, column: 2)])
print(unique.count, unique.contains(Cell(row: 3, column: 2)))

enum Slot: Hashable { case header, item(Int) }
var heights: [Slot: CGFloat] = [.header: 60]
heights[.item(0)] = 44
heights[.item(1)] = 88
print(heights.count, heights[.item(1)] ?? 0, heights[.item(2)] ?? -1, heights[.header] ?? 0)

struct Version: Comparable {
    var major: Int, minor: Int
    static func < (a: Version, b: Version) -> Bool { (a.major, a.minor) < (b.major, b.minor) }
}
let versions = [Version(major: 2, minor: 1), Version(major: 1, minor: 9), Version(major: 2, minor: 0)]
print(versions.sorted().map { "\($0.major).\($0.minor)" }, versions.max().map { $0.minor } ?? -1)
print(Version(major: 1, minor: 0) < Version(major: 1, minor: 1), (1, "b") < (1, "c"), (2, 0) > (1, 9))

let words = ["apple", "avocado", "banana", "blueberry", "cherry"]
let byLetter = words.reduce(into: [String: Int]()) { counts, word in counts[String(word.prefix(1)), default: 0] += 1 }
print(byLetter.sorted { $0.key < $1.key }.map { "\($0.key)\($0.value)" })
let lengths = words.map { ($0, $0.count) }.filter { _, count in count > 5 }.map { word, count in "\(word):\(count)" }
print(lengths)
for (index, word) in words.enumerated() where index % 2 == 0 { print(index, word.uppercased()) }
let pairs = zip(words, words.dropFirst()).map { $0.count < $1.count }
print(pairs)
print(words.prefix(while: { $0.hasPrefix("a") }), words.lastIndex(where: { $0.count == 6 }) ?? -1)

let text = "Hello, World 42!"
print(text.filter { $0.isLetter }.count, text.filter { $0.isNumber }, text.filter { $0.isUppercase }.count)
print(text.map { $0.isWhitespace ? "_" : String($0) }.joined())
print("café".count, "👍🏽".count, "ß".uppercased(), Array("abc").count)
