// A Texture controller in the navigation controller the snippet builds, its bar opaque: the node is
// the controller's view, so it fills the screen below the bar, (0, 64, 375, 603), and its spec
// centres the box in that.
// expect-root 375 667
// expect-frame navigationBar 0 20 375 44
// expect-frame box 137.5 315.5 100 100
// expected-warning@1:1: 'ASDKViewController' is drawn in the UINavigationController the snippet builds, with its navigation bar; the bar is opaque (as the code says), so the view starts below it
// expected-warning@1:1: a bar's title and items are drawn at the root view's side margins, 8 pt apart; where UIKit puts them inside the bar is not verified
let box = ASDisplayNode()
box.style.preferredSize = CGSize(width: 100, height: 100)
let root = ASDisplayNode()
root.automaticallyManagesSubnodes = true
root.layoutSpecBlock = { _, _ in ASCenterLayoutSpec(centeringOptions: .XY, sizingOptions: [], child: box) }
let controller = ASDKViewController(node: root)
controller.navigationItem.title = "Centred"
let navigation = UINavigationController(rootViewController: controller)
navigation.navigationBar.isTranslucent = false
navigation
