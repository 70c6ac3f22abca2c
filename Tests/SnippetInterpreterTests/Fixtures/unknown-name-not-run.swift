// A misspelt name is an error before anything runs, as the compiler reports it, even in code the
// figure never runs (a tap's action); names bound anywhere around it are not.
// expected-error@14:9: cannot find 'titel' in scope; did you mean 'title'?
final class CardNode: ASDisplayNode {
    let title = ASTextNode()
    override init() {
        super.init()
        automaticallyManagesSubnodes = true
        style.preferredSize = CGSize(width: 100, height: 40)
    }

    func tapped(count: Int) {
        let items = [count]
        titel.attributedText = nil
        _ = items.map { value in value + count }
    }
}

CardNode()
