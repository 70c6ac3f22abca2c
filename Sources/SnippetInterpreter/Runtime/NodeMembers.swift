import LayoutEngine
import SwiftSyntax

/// Properties and methods of ASDisplayNode and its subclasses.
enum NodeMembers {
    /// Properties that do not change layout, accepted and ignored so real code runs.
    static let inert: Set<String> = [
        "isLayerBacked", "shadowPath", "placeholderEnabled", "placeholderColor", "selectionStyle", "isUserInteractionEnabled",
        "tintColor", "accessibilityLabel", "isAccessibilityElement", "hitTestSlop",
        "cornerRoundingType", "defaultImage", "delegate", "dataSource", "imageModificationBlock", "contentsScale", "isOpaque",
        "highlightStyle", "separatorStyle", "neverShowPlaceholders", "shouldAnimateSizeChanges",
        "automaticallyRelayoutOnSafeAreaChanges", "placeholderFadeDuration", "isCropEnabled", "cropRect", "shouldRenderProgressImages",
        "animatedImageRunLoopMode", "animatedImagePaused", "shouldCacheImage",
        // The engine truncates with "…" whatever token is set; the token's width differs by a few points at most.
        "allowsSelection", "allowsMultipleSelection", "transform",
        "truncationAttributedText", "additionalTruncationMessage", "passthroughNonlinkTouches", "linkAttributeNames", "automaticallyRelayoutOnLayoutMarginsChanges",
        // A frame set by hand (manual layout in a controller) is not drawn; the checker warns where it is set.
        "frame", "accessibilityIdentifier",
    ]

    /// Calls that change no layout (or whose effect the runtime records on the side).
    static let layoutFreeMethods: Set<String> = [
        "addSubnode", "setNeedsLayout", "layoutIfNeeded", "addTarget", "removeFromSupernode", "setNeedsDisplay",
        "transitionLayout", "invalidateCalculatedLayout", "reloadData", "setImage", "setURL", "insertSubnode",
        "setViewBlock", "setLayerBlock", "onDidLoad", "removeTarget",
    ]

    /// Methods a node class may call on implicit self (`addSubnode(x)`).
    static let methods = layoutFreeMethods.union(["setTitle", "setAttributedTitle", "asyncTraitCollection"])

