// A misspelt generic argument is the compiler's "cannot find type" where it is written, with the
// nearest declared type; it pointed inside the class, at `Content()`, where the argument was first
// used. A framework-prefixed name two edits from a declared class is a typo, not an undeclared type.
// expected-error@9:15: cannot find type 'ASTextNod' in scope; did you mean 'ASTextNode'?
final class Box<Content: ASDisplayNode>: ASDisplayNode {
    let content = Content()
}
let plain = Box<ASImageNode>()
let box = Box<ASTextNod>()
box
