/// One axis of an autoresizing mask turned into constraints (U9). A fixed margin or size keeps its
/// value; flexible ones share what the superview gains or loses in proportion to their size in the
/// frame's reference superview size. With nothing flexible (the default mask, logged `h=--&`) the
/// view keeps its origin and size.
struct AxisMask {
    var flexibleLeading: Bool
    var flexibleSize: Bool
    var flexibleTrailing: Bool
    var origin: Double
    var size: Double
    var reference: Double

    private var trailingMargin: Double { reference - origin - size }

    func constraints(_ item: LayoutItem, superview: LayoutItem, _ attributes: (leading: Attribute, trailing: Attribute, size: Attribute)) -> [LayoutConstraint] {
        func pin(_ attribute: Attribute, _ second: Attribute? = nil, multiplier: Double = 1, constant: Double) -> LayoutConstraint {
            LayoutConstraint(Anchor(item, attribute), .equal, second.map { Anchor(superview, $0) }, multiplier: multiplier, constant: constant,
                             identifier: "NSAutoresizingMaskLayoutConstraint", origin: .autoresizingMask)
        }
        let (leading, trailing, length) = attributes
        // One flexible part takes all the superview gains, even from a superview of size zero (a frame
        // set inside a `UIView()` grows with it). Shares between several parts need a reference size;
        // without one every part keeps its value.
        let flexibleParts = [flexibleLeading, flexibleSize, flexibleTrailing].filter { $0 }.count
        guard reference > 0 || flexibleParts <= 1 else { return [pin(leading, constant: origin), pin(length, constant: size)] }
        switch (flexibleLeading, flexibleSize, flexibleTrailing) {
        case (false, false, _):
            return [pin(leading, constant: origin), pin(length, constant: size)]
        case (true, false, false):
            return [pin(length, constant: size), pin(trailing, trailing, constant: -trailingMargin)]
        case (false, true, false):
            return [pin(leading, constant: origin), pin(trailing, trailing, constant: -trailingMargin)]
        case (true, false, true):
            // Both margins share: the centre keeps its place in proportion.
            let centre: Attribute = leading == .left ? .centerX : .centerY
            return [pin(length, constant: size), pin(centre, trailing, multiplier: (origin + size / 2) / reference, constant: 0)]
        case (false, true, true):
            let share = size / max(size + trailingMargin, .leastNonzeroMagnitude)
            return [pin(leading, constant: origin), pin(trailing, trailing, multiplier: share, constant: origin * (1 - share))]
        case (true, true, false):
            let share = origin / max(origin + size, .leastNonzeroMagnitude)
            return [pin(trailing, trailing, constant: -trailingMargin), pin(leading, trailing, multiplier: share, constant: -share * trailingMargin)]
        case (true, true, true):
            return [pin(leading, trailing, multiplier: origin / reference, constant: 0),
                    pin(trailing, trailing, multiplier: (origin + size) / reference, constant: 0)]
        }
    }
}
