/// ASButtonNode's `imageNode` and `titleNode`: nodes of their own, which the button's stack lays
/// out with their style and appearance (`button.imageNode.style.preferredSize = …`). Each is made on
/// first read and shows what `setImage` and `setTitle` gave the button for its normal state.
enum ButtonParts {
    static func part(_ name: String, of button: NodeObject) -> NodeObject {
        if let part = button.buttonParts[name] { return part }
        let part = name == "imageNode" ? NodeObject(typeName: "ASImageNode", kind: .image) : NodeObject(typeName: "ASTextNode", kind: .text)
        button.buttonParts[name] = part
        update(button)
        return part
    }

    /// `setImage(_:for: .normal)` and `setTitle(…)` set the parts, as Texture's button does.
    static func update(_ button: NodeObject) {
        button.buttonParts["imageNode"]?.appearance.imageName = button.buttonImage
        button.buttonParts["titleNode"]?.attributedText = button.buttonTitle
    }
}
