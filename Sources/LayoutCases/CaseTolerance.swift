import LayoutEngine

/// Numbers match within 0.01 pt; infinities must match exactly.
enum CaseTolerance {
    static let points = 0.01

    static func matches(_ a: Double, _ b: Double) -> Bool {
        if a.isNaN || b.isNaN { return a.isNaN && b.isNaN }
        if a.isInfinite || b.isInfinite || abs(a) > 1e15 || abs(b) > 1e15 { return a == b }
        return abs(a - b) <= points
    }

    static func matches(_ a: Size, _ b: Size) -> Bool {
        matches(a.width, b.width) && matches(a.height, b.height)
    }

    static func matches(_ a: Rect, _ b: Rect) -> Bool {
        matches(a.minX, b.minX) && matches(a.minY, b.minY) && matches(a.size, b.size)
    }

    static func matches(_ a: SizeRange, _ b: SizeRange) -> Bool {
        matches(a.min, b.min) && matches(a.max, b.max)
    }
}

enum CaseText {
    static func size(_ size: Size) -> String { "\(NumberText.format(size.width))×\(NumberText.format(size.height))" }
    static func range(_ range: SizeRange) -> String { "{\(size(range.min)) – \(size(range.max))}" }
    static func rect(_ rect: Rect) -> String { LayoutTreeDump.frameText(rect) }
}
