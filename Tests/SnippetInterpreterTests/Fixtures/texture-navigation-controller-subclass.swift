// Texture's ASNavigationController, and a subclass of it as apps write one (Catniverse's
// BaseASNavigationController, which was "cannot find 'ASNavigationController'"): UIKit's navigation
// controller, drawn with its bar. Its `super.init(rootViewController:)` shows the controller, whose
// node fills the screen below the opaque bar, (0, 64, 375, 603), and centres the box in that.
// expect-root 375 667
// expect-frame navigationBar 0 20 375 44
// expect-frame box 137.5 315.5 100 100
// expected-warning@1:1: 'ASDKViewController' is drawn in the UINavigationController the snippet builds, with its navigation bar; the bar is opaque (as the code says), so the view starts below it
// expected-warning@1:1: a bar's title and items are drawn at the root view's side margins, 8 pt apart; where UIKit puts them inside the bar is not verified
class AppNavigationController: ASNavigationController {
    override init(rootViewController: UIViewController) {
        super.init(rootViewController: rootViewController)
        navigationBar.isTranslucent = false
    }
    required init?(coder aDecoder: NSCoder) { fatalError() }
}
let box = ASDisplayNode()
box.style.preferredSize = CGSize(width: 100, height: 100)
let root = ASDisplayNode()
root.automaticallyManagesSubnodes = true
root.layoutSpecBlock = { _, _ in ASCenterLayoutSpec(centeringOptions: .XY, sizingOptions: [], child: box) }
let controller = ASDKViewController(node: root)
controller.navigationItem.title = "Centred"
AppNavigationController(rootViewController: controller)
