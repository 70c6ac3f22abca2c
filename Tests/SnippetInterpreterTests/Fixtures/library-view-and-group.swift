// In a file that imports a library and not SwiftUI, `View` and `Group` are the library's: Swift
// does not see SwiftUI's there. ReactorKit's `View` protocol on a node is not a SwiftUI view
// (it was "does not conform to protocol 'View': it has no 'body'"), and Macaw's `Group()` is not
// SwiftUI's `Group(content:)` (it was "missing argument for parameter 'content'").
// expect-frame profile 0 0 60 40
import AsyncDisplayKit
import ReactorKit
import Macaw

final class ProfileNode: ASDisplayNode, View {
    var disposeBag = 0
    override init() {
        super.init()
        style.preferredSize = CGSize(width: 60, height: 40)
    }
    func makeShape() -> Any { Group() }
}
let profile = ProfileNode()
ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start, children: [profile])
