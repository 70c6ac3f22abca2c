import Diagnostics
import LayoutEngine
import SwiftSyntax
import SwiftUILayout

/// `ProposedViewSize` as a snippet holds it.
final class ProposalObject: RuntimeObject {
    let proposal: ProposedViewSize

    init(_ proposal: ProposedViewSize) {
        self.proposal = proposal
        super.init(typeName: "ProposedViewSize")
    }
}

/// One subview as a custom layout sees it (`LayoutSubview`).
final class SubviewObject: RuntimeObject {
    let subview: LayoutSubview

    init(_ subview: LayoutSubview) {
        self.subview = subview
        super.init(typeName: "LayoutSubview")
    }
}

/// Layouts written against SwiftUI's `Layout` protocol: `EqualWidthHStack { … }` runs the
/// author's `sizeThatFits(proposal:subviews:cache:)` and `placeSubviews(in:proposal:subviews:cache:)`.
enum CustomLayouts {
    /// Unit points by name: where on a subview `place(at:anchor:)` puts the position.
    static let unitPoints: [String: (x: Double, y: Double)] = [
        "zero": (0, 0), "topLeading": (0, 0), "top": (0.5, 0), "topTrailing": (1, 0), "leading": (0, 0.5), "center": (0.5, 0.5),
        "trailing": (1, 0.5), "bottomLeading": (0, 1), "bottom": (0.5, 1), "bottomTrailing": (1, 1),
    ]

    /// `Layout(args) { content }`: the layout value and its subviews as one view.
    static func view(_ declaration: ClassDeclaration, _ args: [Argument], _ interpreter: Interpreter, at node: some SyntaxProtocol) throws(InterpreterError) -> Value {
        var arguments = args
        var content: Callable?
        if case .function(let closure)? = arguments.last?.value, arguments.last?.label == nil {
            content = closure
            arguments.removeLast()
        }
        guard case .object(let layout) = try interpreter.instantiate(declaration, arguments, at: node) else {
            throw InterpreterError("'\(declaration.name)' could not be made", at: node)
        }
        let children = try content.map { closure throws(InterpreterError) in
            try interpreter.buildElements(closure, at: node).map { value throws(InterpreterError) in try interpreter.viewDescription(of: value, at: node) }
        } ?? []
        let custom = CustomLayout(
            sizeThatFits: { proposal, subviews in
                let value = try callMethod("sizeThatFits", on: layout, [
                    Argument(label: "proposal", value: .object(ProposalObject(proposal))),
                    Argument(label: "subviews", value: .array(subviews.map { .object(SubviewObject($0)) })),
                    Argument(label: "cache", value: .void),
                ], interpreter, at: node)
                let size = try Convert.size(value, at: node)
                return ViewSize(width: size.width, height: size.height)
            },
            placeSubviews: { bounds, proposal, subviews in
                _ = try callMethod("placeSubviews", on: layout, [
                    Argument(label: "in", value: .native(.rect(Rect(x: bounds.x, y: bounds.y, width: bounds.width, height: bounds.height)))),
                    Argument(label: "proposal", value: .object(ProposalObject(proposal))),
                    Argument(label: "subviews", value: .array(subviews.map { .object(SubviewObject($0)) })),
                    Argument(label: "cache", value: .void),
                ], interpreter, at: node)
            })
        let source = interpreter.lines(of: node).map { SourceLines(start: $0.startLine, end: $0.endLine) }
        return .object(SwiftUIViewObject(ViewDescription(.custom(custom, children), label: declaration.name, source: source), typeName: declaration.name))
    }

    private static func callMethod(_ name: String, on layout: RuntimeObject, _ args: [Argument], _ interpreter: Interpreter, at node: some SyntaxProtocol) throws(InterpreterError) -> Value {
        guard let method = interpreter.method(name, of: layout) else {
            throw InterpreterError("type '\(layout.typeName)' does not conform to protocol 'Layout': it has no '\(name)'", at: node)
        }
        return try interpreter.call(method, args, selfObject: layout, at: node)
    }

