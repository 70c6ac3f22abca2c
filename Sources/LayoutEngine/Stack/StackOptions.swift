/// The main axis of a stack.
public enum StackDirection: String, Sendable, Hashable, CaseIterable {
    case vertical, horizontal
}

/// How a stack distributes free main-axis space (there is no spaceEvenly in Texture's stack spec).
public enum StackJustifyContent: String, Sendable, Hashable, CaseIterable {
    case start, center, end, spaceBetween, spaceAround
}

/// How a stack aligns its children on the cross axis. `notSet` behaves like `start`.
public enum StackAlignItems: String, Sendable, Hashable, CaseIterable {
    case start, end, center, stretch, baselineFirst, baselineLast, notSet
}

public enum StackFlexWrap: String, Sendable, Hashable, CaseIterable {
    case noWrap, wrap
}

/// How wrapped lines share the cross axis (only matters with two lines or more).
public enum StackAlignContent: String, Sendable, Hashable, CaseIterable {
    case start, center, end, spaceBetween, spaceAround, stretch
}

/// Texture's horizontalAlignment convenience; overwrites justifyContent or alignItems.
public enum StackHorizontalAlignment: String, Sendable, Hashable, CaseIterable {
    case none, left, middle, right
}

/// Texture's verticalAlignment convenience; overwrites justifyContent or alignItems.
public enum StackVerticalAlignment: String, Sendable, Hashable, CaseIterable {
    case none, top, center, bottom
}

/// The arguments of a stack. Defaults are those of Texture's plain `init` (horizontal, alignItems stretch).
public struct StackOptions: Sendable, Hashable {
    public var direction: StackDirection = .horizontal
    public var spacing: Double = 0
    public var justifyContent: StackJustifyContent = .start
    public var alignItems: StackAlignItems = .stretch
    public var flexWrap: StackFlexWrap = .noWrap
    public var alignContent: StackAlignContent = .start
    public var lineSpacing: Double = 0
    public var horizontalAlignment: StackHorizontalAlignment = .none
    public var verticalAlignment: StackVerticalAlignment = .none

    public init(direction: StackDirection = .horizontal, spacing: Double = 0,
                justifyContent: StackJustifyContent = .start, alignItems: StackAlignItems = .stretch) {
        self.direction = direction
        self.spacing = spacing
        self.justifyContent = justifyContent
        self.alignItems = alignItems
    }
}
