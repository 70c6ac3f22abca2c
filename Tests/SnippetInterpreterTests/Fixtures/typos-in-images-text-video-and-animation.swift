// Misspellings of the API this fixture's session declared are the compiler's errors, at their place,
// with "did you mean": resizable images, strokes, kern, video nodes, animations, assertions, indexPath.
// expected-error@14:47: incorrect argument label 'withCornerRadus:' in call to 'as_resizableRoundedImage'; did you mean 'withCornerRadius:'?
// expected-error@16:8: value of type 'UIBezierPath' has no member 'lineWidh'; did you mean 'lineWidth'?
// expected-error@17:13: value of type 'UIColor' has no member 'setStrok'; did you mean 'setStroke'?
// expected-error@19:69: type 'NSAttributedString.Key' has no member 'kernn'; did you mean 'kern'?
// expected-error@20:32: incorrect argument label 'ulr:' in call to 'ASVideoPlayerNode'; did you mean 'url:'?
// expected-error@22:7: value of type 'ASVideoPlayerNode' has no member 'shouldAutoplay'; did you mean 'shouldAutoPlay'?
// expected-error@23:29: incorrect argument label 'keyPat:' in call to 'CABasicAnimation'; did you mean 'keyPath:'?
// expected-error@24:22: incorrect argument label 'forkey:' in call to 'add'; did you mean 'forKey:'?
// expected-error@26:5: cannot find 'assertionFailur' in scope; did you mean 'assertionFailure'?
// expected-error@31:19: cannot find 'indexPat' in scope; did you mean 'indexPath'?
let pill = ASImageNode()
pill.image = UIImage.as_resizableRoundedImage(withCornerRadus: 12, cornerColor: .clear, fill: .red)
let circle = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 10, height: 10))
circle.lineWidh = 3
UIColor.red.setStrok()
let text = ASTextNode()
text.attributedText = NSAttributedString(string: "A", attributes: [.kernn: 2])
let player = ASVideoPlayerNode(ulr: URL(string: "https://example.com/a.mp4")!)
let video = ASVideoPlayerNode()
video.shouldAutoplay = true
let spin = CABasicAnimation(keyPat: "transform.rotation")
pill.layer.add(spin, forkey: "spin")
func title() -> String {
    assertionFailur("must override")
    return ""
}
final class Row: ASCellNode {
    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        let row = indexPat?.row ?? 0
        return ASLayoutSpec()
    }
}
pill
