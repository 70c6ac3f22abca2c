// Core Graphics as frames are computed by hand: rects inset, offset, divided, intersected and
// united; their edges and centres; sizes and points; edge insets.
import Foundation

let bounds = CGRect(x: 0, y: 0, width: 375, height: 667)
let card = bounds.insetBy(dx: 16, dy: 24)
print(card.origin.x, card.origin.y, card.width, card.height)
print(card.minX, card.midX, card.maxX, card.minY, card.midY, card.maxY)
let moved = card.offsetBy(dx: 10, dy: -4)
print(moved.minX, moved.minY, moved.size.width)
let header = CGRect(x: 0, y: 0, width: 375, height: 100)
let overlap = card.intersection(header)
print(overlap.minX, overlap.minY, overlap.width, overlap.height)
let both = header.union(CGRect(x: 300, y: 500, width: 100, height: 50))
print(both.width, both.height)
print(card.contains(CGPoint(x: 20, y: 30)), card.contains(CGPoint(x: 5, y: 5)), card.intersects(header))
print(CGRect.zero.isEmpty, card.isEmpty, CGRect(x: 0, y: 0, width: 0, height: 10).isEmpty)
let size = CGSize(width: 120, height: 80)
let point = CGPoint(x: 10, y: 20)
print(size.width * size.height, point.x + point.y, CGSize.zero.width, CGPoint.zero.y)
print(CGRect(origin: point, size: size).maxX, CGRect(origin: .zero, size: size).midY)
print(size == CGSize(width: 120, height: 80), point != .zero)
let insets = UIEdgeInsetsLike(top: 8, left: 16, bottom: 8, right: 16)
print(card.width - insets.left - insets.right, card.height - insets.top - insets.bottom)
let negative = CGRect(x: 10, y: 10, width: -20, height: 30)
print(negative.minX, negative.maxX, negative.width, negative.standardized.minX, negative.standardized.width)
let scaled = CGRect(x: 1.25, y: 2.5, width: 10.5, height: 3.3).integral
print(scaled.minX, scaled.minY, scaled.width, scaled.height)
print(hypot(3.0, 4.0), atan2(1.0, 1.0) * 4 > 3.14, CGFloat(sin(Double.pi / 2)))

// Edge insets as a struct of the program's own (UIEdgeInsets is UIKit's).
struct UIEdgeInsetsLike { var top, left, bottom, right: CGFloat }
