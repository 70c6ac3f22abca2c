import LayoutEngine

/// Small helpers for writing SVG by hand: escaping and compact numbers.
enum SVGText {
    /// A rectangle's `x`, `y`, `width` and `height` attributes, each with a leading space.
    static func box(_ rect: Rect) -> String {
        " x=\"\(number(rect.minX))\" y=\"\(number(rect.minY))\" width=\"\(number(rect.size.width))\" height=\"\(number(rect.size.height))\""
    }

    /// Escapes text and attribute values; snippet text (`</text><script>`) stays text.
    static func escape(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default:
                // Control characters are not allowed in XML 1.0.
                if scalar.value < 0x20, scalar != "\n", scalar != "\t" { continue }
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// At most two decimals, no trailing zeros, never `-0`: stable bytes for the same input.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let rounded = (value * 100).rounded() / 100
        if rounded == 0 { return "0" }
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        var text = String(rounded)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }

    static func color(_ color: RGBAColorValue) -> String {
        let hex = [color.red, color.green, color.blue].map { component -> String in
            let byte = Int((min(max(component, 0), 1) * 255).rounded())
            let digits = String(byte, radix: 16)
            return digits.count == 1 ? "0" + digits : digits
        }.joined()
        return "#" + hex
    }
}

/// The colour values the diagram needs, independent of the engine's colour type.
struct RGBAColorValue {
    var red: Double, green: Double, blue: Double, alpha: Double
}
