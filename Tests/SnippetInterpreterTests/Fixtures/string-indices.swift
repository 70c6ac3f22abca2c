// String indices as real code takes a colour's hex apart: `hex[hex.index(after: hex.startIndex)...]`
// drops a leading "#" ("ff8000", 6 characters); `hex[..<hex.index(hex.startIndex, offsetBy: 2)]` is
// "ff" (255); the last two are "00" (0). Arrays take ranges too: [10, 20, 30, 40][1...] is
// [20, 30, 40]. Each value sizes a box, so the frames show them.
// expect-frame length 0 0 6 10
// expect-frame redBox 0 10 255 10
// expect-frame blueBox 0 20 0 10
// expect-frame tailBox 0 30 90 10
// expect-frame firstBox 0 40 1 10
let hexString = "#ff8000"
var hex = hexString
if hex.hasPrefix("#") {
    hex = String(hex[hex.index(after: hex.startIndex)...])
}
let red = String(hex[..<hex.index(hex.startIndex, offsetBy: 2)])
let blue = String(hex[hex.index(hex.endIndex, offsetBy: -2)...])
let tail = [10, 20, 30, 40][1...]
let first = hex[hex.startIndex] == "f" ? 1 : 2

let length = ASDisplayNode()
length.style.preferredSize = CGSize(width: CGFloat(hex.count), height: 10)
let redBox = ASDisplayNode()
redBox.style.preferredSize = CGSize(width: CGFloat(Int(red, radix: 16)!), height: 10)
let blueBox = ASDisplayNode()
blueBox.style.preferredSize = CGSize(width: CGFloat(Int(blue, radix: 16)!), height: 10)
let tailBox = ASDisplayNode()
tailBox.style.preferredSize = CGSize(width: CGFloat(tail[0] + tail[1] + tail[2]), height: 10)
let firstBox = ASDisplayNode()
firstBox.style.preferredSize = CGSize(width: CGFloat(first), height: 10)
ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start,
                  children: [length, redBox, blueBox, tailBox, firstBox])
