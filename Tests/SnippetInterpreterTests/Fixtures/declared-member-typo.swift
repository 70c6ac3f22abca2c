// A misspelt member of a class the code declares, set or read: the run reports it with the member
// meant, as the compiler would ("no member 'egde'" had no hint).
// expected-error@14:3: value of type 'Tile' has no member 'egde'; did you mean 'edge'?
final class Tile: ASDisplayNode {
    var edge: CGFloat = 0 {
        didSet { style.preferredSize = CGSize(width: edge, height: edge) }
    }
}

let t = Tile()
t.edge = 10
let stack = ASStackLayoutSpec.vertical()
stack.children = [t]
t.egde = 30
stack
