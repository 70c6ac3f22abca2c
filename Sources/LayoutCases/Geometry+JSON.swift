import LayoutEngine

extension JSONValue {
    /// `[w, h]` → Size.
    func size(_ context: String) throws(CaseFileError) -> Size {
        guard let pair = array, pair.count == 2, let width = pair[0].number, let height = pair[1].number else {
            throw .invalidCase(name: context, reason: "expected [width, height]")
        }
        return Size(width: width, height: height)
    }

    /// `{min: [w,h], max: [w,h]}` → SizeRange.
    func sizeRange(_ context: String) throws(CaseFileError) -> SizeRange {
        guard let min = self["min"], let max = self["max"] else {
            throw .invalidCase(name: context, reason: "expected a size range with min and max")
        }
        return SizeRange(min: try min.size(context), max: try max.size(context))
    }

    /// `[x, y, w, h]` → Rect.
    func rect(_ context: String) throws(CaseFileError) -> Rect {
        guard let values = array?.compactMap(\.number), values.count == 4 else {
            throw .invalidCase(name: context, reason: "expected [x, y, width, height]")
        }
        return Rect(x: values[0], y: values[1], width: values[2], height: values[3])
    }
}
