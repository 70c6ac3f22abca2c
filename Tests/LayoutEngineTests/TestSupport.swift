@testable import LayoutEngine

/// Small builders so each test states only the numbers its rule is about.
func sized(_ width: Double, _ height: Double, _ name: String? = nil) -> DisplayNode {
    var style = LayoutStyle()
    style.width = .points(width)
    style.height = .points(height)
    return .plain(style: style, info: ElementInfo(name: name))
}

func range(_ minWidth: Double, _ minHeight: Double, _ maxWidth: Double, _ maxHeight: Double) -> SizeRange {
    SizeRange(min: Size(width: minWidth, height: minHeight), max: Size(width: maxWidth, height: maxHeight))
}

func frames(_ result: LayoutResult) -> [String: Rect] {
    Dictionary(result.absoluteFrames.compactMap { frame in frame.name.map { ($0, frame.frame) } },
               uniquingKeysWith: { first, _ in first })
}
