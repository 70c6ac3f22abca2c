// A type the sources only extend (SVGKit's `SVGKImage`) is declared by a library, so it cannot be
// made here: the call said "extra argument 'contentsOf' (declared as 'init()')", as if the
// extension had declared the type with an empty initializer.
// expected-error@11:13: cannot find 'SVGKImage' in scope: the sources only extend it, so it is a library's type or one declared in a file that is not among the sources
import SVGKit

extension SVGKImage {
    var aspectRatio: CGFloat { 1 }
}

let image = SVGKImage(contentsOf: URL(string: "https://example.com/logo.svg")!)
ASDisplayNode()
