// An extension's initializer of a runtime type may delegate to `self.init` inside `guard`, `switch`
// and `if`, as real colour helpers do (WeChatSwift's `UIColor(hexString:)`); inside those blocks
// `self` was lost ("cannot find 'self' in scope").
// expect-frame box 0 0 375 40
extension UIColor {
    convenience init(level: Int) {
        guard level >= 0 else {
            self.init(white: 0, alpha: 1)
            return
        }
        switch level {
        case 0:
            self.init(white: 1, alpha: 1)
        default:
            if level > 5 {
                self.init(red: 1, green: 0, blue: 0, alpha: 1)
            } else {
                self.init(white: 0.5, alpha: 1)
            }
        }
    }
}
let box = ASDisplayNode()
box.backgroundColor = UIColor(level: 9)
box.style.preferredSize = CGSize(width: 40, height: 40)
ASInsetLayoutSpec(insets: .zero, child: box)
