// A string literal is not an image: the compiler rejects it, and the check said nothing (the node
// was drawn without its default image, with a green build).
// expected-error@5:23: cannot convert value of type 'String' to expected argument type 'UIImage'
let remote = ASNetworkImageNode()
remote.defaultImage = "placeholder"
remote.style.preferredSize = CGSize(width: 10, height: 10)
remote