    static func get(_ name: String, of node: NodeObject, at syntax: some SyntaxProtocol) throws(InterpreterError) -> Value? {
        if let value = TextCellNode.get(name, of: node) { return value }
        if let value = EditableTextNode.get(name, of: node) { return value }
        if let value = LayerMembers.get(name, of: node.appearance) { return value }
        switch name {
        case "layer": return .object(LayerProxy(owner: node))
        case "view": return .object(NodeViewProxy(owner: node))
        case "style": return .object(StyleProxy(node: node))
        case "attributedText": return node.attributedText.map { .native(.attributedString($0)) } ?? Value.none
        case "maximumNumberOfLines": return .int(node.maximumNumberOfLines)
        case "textContainerInset": return .native(.insets(node.textContainerInset))
        case "imageNode" where node.kind == .button, "titleNode" where node.kind == .button: return .object(ButtonParts.part(name, of: node))
        case "contentMode": return .enumCase(type: "UIView.ContentMode", name: node.appearance.contentMode.rawValue, payload: [])
        case "image": return node.appearance.imageName.map { .native(.image(name: $0)) } ?? Value.none
        case "defaultImage": return node.defaultImage.map { .native(.image(name: $0)) } ?? Value.none
        case "url", "URL": return node.inertValues["url"] ?? Value.none
        case "indexPath": return node.indexPath ?? Value.none
        // The layout the collection was made with (a pager's own flow layout when none was given).
        case "collectionViewLayout" where node.kind == .collection || node.kind == .pager:
            if node.fields["__layout"] == nil { node.fields["__layout"] = .object(FlowLayoutObject()) }
            return node.fields["__layout"]
        case "supernode": return node.supernode.map(Value.object) ?? Value.none
        // The nodes code added (Texture's array is empty, never nil, before any is added).
        case "subnodes": return .array(node.addedSubnodes.map(Value.object))
        // The player's video plays in the player's own box (one node in figures).
        case "videoNode" where node.apiClass == "ASVideoPlayerNode": return .object(node)
        case "contentSpacing": return .double(node.buttonLayout.contentSpacing)
        case "contentEdgeInsets": return .native(.insets(node.buttonLayout.contentEdgeInsets))
        case "laysOutHorizontally": return .bool(node.buttonLayout.laysOutHorizontally)
        case "imageAlignment": return .enumCase(type: "ASButtonNodeImageAlignment", name: node.buttonLayout.imageAlignment.rawValue, payload: [])
        case "contentHorizontalAlignment": return .enumCase(type: "ASHorizontalAlignment", name: node.buttonLayout.contentHorizontalAlignment.rawValue, payload: [])
        case "contentVerticalAlignment": return .enumCase(type: "ASVerticalAlignment", name: node.buttonLayout.contentVerticalAlignment.rawValue, payload: [])
        case "automaticallyManagesSubnodes": return .bool(node.managesSubnodes)
        case "automaticallyManagesContentSize": return .bool(node.managesContentSize)
        case "bounds", "frame": return .native(.rect(Rect(x: 0, y: 0, width: node.boundsSize.width, height: node.boundsSize.height)))
        case "calculatedSize": return .native(.size(node.boundsSize))
        // Loaded once didLoad has run (diagrams load a node just before laying it out, as iOS does).
        case "isNodeLoaded": return .bool(node.didLoadRan)
        case "accessibilityIdentifier": return Value.none
        default:
            // An @inert property reads what was set, else the default its declaration gives.
            if let value = node.inertValues[name] { return value }
            if let value = APITable.standard.property(name, of: node.apiClass)?.initialValue { return value }
            if inert.contains(name) { return .object(InertObject(typeName: name)) }
            // A declared @inert property the runtime keeps nothing for: an optional reads nil.
            if let declared = APITable.standard.property(name, of: node.apiClass), declared.marker == .inert {
                return declared.type.hasSuffix("?") ? Value.none : .object(InertObject(typeName: name))
            }
            return nil
        }
    }

