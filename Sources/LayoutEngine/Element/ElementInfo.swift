/// Identification carried from an element to its layout: a name (e.g. "titleNode") and the source lines.
public struct ElementInfo: Sendable, Hashable {
    public var name: String?
    public var sourceRange: SourceLineRange?
    /// The framework's class for what the element stands for (`UILabel`, `UIStackView`), when it is
    /// not a Texture node or spec: figures say this rather than Texture's vocabulary.
    public var className: String?
    /// A container that only places its children at frames another framework's rules computed: it is
    /// not part of the author's code, so figures draw its children and never the container.
    public var isPlacement: Bool
    /// How the framework arrived at the element's size, when it says (SwiftUI's proposal and answer:
    /// "offered 375 × nil, took 120 × 20").
    public var sizing: String?
    /// What the inspector can draw for an element that is not a Texture spec: the bands of an inset,
    /// the gaps of a stack (SwiftUI's `.padding` and `HStack` are views in the tree).
    public var inspectorRole: InspectorRole?
    /// Other lines that configure the element (`box.style.preferredSize = …`), besides the one
    /// that creates it: hovering the element highlights them all.
    public var configuringLines: [SourceLineRange] = []

    public init(name: String? = nil, sourceRange: SourceLineRange? = nil, className: String? = nil, isPlacement: Bool = false, sizing: String? = nil) {
        self.name = name
        self.sourceRange = sourceRange
        self.className = className
        self.isPlacement = isPlacement
        self.sizing = sizing
    }
}

/// See `ElementInfo.inspectorRole`.
public enum InspectorRole: Sendable, Hashable {
    case insets
    case stack(vertical: Bool)
}
