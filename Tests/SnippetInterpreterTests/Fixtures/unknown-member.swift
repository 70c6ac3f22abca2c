// expected-error@3:11: value of type 'ASTextNode' has no member 'txt'
let titleNode = ASTextNode()
titleNode.txt = "Hello"