    /// A proposal from what a snippet wrote: a `ProposedViewSize`, `.unspecified`, `.zero`, `.infinity`.
    static func proposal(_ value: Value, at node: some SyntaxProtocol) throws(InterpreterError) -> ProposedViewSize {
        if case .object(let object as ProposalObject) = value { return object.proposal }
        if case .native(.size(let size)) = value { return ProposedViewSize(width: size.width, height: size.height) }
        switch Convert.caseName(value) {
        case "unspecified": return .unspecified
        case "zero": return ProposedViewSize(width: 0, height: 0)
        case "infinity": return ProposedViewSize(width: .infinity, height: .infinity)
        default: throw InterpreterError("cannot convert value of type '\(value.typeName)' to expected argument type 'ProposedViewSize'", at: node)
        }
    }

    static func make(_ args: SwiftUIArguments, at node: some SyntaxProtocol) throws(InterpreterError) -> Value {
        if let first = args.first, args.all.count == 1, args.all[0].label == nil { return .object(ProposalObject(try proposal(first, at: node))) }
        func dimension(_ label: String) throws(InterpreterError) -> Double? {
            guard let value = args[label], value.number != nil || Convert.caseName(value) == "infinity" else { return nil }
            return try SwiftUIModifiers.number(value, label, at: node)
        }
        return .object(ProposalObject(ProposedViewSize(width: try dimension("width"), height: try dimension("height"))))
    }

    static func get(_ name: String, of object: RuntimeObject) -> Value? {
        switch (object, name) {
        case (let p as ProposalObject, "width"): p.proposal.width.map(Value.double) ?? .none
        case (let p as ProposalObject, "height"): p.proposal.height.map(Value.double) ?? .none
        case (let s as SubviewObject, "priority"): .double(s.subview.priority)
        default: nil
        }
    }

    static func call(_ name: String, on object: RuntimeObject, _ all: [Argument], _ interpreter: Interpreter, at node: some SyntaxProtocol) throws(InterpreterError) -> Value? {
        let args = SwiftUIArguments(all)
        switch (object, name) {
        case (let p as ProposalObject, "replacingUnspecifiedDimensions"):
            var fallback = Size(width: 10, height: 10)
            if let by = args["by"] { fallback = try Convert.size(by, at: node) }
            return .native(.size(Size(width: p.proposal.width ?? fallback.width, height: p.proposal.height ?? fallback.height)))
        case (let s as SubviewObject, "sizeThatFits"):
            let size = try interpreter.throwing { try s.subview.sizeThatFits(try proposal(args.first ?? .none, at: node)) }
            return .native(.size(Size(width: size.width, height: size.height)))
        case (let s as SubviewObject, "dimensions"):
            return .object(ViewDimensionsObject(try interpreter.throwing { try s.subview.dimensions(in: try proposal(args["in"] ?? .none, at: node)) }))
        case (let s as SubviewObject, "place"):
            let point: Point
            if case .native(.point(let p))? = args["at"] { point = p } else {
                throw InterpreterError("cannot convert value of type '\(args["at"]?.typeName ?? "nil")' to expected argument type 'CGPoint'", at: node)
            }
            var anchor = (x: 0.0, y: 0.0)
            if let value = args["anchor"] as Value? {
                if case .native(.point(let p)) = value { anchor = (p.x, p.y) }
                else if let name = Convert.caseName(value), let unit = unitPoints[name] { anchor = unit }
                else { throw InterpreterError("type 'UnitPoint' has no member '\(Convert.caseName(value) ?? value.typeName)'\(NearestName.hint(for: Convert.caseName(value) ?? "", in: unitPoints.keys.sorted()))", at: node) }
            }
            let offer = try args["proposal"].map { value throws(InterpreterError) in try proposal(value, at: node) } ?? .unspecified
            do {
                try s.subview.place(at: ViewPoint(x: point.x, y: point.y), anchor: anchor, proposal: offer)
            } catch let error as InterpreterError {
                throw error
            } catch {
                throw InterpreterError("\(error)", at: node)
            }
            return .void
        default:
            return nil
        }
    }
}
