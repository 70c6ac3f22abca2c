/// The horizontal metrics of one font face, in font units: what the engine needs to measure text the
/// way a browser draws it with kerning and ligatures off. A class, so handing a face to every
/// measurement shares its tables instead of copying them.
public final class FontFaceMetrics: Sendable {
    public let name: String
    /// The CSS `font-weight` the site's `@font-face` rule gives this face.
    public let cssWeight: Int
    public let unitsPerEm: Double
    /// hhea ascender (positive) and descender (negative), and the line gap.
    public let ascender: Double
    public let descender: Double
    public let lineGap: Double
    /// Advances of U+0000–U+00FF by code point (0 where the face has no glyph), looked up on every
    /// character of ordinary text, so kept as a flat array.
    private let latinAdvances: [UInt16]
    private let otherAdvances: [UInt32: UInt16]
    /// What `advance(of:)` gives for each ASCII character, the estimate where the face has no glyph
    /// included: measuring a label reads one entry per character and nothing else.
    let asciiAdvances: [Double]

    init(name: String, cssWeight: Int, unitsPerEm: Int, ascender: Int, descender: Int, lineGap: Int,
         codepoints: [UInt32], advances: [UInt16]) {
        self.name = name
        self.cssWeight = cssWeight
        self.unitsPerEm = Double(unitsPerEm)
        self.ascender = Double(ascender)
        self.descender = Double(descender)
        self.lineGap = Double(lineGap)
        var latin = [UInt16](repeating: 0, count: 256)
        var other: [UInt32: UInt16] = [:]
        for (codepoint, advance) in zip(codepoints, advances) {
            if codepoint < 256 { latin[Int(codepoint)] = advance } else { other[codepoint] = advance }
        }
        latinAdvances = latin
        otherAdvances = other
        asciiAdvances = (0..<128).map { value in
            let advance = latin[value]
            return advance == 0 && value != 0
                ? ShapedText.fallbackAdvance(of: Unicode.Scalar(UInt8(value)), unitsPerEm: Double(unitsPerEm))
                : Double(advance)
        }
    }

    /// The advance of `scalar` in font units, or nil when the face has no glyph for it (the browser
    /// then draws it with a fallback font, whose width the engine can only estimate).
    public func advance(of scalar: Unicode.Scalar) -> Double? {
        let value = scalar.value
        if value < 256 {
            let advance = latinAdvances[Int(value)]
            return advance == 0 && value != 0 ? nil : Double(advance)
        }
        return otherAdvances[value].map(Double.init)
    }
}

/// Inter, the family the site ships and the engine measures with, standing in for the iOS system font.
public enum InterFont {
    /// `UIFont.lineHeight`: ascender, descender and line gap of the face at this size.
    public static func lineHeight(ofSize size: Double, weight: String) -> Double {
        let face = face(forWeight: weight)
        return (face.ascender - face.descender + face.lineGap) / face.unitsPerEm * size
    }

    /// `UIFont.Weight` names (and CSS numbers) to the four shipped faces: lighter weights draw as
    /// Regular, heavier ones as Bold, because the site only ships these four files.
    public static func face(forWeight weight: String) -> FontFaceMetrics {
        switch weight {
        case "regular": return .regular
        case "medium": return .medium
        case "semibold": return .semibold
        case "bold", "heavy", "black": return .bold
        default:
            guard let number = Int(weight) else { return .regular }
            switch number {
            case ..<500: return .regular
            case 500..<600: return .medium
            case 600..<700: return .semibold
            default: return .bold
            }
        }
    }
}
