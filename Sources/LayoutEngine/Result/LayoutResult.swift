/// Everything a root layout produces.
public struct LayoutResult: Sendable {
    /// The full tree of nodes and specs, positions unrounded.
    public var root: Layout
    /// The root node flattened (specs removed, origins ceiled to the pixel grid).
    public var flattened: FlattenedNode
    /// Values that were clamped or replaced during layout.
    public var warnings: [LayoutWarning]
    /// Leaf name → the ranges its measurement received, in call order (only when recording was asked for).
    public var leafRanges: [String: [SizeRange]]
    /// What the framework's rules add to the frames (UIKit's constraints), for diagrams.
    public var annotations: [LayoutAnnotation] = []
    /// How many rules the framework used to lay it out, when they are not elements of the tree
    /// (UIKit's constraints); nil for Texture, whose specs are counted in the tree.
    public var ruleCount: (noun: String, count: Int)? = nil
    /// How many of the elements are views, when some elements are not (SwiftUI's modifiers are
    /// layers of their own in the figure but not views).
    public var viewCount: Int? = nil

    /// How many element calculations the pass made, the cached ones not counted: Texture measures a child
    /// again after flexing or stretching, so this is usually well above the number of elements.
    public var calculationCount: Int { root.store.records.count }

    /// Frames of every node relative to the root node.
    public var absoluteFrames: [AbsoluteNodeFrame] { flattened.absoluteFrames() }
}