    static func set(_ name: String, of node: NodeObject, to value: Value, at syntax: some SyntaxProtocol) throws(InterpreterError) {
        if try TextCellNode.set(name, of: node, to: value, at: syntax) { return }
        if try EditableTextNode.set(name, of: node, to: value, at: syntax) { return }
        if try LayerMembers.set(name, of: &node.appearance, to: value, at: syntax) { return }
        switch name {
        case "collectionViewLayout" where node.kind == .collection || node.kind == .pager:
            guard case .object = value else { throw InterpreterError("cannot assign value of type '\(value.typeName)' to type 'UICollectionViewLayout'", at: syntax) }
            node.fields["__layout"] = value
        case "attributedText":
            switch value {
            case .native(.attributedString), .object(is AttributedStringObject): node.attributedText = TextMembers.attributedText(value)
            case .none: node.attributedText = nil
            case .string(let s): throw InterpreterError("cannot assign value of type 'String' to type 'NSAttributedString?'; wrap \"\(s.prefix(20))\" in NSAttributedString(string:)", at: syntax)
            default: throw InterpreterError("cannot assign value of type '\(value.typeName)' to type 'NSAttributedString?'", at: syntax)
            }
        case "maximumNumberOfLines": node.maximumNumberOfLines = max(0, Convert.int(try Convert.number(value, name, at: syntax)))
        case "truncationMode": node.truncationMode = try TextMembers.lineBreakMode(value, at: syntax)
        case "textContainerInset": node.textContainerInset = try Convert.insets(value, at: syntax)
        case "automaticallyManagesContentSize": node.managesContentSize = try Convert.bool(value, name, at: syntax)
        case "automaticallyManagesSubnodes": node.managesSubnodes = try Convert.bool(value, name, at: syntax)
        case "scrollableDirections":
            // [.up, .down], [.left, .right], or one direction.
            let items: [Value]
            if case .array(let array) = value { items = array } else { items = [value] }
            let directions = Set(items.compactMap(Convert.caseName))
            guard !directions.isEmpty, directions.isSubset(of: ["up", "down", "left", "right"]) else {
                throw InterpreterError("cannot convert value of type '\(value.typeName)' to expected type 'ASScrollDirection'", at: syntax)
            }
            node.scrollsVertically = !directions.isDisjoint(with: ["up", "down"])
            node.scrollsHorizontally = !directions.isDisjoint(with: ["left", "right"])
        case "contentSpacing": node.buttonLayout.contentSpacing = try Convert.number(value, name, at: syntax)
        case "contentEdgeInsets": node.buttonLayout.contentEdgeInsets = try Convert.insets(value, at: syntax)
        case "laysOutHorizontally":
            guard case .bool(let flag) = value else { throw InterpreterError("cannot assign value of type '\(value.typeName)' to type 'Bool'", at: syntax) }
            node.buttonLayout.laysOutHorizontally = flag
        case "imageAlignment":
            node.buttonLayout.imageAlignment = try Convert.option(value, "ASButtonNodeImageAlignment", default: .beginning, at: syntax)
        case "contentHorizontalAlignment":
            node.buttonLayout.contentHorizontalAlignment = try Convert.option(value, "ASHorizontalAlignment", default: .middle, at: syntax)
        case "contentVerticalAlignment":
            node.buttonLayout.contentVerticalAlignment = try Convert.option(value, "ASVerticalAlignment", default: .center, at: syntax)
        case "contentMode": node.appearance.contentMode = try Convert.option(value, "UIView.ContentMode", default: .scaleAspectFill, at: syntax)
        case "image":
            if case .native(.image(let imageName)) = value { node.appearance.imageName = imageName } else { node.appearance.imageName = nil }
        case "url", "URL":
            if case .native(.url(let url)) = value { node.appearance.imageName = url } else { node.appearance.imageName = nil }
            // Read back as set (`if imageNode.url != nil`), whichever of the two spellings set it.
            node.inertValues["url"] = value
        case "defaultImage":
            if case .native(.image(let imageName)) = value { node.defaultImage = imageName } else { node.defaultImage = nil }
        case "dataSource":
            node.fields["__dataSource"] = value
        case "delegate":
            // A collection asks its delegate for each item's size range.
            node.fields["__delegate"] = value
        case "layoutSpecBlock":
            if case .none = value { node.layoutSpecBlock = nil; return }
            guard case .function(let function) = value else { throw InterpreterError("'layoutSpecBlock' expects a closure", at: syntax) }
            node.layoutSpecBlock = function
        default:
            let accepted = try inert.contains(name) ? true : APITable.standard.acceptsWithoutCode(name, of: node.apiClass, at: syntax)
            guard accepted else { throw MemberHints.noMember(name, of: node, apiType: node.apiClass, at: syntax) }
            node.keepInert(name, value)
            return
        }
    }


