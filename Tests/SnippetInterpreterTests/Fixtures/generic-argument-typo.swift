// A misspelt generic argument is the compiler's "cannot find type" where it is written, with the
// nearest declared type; it pointed inside the class, at `Content()`, where the argument was first
// used. A framework-prefixed name one edit from a declared class is a typo; two edits reach real
// classes the API does not declare (`UIScene`, two from `UIScreen`), which the compiler knows.
// expected-error@11:15: cannot find type 'ASTextNod' in scope; did you mean 'ASTextNode'?
final class Box<Content: ASDisplayNode>: ASDisplayNode {
    let content = Content()
}
let plain = Box<ASImageNode>()
let scene = plain as? UIScene
let box = Box<ASTextNod>()
box
