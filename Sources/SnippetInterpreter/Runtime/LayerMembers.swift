import LayoutEngine
import SwiftSyntax

/// What a node or a view looks like (`NodeAppearance`), read and set by name: a node's own
/// properties (`cornerRadius`, `alpha`), a view's, and their layer's, which are the same values on
/// iOS (ASDisplayNode's `cornerRadius` is its layer's; `view.layer.cornerRadius = 8` rounds the view).
protocol HasLook: AnyObject {
    var appearance: NodeAppearance { get set }
}

extension NodeObject: HasLook {}
extension ViewObject: HasLook {}

/// `view.layer` and `node.layer`: the layer of something drawn, whose drawn properties are its owner's
/// look. Before, the layer took any setting and changed nothing: a rounded view was drawn square.
final class LayerProxy: RuntimeObject {
    let owner: any HasLook

    init(owner: any HasLook) {
        self.owner = owner
        super.init(typeName: "CALayer")
    }
}

enum LayerMembers {
    /// A layer's names for the look where they differ from a view's (`masksToBounds` is `clipsToBounds`).
    private static let layerNames = ["masksToBounds": "clipsToBounds", "opacity": "alpha"]

    static func lookName(ofLayerMember name: String) -> String { layerNames[name] ?? name }

    /// Colours that are Core Graphics' (`CGColor`): a border's and a shadow's everywhere, a
    /// background's on a layer (a view's and a node's `backgroundColor` is a UIColor).
    static func isCGColor(_ name: String, onLayer: Bool) -> Bool {
        name == "borderColor" || name == "shadowColor" || (onLayer && name == "backgroundColor")
    }

    static func get(_ name: String, of look: NodeAppearance, onLayer: Bool = false) -> Value? {
        let color = { (color: RGBAColor) -> Value in isCGColor(name, onLayer: onLayer) ? .native(.cgColor(color)) : .native(.color(color)) }
        return switch name {
        case "backgroundColor": look.backgroundColor.map(color) ?? Value.none
        case "cornerRadius": .double(look.cornerRadius)
        case "maskedCorners": CornerMask.value(look.roundedCorners)
        case "borderWidth": .double(look.borderWidth)
        case "borderColor": look.borderColor.map(color) ?? Value.none
        case "shadowColor": color(look.shadow.color)
        case "shadowOpacity": .double(look.shadow.opacity)
        case "shadowRadius": .double(look.shadow.radius)
        case "shadowOffset": .native(.size(look.shadow.offset))
        case "alpha": .double(look.alpha)
        case "isHidden": .bool(look.isHidden)
        case "clipsToBounds": .bool(look.clipsToBounds)
        default: nil
        }
    }

    /// False when `name` is not part of the look.
    static func set(_ name: String, of look: inout NodeAppearance, to value: Value, onLayer: Bool = false,
                    at syntax: some SyntaxProtocol) throws(InterpreterError) -> Bool {
        let color = { (value: Value) throws(InterpreterError) -> RGBAColor? in
            isCGColor(name, onLayer: onLayer) ? try Convert.cgColor(value, at: syntax) : try Convert.color(value, at: syntax)
        }
        switch name {
        case "backgroundColor": look.backgroundColor = try color(value)
        case "borderColor": look.borderColor = try color(value)
        case "cornerRadius": look.cornerRadius = max(0, try Convert.number(value, name, at: syntax))
        case "maskedCorners": look.roundedCorners = try CornerMask.corners(value, at: syntax)
        case "borderWidth": look.borderWidth = max(0, try Convert.number(value, name, at: syntax))
        case "alpha": look.alpha = min(1, max(0, try Convert.number(value, name, at: syntax)))
        case "isHidden": look.isHidden = try Convert.bool(value, name, at: syntax)
        case "clipsToBounds": look.clipsToBounds = try Convert.bool(value, name, at: syntax)
        case "shadowColor": look.shadow.color = try color(value) ?? RGBAColor(red: 0, green: 0, blue: 0, alpha: 0)
        case "shadowOpacity": look.shadow.opacity = min(1, max(0, try Convert.number(value, name, at: syntax)))
        case "shadowRadius": look.shadow.radius = max(0, try Convert.number(value, name, at: syntax))
        case "shadowOffset": look.shadow.offset = try Convert.size(value, at: syntax)
        default: return false
        }
        return true
    }
}

/// A node's `view`: not modelled (what is done with it is accepted, as for any @inert value), except
/// its look, which is the node's (`view.backgroundColor`, `view.layer.cornerRadius`), as on iOS where
/// a node's properties pass through to its view and layer, and a table's or collection's
/// `contentInsetAdjustmentBehavior`, which decides where its rows start in a controller's view.
final class NodeViewProxy: InertObject {
    let owner: NodeObject

    init(owner: NodeObject) {
        self.owner = owner
        super.init(typeName: "UIView")
    }

    /// UIView's methods that put a view inside another: a node's view shows its subnodes only.
    static let addingSubviews: Set<String> = ["addSubview", "insertSubview"]
    /// Auto Layout's guides, beside the `…Anchor` properties.
    static let layoutNames: Set<String> = ["safeAreaLayoutGuide", "layoutMarginsGuide", "readableContentGuide"]

    func look(_ name: String) -> Value? {
        if name == "layer" { return .object(LayerProxy(owner: owner)) }
        if name == "contentInsetAdjustmentBehavior" {
            return .enumCase(type: "UIScrollView.ContentInsetAdjustmentBehavior", name: owner.adjustsContentInset ? "automatic" : "never", payload: [])
        }
        return ViewMembers.lookNames.contains(name) ? LayerMembers.get(name, of: owner.appearance) : nil
    }
}