    static func call(_ name: String, on node: NodeObject, _ args: [Argument], at syntax: some SyntaxProtocol) throws(InterpreterError) -> Value {
        if let value = EditableTextNode.call(name, on: node) { return value }
        switch name {
        // The kinds of supplementary nodes a collection asks its data source for.
        case "registerSupplementaryNode":
            let kind = try Convert.string(args.first?.value ?? .string(""), at: syntax)
            if case .array(let kinds)? = node.fields["__supplementaryKinds"] {
                node.fields["__supplementaryKinds"] = .array(kinds + [.string(kind)])
            } else {
                node.fields["__supplementaryKinds"] = .array([.string(kind)])
            }
            return .void
        case "addSubnode", "insertSubnode":
            guard case .object(let subnode as NodeObject)? = args.first?.value else { return .void }
            subnode.removeFromSupernode()
            var index = node.addedSubnodes.endIndex
            if name == "insertSubnode", case .int(let at)? = args.dropFirst().first?.value {
                // Texture asserts an index beyond the subnodes, as NSArray does.
                guard (0...index).contains(at) else { throw InterpreterError("index \(at) is beyond the node's \(index) subnodes", at: syntax) }
                index = at
            }
            node.addedSubnodes.insert(subnode, at: index)
            subnode.supernode = node
            return .void
        case "removeFromSupernode":
            node.removeFromSupernode()
            return .void
        // Texture's copy of the traits, readable off the main thread: the figure's device, as UIKit's.
        case "asyncTraitCollection": return .native(.inert("ASTraitCollection"))
        case "setBackgroundImage":
            guard setsNormalState(args) else { return .void }
            if case .native(.image(let image))? = args.first?.value { node.buttonBackgroundImage = image } else { node.buttonBackgroundImage = nil }
            return .void
        case "setImage":
            guard setsNormalState(args) else { return .void }
            if case .native(.image(let image))? = args.first?.value { node.buttonImage = image } else { node.buttonImage = nil }
            ButtonParts.update(node)
            return .void
        case _ where layoutFreeMethods.contains(name):
            if name == "setURL" {
                if case .native(.url(let url))? = args.first?.value { node.appearance.imageName = url } else { node.appearance.imageName = nil }
                node.inertValues["url"] = args.first?.value ?? Value.none
            }
            return .void
        case "setTitle":
            guard setsNormalState(args) else { return .void }
            let title = try Convert.string(args.first?.value ?? .string(""), at: syntax)
            var font = (size: 17.0, weight: "regular"), color: RGBAColor?
            // setTitle(_:with:with:for:): the first `with` is the font, the second the colour.
            for arg in args where arg.label == "with" {
                if case .native(.font(let size, let weight)) = arg.value { font = (size, weight) } else if case .none = arg.value {} else {
                    color = try Convert.color(arg.value, at: syntax)
                }
            }
            node.buttonTitle = AttributedText(spans: [TextSpan(text: title, fontSize: font.size, fontWeight: font.weight, color: color)])
            ButtonParts.update(node)
            return .void
        case "setAttributedTitle":
            guard setsNormalState(args) else { return .void }
            node.buttonTitle = args.first.flatMap { TextMembers.attributedText($0.value) }
            ButtonParts.update(node)
            return .void
        default:
            throw MemberHints.noMember(name, of: node, apiType: node.apiClass, at: syntax)
        }
    }

    /// A title or image set for another state (`.highlighted`, `.selected`) shows only in that
    /// state, and figures draw a control in its normal state.
    private static func setsNormalState(_ args: [Argument]) -> Bool { ViewMembers.setsNormalState(args) }
}

/// `style.*` of nodes and specs.
enum StyleMembers {
    static func get(_ name: String, of proxy: StyleProxy, at syntax: some SyntaxProtocol) throws(InterpreterError) -> Value? {
        let style = proxy.style
        switch name {
        case "flexGrow": return .double(style.flexGrow)
        case "flexShrink": return .double(style.flexShrink)
        case "spacingBefore": return .double(style.spacingBefore)
        case "spacingAfter": return .double(style.spacingAfter)
        case "ascender": return .double(style.ascender)
        case "descender": return .double(style.descender)
        case "preferredSize": return .native(.size(style.preferredSize))
        case "preferredLayoutSize": return .native(.layoutSize(width: style.width, height: style.height))
        case "width": return .native(.dimension(style.width))
        case "height": return .native(.dimension(style.height))
        case "minWidth": return .native(.dimension(style.minWidth))
        case "minHeight": return .native(.dimension(style.minHeight))
        case "maxWidth": return .native(.dimension(style.maxWidth))
        case "maxHeight": return .native(.dimension(style.maxHeight))
        case "flexBasis": return .native(.dimension(style.flexBasis))
        case "alignSelf": return .enumCase(type: "ASStackLayoutAlignSelf", name: style.alignSelf.rawValue, payload: [])
        case "layoutPosition": return .native(.point(style.layoutPosition))
        default: return nil
        }
    }

