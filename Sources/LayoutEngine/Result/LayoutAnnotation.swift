/// What a framework's rules say about a laid-out tree that frames alone do not show, in figure
/// coordinates, for diagrams to draw: a constraint as a measured line, a broken one, a guide's band.
/// Framework-neutral: UIKit's constraints become these; diagrams never see a constraint.
public struct LayoutAnnotation: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable {
        /// A distance or size the layout keeps: a line from `from` to `to`, labelled.
        case distance
        /// An alignment (centres, edges): a dashed line through `from` … `to`.
        case alignment
        /// What the framework gave up to lay out (a broken constraint): drawn in red, always.
        case broken
        /// A guide's area (margins, safe area): the rectangle from `from` to `to`.
        case guide
    }

    public var kind: Kind
    public var from: Point
    public var to: Point
    public var label: String
    /// The snippet line that made it, for linking code and figure.
    public var sourceLine: Int?

    public init(kind: Kind, from: Point, to: Point, label: String, sourceLine: Int? = nil) {
        self.kind = kind
        self.from = from
        self.to = to
        self.label = label
        self.sourceLine = sourceLine
    }
}

extension LayoutAnnotation {
    /// The same annotation in a parent's coordinates, `offset` being the child's origin in it.
    public func moved(by offset: Point) -> LayoutAnnotation {
        var moved = self
        moved.from = Point(x: from.x + offset.x, y: from.y + offset.y)
        moved.to = Point(x: to.x + offset.x, y: to.y + offset.y)
        return moved
    }
}
