// An Int where a CGFloat is needed, and literals, which take the type their context needs.
import Foundation

func inset(_ side: CGFloat) -> CGFloat { side }
func rowHeight(count: Int) -> CGFloat { return count * 10 }
func rowWidth(count: Int) -> CGFloat { CGFloat(count) * 10 }

func run() {
    let spacing = 8
    let columns: Int = 3
    let names = ["a", "b"]
    let width: CGFloat = 100
    var gap: CGFloat = 0
    gap = spacing
    gap = 8
    let first = inset(spacing)
    let second = inset(8)
    let total: CGFloat = columns * 2
    let sum = width + spacing
    let fine = width + 8
    let tall = CGSize(width: width, height: names.count)
    let square = CGSize(width: names.count, height: 1)
    let half = columns * 0.5
    let ratio: Double = 0.5
    let scaled = width * ratio
    let rows = names.count / 2 + columns
    _ = (first, second, total, sum, fine, tall, square, half, scaled, rows, gap)
}
