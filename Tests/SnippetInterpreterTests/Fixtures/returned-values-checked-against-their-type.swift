// What a method or a computed property returns, and what a typed property starts as, is checked
// against the type written for it, as the compiler does: these drew a figure, or failed only when
// the run reached them, with a message at the method rather than at the value.
// expected-error@12:58: type 'ASStackLayoutDirection' has no member 'horizontl'; did you mean 'horizontal'?
// expected-error@13:34: cannot convert return expression of type 'String' to return type 'UIColor'
// expected-error@14:27: integer literal value '1' cannot be used as a boolean; did you mean 'true'?
// expected-error@16:16: 'nil' is incompatible with return type 'ASLayoutSpec'
// expected-error@19:91: cannot convert return expression of type 'String' to return type 'Int'
// expected-error@20:57: type 'ASStackLayoutAlignItems' has no member 'centre'; did you mean 'center'?
// expected-error@21:31: cannot convert return expression of type 'Double' to return type 'Int'
final class CardNode: ASDisplayNode {
    func direction() -> ASStackLayoutDirection { return .horizontl }
    var accent: UIColor { return "red" }
    var isCompact: Bool = 1
    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        return nil
    }
    func alignment() -> ASStackLayoutAlignItems { .center }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { "five" }
    func justify() -> ASStackLayoutAlignItems { return .centre }
    var columns: Int { return 2.5 }
    func title() -> String? { nil }
    var subtitle: String { "Sneakers" }
}

CardNode()
