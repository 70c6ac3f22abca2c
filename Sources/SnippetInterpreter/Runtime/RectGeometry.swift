import LayoutEngine
import SwiftSyntax

/// CGRect's geometry as Core Graphics defines it: a rect with a negative width or height is read
/// standardized (its edges, width and height), a result with no area left is the null rect, and
/// `contains` is half-open.
enum RectGeometry {
    /// `CGRect.null`: what an empty intersection or an inset past the middle gives.
    static let null = Rect(x: .infinity, y: .infinity, width: 0, height: 0)

    static func isNull(_ rect: Rect) -> Bool { rect.origin.x.isInfinite || rect.origin.y.isInfinite }

    static func standardized(_ rect: Rect) -> Rect {
        var result = rect
        if result.size.width < 0 { result.origin.x += result.size.width; result.size.width = -result.size.width }
        if result.size.height < 0 { result.origin.y += result.size.height; result.size.height = -result.size.height }
        return result
    }

    static let propertyNames: Set<String> = ["width", "height", "minX", "minY", "maxX", "maxY", "midX", "midY", "isEmpty", "isNull", "standardized", "integral"]

    /// `width`, `minX`, `midY` …: read from the standardized rect.
    static func property(_ name: String, of rect: Rect) -> Value? {
        let r = standardized(rect)
        switch name {
        case "width": return .double(r.size.width)
        case "height": return .double(r.size.height)
        case "minX": return .double(r.minX)
        case "minY": return .double(r.minY)
        case "maxX": return .double(r.maxX)
        case "maxY": return .double(r.maxY)
        case "midX": return .double(r.minX + r.size.width / 2)
        case "midY": return .double(r.minY + r.size.height / 2)
        case "isEmpty": return .bool(isNull(rect) || rect.size.width == 0 || rect.size.height == 0)
        case "isNull": return .bool(isNull(rect))
        case "standardized": return .native(.rect(r))
        case "integral":
            guard !isNull(rect) else { return .native(.rect(rect)) }
            let x = r.minX.rounded(.down), y = r.minY.rounded(.down)
            return .native(.rect(Rect(x: x, y: y, width: r.maxX.rounded(.up) - x, height: r.maxY.rounded(.up) - y)))
        default: return nil
        }
    }

    static func call(_ name: String, on rect: Rect, _ args: [Argument], at node: some SyntaxProtocol) throws(InterpreterError) -> Value? {
        func number(_ label: String) throws(InterpreterError) -> Double {
            guard let value = args.first(where: { $0.label == label })?.value else { throw InterpreterError("missing argument '\(label):'", at: node) }
            return try Convert.number(value, label, at: node)
        }
        func other() throws(InterpreterError) -> Rect {
            guard case .native(.rect(let other))? = args.first?.value else { throw InterpreterError("'\(name)' takes a CGRect", at: node) }
            return other
        }
        switch name {
        case "insetBy":
            let r = standardized(rect), dx = try number("dx"), dy = try number("dy")
            let inset = Rect(x: r.minX + dx, y: r.minY + dy, width: r.size.width - 2 * dx, height: r.size.height - 2 * dy)
            return .native(.rect(inset.size.width < 0 || inset.size.height < 0 ? null : inset))
        case "offsetBy":
            guard !isNull(rect) else { return .native(.rect(rect)) }
            return .native(.rect(Rect(x: rect.minX + (try number("dx")), y: rect.minY + (try number("dy")), width: rect.size.width, height: rect.size.height)))
        case "inset" where args.first?.label == "by":
            // UIKit's `inset(by:)`: the insets taken off each edge.
            guard case .native(.insets(let i))? = args.first?.value else { throw InterpreterError("'inset(by:)' takes UIEdgeInsets", at: node) }
            return .native(.rect(Rect(x: rect.minX + i.left, y: rect.minY + i.top, width: rect.size.width - i.left - i.right,
                                      height: rect.size.height - i.top - i.bottom)))
        case "intersection":
            let a = standardized(rect), b = standardized(try other())
            guard !isNull(a), !isNull(b) else { return .native(.rect(null)) }
            let x0 = max(a.minX, b.minX), x1 = min(a.maxX, b.maxX), y0 = max(a.minY, b.minY), y1 = min(a.maxY, b.maxY)
            return .native(.rect(x1 < x0 || y1 < y0 ? null : Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)))
        case "union":
            let b = try other()
            if isNull(rect) { return .native(.rect(b)) }
            if isNull(b) { return .native(.rect(rect)) }
            return .native(.rect(standardized(rect).union(standardized(b))))
        case "intersects":
            let a = standardized(rect), b = standardized(try other())
            guard !isNull(a), !isNull(b) else { return .bool(false) }
            return .bool(max(a.minX, b.minX) < min(a.maxX, b.maxX) && max(a.minY, b.minY) < min(a.maxY, b.maxY))
        case "contains":
            let a = standardized(rect)
            switch args.first?.value {
            case .native(.point(let p))?: return .bool(!isNull(a) && p.x >= a.minX && p.x < a.maxX && p.y >= a.minY && p.y < a.maxY)
            case .native(.rect(let inner))?:
                let b = standardized(inner)
                return .bool(!isNull(a) && !isNull(b) && b.minX >= a.minX && b.maxX <= a.maxX && b.minY >= a.minY && b.maxY <= a.maxY)
            default: throw InterpreterError("'contains' takes a CGPoint or a CGRect", at: node)
            }
        default: return nil
        }
    }
}
