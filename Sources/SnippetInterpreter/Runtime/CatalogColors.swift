import Diagnostics
import LayoutEngine
import SwiftSyntax

/// A colour of the app's asset catalog, as Xcode wrote it: what `UIColor(named:)` and SwiftUI's
/// `Color("…")` find by name.
public struct CatalogColor: Sendable, Hashable {
    /// `srgb`, `extended-srgb`, `display-p3`, `gray-gamma-22`, … as the colour set says.
    public var colorSpace: String
    public var red: Double, green: Double, blue: Double, alpha: Double

    public init(colorSpace: String, red: Double, green: Double, blue: Double, alpha: Double) {
        self.colorSpace = colorSpace
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }
}

extension Interpreter {
    /// The catalog's colour named `name` in the sRGB figures are drawn in, or nil with a warning that
    /// names the nearest colour there is (`call` is how the code asked, for the message).
    func catalogColor(_ name: String, asked call: String, missing consequence: String, at node: some SyntaxProtocol) throws(InterpreterError) -> RGBAColor? {
        guard let color = colors[name] else {
            let hint = NearestName.hint(for: name, in: colors.keys.sorted())
            warn(InterpreterError("no colour named '\(name)' in the app's asset catalogs (sources:), so \(call) \(consequence)\(hint)", at: node))
            return nil
        }
        if color.colorSpace.contains("p3") {
            return try DisplayP3.color(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha, name: name, self, at: node)
        }
        // sRGB, its extended range and grey scales share the sRGB curve; extended components beyond
        // 0…1 are clipped, as an sRGB screen shows them.
        func clipped(_ value: Double) -> Double { min(1, max(0, value)) }
        return RGBAColor(red: clipped(color.red), green: clipped(color.green), blue: clipped(color.blue), alpha: clipped(color.alpha))
    }
}
