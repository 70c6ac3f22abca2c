/// Which framework a snippet's code is written for, as a reader would tell from its types: what a
/// group's tab is called when the fence has no caption.
public enum Framework: String, Sendable, CaseIterable {
    case uikit = "UIKit", texture = "Texture", swiftUI = "SwiftUI"

    /// Texture's nodes and specs win over the UIKit values they use; SwiftUI's `some View` over both.
    public static func of(_ code: String) -> Framework? {
        if code.contains("some View") || code.contains("import SwiftUI") { return .swiftUI }
        let textureMarks = ["ASDisplayNode", "ASTextNode", "ASImageNode", "LayoutSpec", "ASCellNode", "ASDKViewController", "import AsyncDisplayKit"]
        if textureMarks.contains(where: code.contains) { return .texture }
        let uikitMarks = ["UIView", "UIViewController", "UILabel", "NSLayoutConstraint", "UIStackView"]
        if uikitMarks.contains(where: code.contains) { return .uikit }
        return nil
    }
}

extension Snippet {
    /// A group member's name: its caption, else its framework, else its id.
    public var groupLabel: String {
        attributes.caption ?? Framework.of(code).map(\.rawValue) ?? id
    }

    /// What choosing its tab is remembered as across the site (as DocC remembers a language): its
    /// framework, else its label.
    public var groupChoice: String {
        Framework.of(code)?.rawValue.lowercased() ?? groupLabel.lowercased()
    }

    /// How a message names it: "the UIKit version" (members in one framework: by caption or id).
    public func versionName(among members: [Snippet]) -> String {
        let frameworks = members.map { Framework.of($0.code) }
        if let framework = Framework.of(code), frameworks.filter({ $0 == framework }).count == 1 { return "the \(framework.rawValue) version" }
        return "'\(attributes.caption ?? id)'"
    }
}
