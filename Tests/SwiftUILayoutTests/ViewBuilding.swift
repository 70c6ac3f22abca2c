@testable import SwiftUILayout

/// Descriptions written as SwiftUI code reads, for tests of the layout rules alone.
func color(_ name: String? = nil) -> ViewDescription {
    named(ViewDescription(.color(ViewColor(red: 1, green: 0, blue: 0)), label: "Color"), name)
}

func circle(_ name: String? = nil) -> ViewDescription {
    named(ViewDescription(.shape(.circle, fill: nil), label: "Circle"), name)
}

func spacer(_ minLength: Double? = nil) -> ViewDescription { ViewDescription(.spacer(minLength: minLength), label: "Spacer") }

func hStack(alignment: AlignmentGuide = .verticalCenter, spacing: Double? = nil, _ children: ViewDescription...) -> ViewDescription {
    ViewDescription(.stack(.horizontal, alignment: alignment, spacing: spacing, children), label: "HStack")
}

func vStack(alignment: AlignmentGuide = .horizontalCenter, spacing: Double? = nil, _ children: ViewDescription...) -> ViewDescription {
    ViewDescription(.stack(.vertical, alignment: alignment, spacing: spacing, children), label: "VStack")
}

func zStack(_ alignment: Alignment = .center, _ children: ViewDescription...) -> ViewDescription {
    ViewDescription(.zStack(alignment, children), label: "ZStack")
}

func named(_ view: ViewDescription, _ name: String?) -> ViewDescription {
    var view = view
    if let name { view.identifier = name }
    return view
}

extension ViewDescription {
    func frame(width: Double? = nil, height: Double? = nil, alignment: Alignment = .center) -> ViewDescription {
        ViewDescription(.frame(width: width, height: height, alignment: alignment, self), label: ".frame")
    }

    func frame(_ flexible: FlexibleFrame) -> ViewDescription { ViewDescription(.flexibleFrame(flexible, self), label: ".frame") }
    func padding(_ value: Double = 16) -> ViewDescription { ViewDescription(.padding(ViewInsets(all: value), self), label: ".padding") }
    func fixedSize() -> ViewDescription { ViewDescription(.fixedSize(horizontal: true, vertical: true, self), label: ".fixedSize") }
    func layoutPriority(_ value: Double) -> ViewDescription { ViewDescription(.layoutPriority(value, self), label: ".layoutPriority") }
    func id(_ name: String) -> ViewDescription { named(self, name) }
}

/// Text measured as 8 pt per character and 20 pt per line, wrapping at spaces: simple enough
/// that a test's expected sizes can be worked out by hand.
struct FixedPitchText: TextSizing {
    func measure(_ text: ResolvedText, width: Double?, height: Double?) -> TextMetrics {
        var lines: [String] = []
        for word in text.string.split(separator: " ") {
            if let last = lines.last, Double(last.count + 1 + word.count) * 8 <= (width ?? .infinity) { lines[lines.count - 1] += " " + word }
            else { lines.append(String(word)) }
        }
        if let limit = text.lineLimit { lines = Array(lines.prefix(limit)) }
        let widest = lines.map { Double($0.count) * 8 }.max() ?? 0
        return TextMetrics(size: ViewSize(width: widest, height: Double(lines.count) * 20), firstBaseline: 16, lastBaseline: Double(lines.count) * 20 - 4)
    }
}

func layOut(_ root: ViewDescription, _ width: Double = 375, _ height: Double = 667) throws -> SwiftUILayoutResult {
    try SwiftUILayoutEngine(textSizing: FixedPitchText()).layout(root, proposal: ProposedViewSize(width: width, height: height))
}
