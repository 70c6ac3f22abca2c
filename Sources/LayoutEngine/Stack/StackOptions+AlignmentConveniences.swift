extension StackOptions {
    /// The options with horizontalAlignment/verticalAlignment applied (semantics §2.2): in a horizontal stack
    /// the horizontal one sets justifyContent and the vertical one alignItems; in a vertical stack the reverse.
    /// `none` leaves the current value.
    public var resolvingAlignmentConveniences: StackOptions {
        var options = self
        let horizontal: StackJustifyContent? = switch horizontalAlignment {
        case .none: nil
        case .left: .start
        case .middle: .center
        case .right: .end
        }
        let vertical: StackJustifyContent? = switch verticalAlignment {
        case .none: nil
        case .top: .start
        case .center: .center
        case .bottom: .end
        }
        let (mainValue, crossValue) = direction == .horizontal ? (horizontal, vertical) : (vertical, horizontal)
        if let mainValue { options.justifyContent = mainValue }
        if let crossValue { options.alignItems = crossValue.asAlignItems }
        return options
    }
}

extension StackJustifyContent {
    /// start/center/end as the matching alignItems value.
    var asAlignItems: StackAlignItems {
        switch self {
        case .center: .center
        case .end: .end
        default: .start
        }
    }
}
