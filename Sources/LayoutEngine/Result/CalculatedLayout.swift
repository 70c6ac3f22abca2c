/// A layout calculated within a pass: the record it was written to, with what a parent reads from it and
/// the position the parent gives it. A plain value, so specs keep and pass them without reference counting.
/// Public only because `LayoutElement`'s requirements return it; the engine's elements are its only makers.
public struct CalculatedLayout: Sendable {
    let record: Int32
    var size: Size
    var position: Point = .zero
    var ascender: Double
    var descender: Double

    var frame: Rect { Rect(origin: position, size: size) }

    /// A copy placed at `position`.
    func placed(at position: Point) -> CalculatedLayout {
        var copy = self
        copy.position = position
        return copy
    }
}
