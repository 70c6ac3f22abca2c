// A getter that reads itself is an endless recursion: it stops at the call depth with an error at
// the getter, as a method does. It overflowed the stack and crashed the build instead.
// expected-error@5:23: snippet stopped at call depth 200: is there an endless recursion?
final class Looping: ASDisplayNode {
    var side: CGFloat {
        side + 1
    }

    override init() {
        super.init()
        style.preferredSize = CGSize(width: side, height: side)
    }
}

Looping()
