import SwiftUILayout

/// A SwiftUI view value: an immutable description. Modifiers make new ones.
final class SwiftUIViewObject: RuntimeObject {
    let view: ViewDescription

    init(_ view: ViewDescription, typeName: String) {
        self.view = view
        super.init(typeName: typeName)
    }
}

/// What a `GeometryReader`'s closure gets: the reader's size.
final class GeometryProxyObject: RuntimeObject {
    let size: ViewSize

    init(size: ViewSize) {
        self.size = size
        super.init(typeName: "GeometryProxy")
    }
}

/// What an `.alignmentGuide` closure gets: `d.width`, `d.height`, `d[.trailing]`.
final class ViewDimensionsObject: RuntimeObject {
    let dimensions: ViewDimensions

    init(_ dimensions: ViewDimensions) {
        self.dimensions = dimensions
        super.init(typeName: "ViewDimensions")
    }
}

/// The arguments of a SwiftUI call, looked up by label; closures are the view builders.
struct SwiftUIArguments {
    let all: [Argument]

    init(_ all: [Argument]) { self.all = all }

    subscript(label: String) -> Value? { all.first { $0.label == label }?.value }
    var unlabelled: [Value] { all.filter { $0.label == nil }.map(\.value) }
    var first: Value? { all.first?.value }
    var closures: [Callable] { all.compactMap { if case .function(let f) = $0.value { f } else { nil } } }
    /// The content builder: the trailing closure or `content:`, never `header:` or `footer:`.
    var content: Callable? {
        all.reversed().lazy.compactMap { argument -> Callable? in
            guard argument.label == nil || argument.label == "content", case .function(let f) = argument.value else { return nil }
            return f
        }.first
    }
    var labels: [String?] { all.map(\.label) }
}