    static func set(_ name: String, of proxy: StyleProxy, to value: Value, at syntax: some SyntaxProtocol) throws(InterpreterError) {
        var style = proxy.style
        switch name {
        case "preferredSize": style.preferredSize = try Convert.size(value, at: syntax)
        case "preferredLayoutSize":
            // Texture's setter sets both dimensions.
            guard case .native(.layoutSize(let width, let height)) = value else {
                throw InterpreterError("cannot assign value of type '\(value.typeName)' to type 'ASLayoutSize'", at: syntax)
            }
            style.width = width
            style.height = height
        case "minSize": style.setMinSize(try Convert.size(value, at: syntax))
        case "maxSize": style.setMaxSize(try Convert.size(value, at: syntax))
        case "width": style.width = try Convert.dimension(value, at: syntax)
        case "height": style.height = try Convert.dimension(value, at: syntax)
        case "minWidth": style.minWidth = try Convert.dimension(value, at: syntax)
        case "minHeight": style.minHeight = try Convert.dimension(value, at: syntax)
        case "maxWidth": style.maxWidth = try Convert.dimension(value, at: syntax)
        case "maxHeight": style.maxHeight = try Convert.dimension(value, at: syntax)
        case "flexGrow": style.flexGrow = try Convert.number(value, name, at: syntax)
        case "flexShrink": style.flexShrink = try Convert.number(value, name, at: syntax)
        case "flexBasis": style.flexBasis = try Convert.dimension(value, at: syntax)
        case "spacingBefore": style.spacingBefore = try Convert.number(value, name, at: syntax)
        case "spacingAfter": style.spacingAfter = try Convert.number(value, name, at: syntax)
        case "alignSelf": style.alignSelf = try Convert.option(value, "ASStackLayoutAlignSelf", default: .auto, at: syntax)
        case "layoutPosition":
            guard case .native(.point(let p)) = value else { throw InterpreterError("'layoutPosition' expects a CGPoint", at: syntax) }
            style.layoutPosition = p
        // What a baseline-aligned stack lines up (a text node's are its font's, set when it is measured).
        case "ascender": style.ascender = try Convert.number(value, name, at: syntax)
        case "descender": style.descender = try Convert.number(value, name, at: syntax)
        default: throw InterpreterError("value of type 'ASLayoutElementStyle' has no member '\(name)'", at: syntax)
        }
        proxy.style = style
    }
}

extension APIProperty {
    /// The value the declaration gives it until code sets it (`= false`, `= 0`, `= .zero`), read
    /// where the runtime keeps nothing for the property.
    var initialValue: Value? {
        guard let text = defaultValue else { return nil }
        if let bool = Bool(text) { return .bool(bool) }
        if let int = Int(text) { return .int(int) }
        if let double = Double(text) { return .double(double) }
        if let rect = Self.rect(text) { return .native(.rect(rect)) }
        guard text == ".zero" else { return nil }
        switch StaticTypes.bare(type) {
        case "CGPoint": return .native(.point(.zero))
        case "CGSize": return .native(.size(.zero))
        case "CGRect": return .native(.rect(Rect(x: 0, y: 0, width: 0, height: 0)))
        case "UIEdgeInsets": return .native(.insets(.zero))
        default: return nil
        }
    }

    /// `CGRect(x: 0, y: 0, width: 1, height: 1)`, as a declaration writes a default rectangle.
    private static func rect(_ text: String) -> Rect? {
        guard text.hasPrefix("CGRect(") else { return nil }
        let numbers = text.split(whereSeparator: { ",():".contains($0) || $0 == " " }).compactMap { Double($0) }
        guard numbers.count == 4 else { return nil }
        return Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }
}
