// A string literal is not an image: the compiler rejects it, and the check said nothing (the node
// was drawn without its default image, with a green build). An assignment is worded as swiftc words
// it, not as an argument.
// expected-error@6:23: cannot assign value of type 'String' to type 'UIImage'
let remote = ASNetworkImageNode()
remote.defaultImage = "placeholder"
remote.style.preferredSize = CGSize(width: 10, height: 10)
remote
