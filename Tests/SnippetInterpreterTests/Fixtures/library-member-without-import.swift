// Without the import, a member UIKit does not have is the compiler's error.
// expected-error@8:28: value of type 'UIView' has no member 'heroID'
final class Cell: ASCellNode {
    override init() {
        super.init()
        style.preferredSize = CGSize(width: 30, height: 30)
    }
    func tag() { self.view.heroID = "cell" }
}

Cell()
