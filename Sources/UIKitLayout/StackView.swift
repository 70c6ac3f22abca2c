/// What a `UIStackView` adds to a view (V1: defaults horizontal, fill, fill, spacing 0).
public struct StackView: Sendable {
    public enum Distribution: String, Sendable, CaseIterable {
        case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
    }

    public enum Alignment: String, Sendable, CaseIterable {
        case fill, leading, top, firstBaseline, center, trailing, bottom, lastBaseline
    }

    public var axis: Axis = .horizontal
    public var distribution: Distribution = .fill
    public var alignment: Alignment = .fill
    public var spacing: Double = 0
    /// `setCustomSpacing(_:after:)`: replaces `spacing` after that view.
    public var customSpacing: [ViewID: Double] = [:]
    public var arrangedSubviews: [ViewID] = []
    public var isLayoutMarginsRelativeArrangement = false

    public init() {}
}
