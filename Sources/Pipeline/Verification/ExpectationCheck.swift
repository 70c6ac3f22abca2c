import CourseModel
import Diagnostics
import LayoutEngine

/// Checks the facts a fence states (`expect="…"`) against the snippet's layout. Nodes are found by
/// name; frames are where Texture puts them after flattening (offsets through specs ceiled to the
/// pixel grid), as recordings and cheat comparisons see them.
struct ExpectationCheck {
    static let tolerance = 0.01

    /// One laid-out node as the facts see it.
    struct NodeFacts {
        var name: String?
        var frame: Rect
        var details: NodeDetails?
    }

    let nodes: [NodeFacts]

    init(_ result: LayoutResult, scale: Double = 2) {
        let grid = PixelGrid(scale: scale)
        var nodes: [NodeFacts] = []
        func visit(_ layout: Layout, owner: Point, offset: Point) {
            for child in layout.children {
                let position = Point(x: offset.x + child.position.x, y: offset.y + child.position.y)
                guard child.isNode else {
                    visit(child, owner: owner, offset: position)
                    continue
                }
                let origin = owner + grid.ceil(position)
                nodes.append(NodeFacts(name: child.name, frame: Rect(origin: origin, size: child.size), details: child.node))
                visit(child, owner: origin, offset: Point(x: 0, y: 0))
            }
        }
        nodes.append(NodeFacts(name: result.root.name, frame: Rect(origin: Point(x: 0, y: 0), size: result.root.size), details: result.root.node))
        visit(result.root, owner: Point(x: 0, y: 0), offset: Point(x: 0, y: 0))
        self.nodes = nodes
    }

    /// Why the fact does not hold; nil when it does.
    func failure(of fact: LayoutExpectation) -> String? {
        let named = nodes.filter { $0.name == fact.node }
        if fact.property == .count { return compare(fact, Double(named.count), "\(named.count) nodes are named '\(fact.node)'") }
        let index = fact.index ?? 0
        guard index < named.count else {
            if named.isEmpty {
                let names = Set(nodes.compactMap(\.name)).sorted()
                return "no node is named '\(fact.node)'\(NearestName.hint(for: fact.node, in: names))"
            }
            return "there are \(named.count) nodes named '\(fact.node)', so \(fact.node)[\(index)] does not exist"
        }
        let node = named[index]
        let subject = fact.index.map { "\(fact.node)[\($0)]" } ?? fact.node
        guard let actual = value(of: fact.property, node) else {
            return "\(subject) is not a text node, so it has no \(fact.property.rawValue)"
        }
        return compare(fact, actual, "\(subject).\(fact.property.rawValue) is \(Self.text(actual, fact.property))")
    }

    private func compare(_ fact: LayoutExpectation, _ actual: Double, _ description: String) -> String? {
        let holds: Bool
        switch fact.comparison {
        case .equal: holds = abs(actual - fact.value) <= Self.tolerance
        case .notEqual: holds = abs(actual - fact.value) > Self.tolerance
        case .less: holds = actual < fact.value - Self.tolerance
        case .lessOrEqual: holds = actual <= fact.value + Self.tolerance
        case .greater: holds = actual > fact.value + Self.tolerance
        case .greaterOrEqual: holds = actual >= fact.value - Self.tolerance
        }
        return holds ? nil : description
    }

    private func value(of property: LayoutExpectation.Property, _ node: NodeFacts) -> Double? {
        let frame = node.frame
        switch property {
        case .x, .minX: return frame.minX
        case .y, .minY: return frame.minY
        case .maxX: return frame.maxX
        case .maxY: return frame.maxY
        case .midX: return frame.minX + frame.size.width / 2
        case .midY: return frame.minY + frame.size.height / 2
        case .width: return frame.size.width
        case .height: return frame.size.height
        case .alpha: return node.details?.appearance.alpha ?? 1
        case .hidden: return node.details?.appearance.isHidden == true ? 1 : 0
        case .lines: return node.details?.measuredText.map { Double($0.lines.count) }
        case .truncated: return node.details?.measuredText.map { ($0.lines.last?.text.hasSuffix("…") ?? false) ? 1 : 0 }
        case .count: return nil
        }
    }

    private static func text(_ value: Double, _ property: LayoutExpectation.Property) -> String {
        if property == .hidden || property == .truncated { return value == 1 ? "true" : "false" }
        return value == value.rounded() ? String(Int(value)) : String(value)
    }
}
