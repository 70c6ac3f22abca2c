import Foundation
import ConstraintSolver
import UIKitLayout

/// Expected frames read from the Auto Layout reference cases (a copy of
/// ../shared/reference/autolayout-cases.json), so no expected number is typed into a test.
enum ReferenceFrames {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures").appendingPathComponent("autolayout-cases.json")

    struct ReferenceCase: Decodable {
        struct Conflict: Decodable { var broken: String? }
        var name: String
        var frames: [String: [Double]]?
        var rootSize: [Double]?
        var conflict: Conflict?
        var ambiguousViews: [String: [String]]?
    }

    private static let cases: [String: ReferenceCase] = {
        guard let data = try? Data(contentsOf: fixture),
              let list = try? JSONDecoder().decode([ReferenceCase].self, from: data) else { return [:] }
        return Dictionary(list.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
    }()

    static func frames(_ caseName: String) -> [String: Frame] {
        (cases[caseName]?.frames ?? [:]).compactMapValues { values in
            values.count == 4 ? Frame(x: values[0], y: values[1], width: values[2], height: values[3]) : nil
        }
    }

    static func rootSize(_ caseName: String) -> [Double]? { cases[caseName]?.rootSize }
    static func brokenConstraint(_ caseName: String) -> String? { cases[caseName]?.conflict?.broken }
    static func ambiguousViews(_ caseName: String) -> [String: [String]] { cases[caseName]?.ambiguousViews ?? [:] }
}

/// Builds a view hierarchy the way a snippet's code would, with the names the cases use.
struct HierarchyBuilder {
    var hierarchy = ViewHierarchy()
    let root: ViewID
    private var constraintCount = 0

    init(rootName: String = "view") {
        root = hierarchy.addView(View(name: rootName))
    }

    /// `parent.addSubview(child)` of a view whose `translatesAutoresizingMaskIntoConstraints` is false.
    mutating func add(_ name: String, to parent: ViewID? = nil, intrinsic: ContentSize = .none) -> ViewID {
        var view = View(name: name, superview: parent ?? root)
        view.translatesAutoresizingMaskIntoConstraints = false
        view.intrinsicContentSize = intrinsic
        return hierarchy.addView(view)
    }

    /// `UIStackView(arrangedSubviews:)`: arranged views become subviews with the flag switched off.
    mutating func stack(_ name: String, of arranged: [ViewID], in parent: ViewID? = nil, configure: (inout StackView) -> Void) -> ViewID {
        let id = add(name, to: parent)
        var stack = StackView()
        stack.arrangedSubviews = arranged
        configure(&stack)
        hierarchy[id].stack = stack
        for view in arranged { hierarchy[view].superview = id }
        return id
    }

    mutating func pin(_ first: LayoutItem, _ attribute: Attribute, _ relation: Relation = .equal, to second: LayoutItem? = nil,
                      _ secondAttribute: Attribute? = nil, multiplier: Double = 1, constant: Double = 0, priority: Double = 1000) {
        constraintCount += 1
        hierarchy.constraints.append(LayoutConstraint(
            Anchor(first, attribute), relation, second.map { Anchor($0, secondAttribute ?? attribute) },
            multiplier: multiplier, constant: constant, priority: priority, origin: .app(tag: constraintCount)))
    }

    func layout(as kind: LayoutRoot = .viewController(.iPhoneSE)) -> AutoLayoutResult {
        AutoLayoutEngine.layout(hierarchy, root: root, as: kind)
    }

    func framesByName(_ result: AutoLayoutResult) -> [String: Frame] {
        Dictionary(result.frames.map { (hierarchy[$0.key].name, $0.value) }, uniquingKeysWith: { a, _ in a })
    }
}
