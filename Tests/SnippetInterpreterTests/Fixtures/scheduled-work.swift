// Work scheduled for later (`asyncAfter`, `perform(_:with:afterDelay:)`) runs after the moment a
// figure shows: it is checked, not run, and the figure says so. Code that schedules it from an action
// (a tap) is only checked, and cancelling what was scheduled is accepted.
// expected-warning@17:28: work scheduled with 'asyncAfter' runs later, after the moment the figure shows; it is not run
// expected-warning@21:9: work scheduled with 'perform' runs later, after the moment the figure shows; it is not run
// expect-root 375 40
final class BoxNode: ASDisplayNode {
    func tapped() {
        NSObject.cancelPreviousPerformRequests(withTarget: self)
        DispatchQueue.main.asyncAfter(deadline: DispatchTime.now() + .milliseconds(300)) {
            self.style.height = ASDimensionMake(120)
        }
    }

    override init() {
        super.init()
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) {
            self.style.height = ASDimensionMake(80)
        }
        style.height = ASDimensionMake(40)
        perform(#selector(grow), with: nil, afterDelay: 0.5)
    }

    @objc func grow() {
        style.height = ASDimensionMake(200)
    }
}

BoxNode()
