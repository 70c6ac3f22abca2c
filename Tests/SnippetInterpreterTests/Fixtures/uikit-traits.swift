// A figure's device is an iPhone in portrait, in light mode: a compact width and a regular height,
// so code that branches on traits draws the iPhone branch. `traitCollection` was unknown.
// expect-frame box 0 0 100 40
let container = UIView()
container.heightAnchor.constraint(equalToConstant: 200).isActive = true
let box = UIView()
container.addSubview(box)
let wide = UIScreen.main.traitCollection.horizontalSizeClass == .regular
let tall = container.traitCollection.verticalSizeClass == .regular
let dark = box.traitCollection.userInterfaceStyle == .dark
box.frame = CGRect(x: 0, y: 0, width: wide ? 300 : 100, height: dark || !tall ? 80 : 40)
container
