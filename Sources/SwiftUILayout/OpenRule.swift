/// The rules SwiftUI's documentation and the project's sources leave open (swiftui-semantics.md,
/// section 15). When a layout depends on one, the figure says which reading it assumed.
public enum OpenRule: String, Hashable, Sendable, CaseIterable, Comparable {
    case textMetrics = "T1–T7"
    case spacerGap = "SP3"
    case textGap = "G3–G4"
    case dividerGap = "DV1"
    case symbolSize = "I3"
    case geometryReaderIdeal = "GR1"
    case lazyStack = "LZ1"
    case nestedGuide = "S11"
    case grid = "GRD2"
    case listStyle = "GRD2 (List)"

    /// What was assumed, in the words a figure note uses.
    public var assumption: String {
        switch self {
        case .textMetrics: "text is measured with Inter, not San Francisco, so a device can differ by a few points"
        case .spacerGap: "no gap is added next to a Spacer in a stack without spacing: (the Spacer's minimum length stands in for it)"
        case .textGap: "the default gap next to a Text in a VStack is taken as 8 pt (SwiftUI derives it from font metrics)"
        case .dividerGap: "the default gap next to a Divider is taken as 8 pt"
        case .symbolSize: "an SF Symbol is drawn as a placeholder square as wide as its font's size"
        case .geometryReaderIdeal: "a GeometryReader offered nil takes 10 pt, as other views without content do"
        case .lazyStack: "a lazy stack is laid out as a plain stack whose children are offered their ideal length"
        case .nestedGuide: "a container answers the default value for a text baseline or custom guide, not its children's"
        case .grid: "Grid is approximate: each column is as wide as its widest cell and each row as tall as its tallest (SwiftUI's algorithm is not published)"
        case .listStyle: "List and Form are approximate: drawn in the plain style with iOS's default row insets (20 pt at the sides, rows at least 44 pt tall)"
        }
    }

    public static func < (lhs: OpenRule, rhs: OpenRule) -> Bool { lhs.rawValue < rhs.rawValue }

    var bit: UInt32 { UInt32(Self.allCases.firstIndex(of: self)!) }
}
