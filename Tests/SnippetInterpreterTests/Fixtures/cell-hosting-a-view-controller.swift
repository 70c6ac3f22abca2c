// ASCellNode(viewControllerBlock:didLoad:) is Texture's: a cell that hosts a controller's view,
// drawn as a box of the size the code gives it (with a warning that what the view draws is not).
// It was "extra argument 'viewControllerBlock' (declared as 'init()')".
// expect-frame page 0 0 200 120
// expected-warning@6:12: 'ASCellNode(viewControllerBlock:didLoad:)' changes what the screen shows, but diagrams do not draw it
let page = ASCellNode(viewControllerBlock: { () -> UIViewController in
    return UIViewController()
}, didLoad: nil)
page.style.preferredSize = CGSize(width: 200, height: 120)
let stack = ASStackLayoutSpec.vertical()
stack.alignItems = .start
stack.children = [page]
stack
