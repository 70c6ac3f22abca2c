// A cast to a UIKit or Core Animation type the API does not declare is valid Swift: the compiler
// knows `UISearchBar` and `CAGradientLayer`, so the snippet must run. The cast cannot be decided,
// so it succeeds, as a cast to a library's type does.
// expect-frame node 0 0 120 44
final class SearchNode: ASDisplayNode {
    override init() {
        super.init()
        setViewBlock { UISearchBar() }
        style.preferredSize = CGSize(width: 120, height: 44)
    }

    var searchBar: UISearchBar { view as! UISearchBar }
    var gradient: CAGradientLayer { layer as! CAGradientLayer }
}

let node = SearchNode()
_ = node.searchBar
_ = node.gradient
let stack = ASStackLayoutSpec.vertical()
stack.alignItems = .start
stack.children = [node]
stack
