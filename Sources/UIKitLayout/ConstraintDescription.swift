extension ViewHierarchy {
    /// A constraint as UIKit's console writes it, with the names views were bound to:
    /// `badge.width == 40`, `value.leading == tag.trailing + 8`, `box.width == 100 (from the frame)`.
    public func description(of constraint: LayoutConstraint) -> String {
        var text = "\(name(of: constraint.first.item)).\(constraint.first.attribute.rawValue) \(constraint.relation.rawValue)"
        if let second = constraint.second {
            let multiplier = constraint.multiplier == 1 ? "" : "\(Self.number(constraint.multiplier)) × "
            text += " \(multiplier)\(name(of: second.item)).\(second.attribute.rawValue)"
            if constraint.constant != 0 { text += " \(constraint.constant < 0 ? "-" : "+") \(Self.number(abs(constraint.constant)))" }
        } else {
            text += " \(Self.number(constraint.constant))"
        }
        if constraint.priority < 1000 { text += " @\(Self.number(constraint.priority))" }
        switch constraint.origin {
        case .autoresizingMask: text += " (from the frame: translatesAutoresizingMaskIntoConstraints is true)"
        case .encapsulatedLayout: text += " (the view controller's view fills the screen)"
        case .stackView(let identifier): text += " (\(identifier))"
        case .layoutGuide: text += " (layout guide)"
        case .contentHugging: text += " (content hugging)"
        case .compressionResistance: text += " (compression resistance)"
        case .fitting: text += " (fitting size)"
        case .app: break
        }
        return text
    }

    private static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e9 ? String(Int(value)) : String((value * 1000).rounded() / 1000)
    }
}
