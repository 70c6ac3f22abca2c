extension DisplayNode {
    /// Texture's default calculateSizeThatFits: the maximum when both axes are valid sizes, else 0×0.
    static func fillingSize(_ maximum: Size) -> Size {
        ValueValidity.isValidForSize(maximum) ? maximum : .zero
    }

    /// A leaf's size is its measured size clamped into its resolved range.
    func leafLayout(range: SizeRange, measured: Size, pass: LayoutPass) -> CalculatedLayout {
        pass.recordLeafRange(range, of: info)
        return pass.layout(layoutDescription, size: range.clamp(measured))
    }

    /// A node with a layoutSpecBlock takes its spec's size without clamping it again (semantics §4).
    func specLayout(_ element: any LayoutElement, range: SizeRange, pass: LayoutPass) -> CalculatedLayout {
        let child = element.layoutThatFits(range, parentSize: range.max, pass: pass)
        return pass.layout(layoutDescription, size: child.size, child: child.placed(at: .zero))
    }
}
