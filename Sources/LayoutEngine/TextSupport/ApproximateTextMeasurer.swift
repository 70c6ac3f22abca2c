/// Text measurement by estimated glyph widths of a sans-serif system font, wrapping at spaces.
///
/// It stands in until the engine measures with the real metrics of the font the site ships:
/// line breaks fall between words as a reader expects, but widths are estimates (within a few
/// per cent of Inter for ordinary text), so the SVG draws text with `textLength` where it must fit.
public struct ApproximateTextMeasurer: TextMeasuring {
    public init() {}

    /// Advance of a character in ems, by rough classes of a humanist sans-serif.
    static func advance(of character: Character, weight: String) -> Double {
        let bold = ["semibold", "bold", "heavy", "black"].contains(weight) ? 1.05 : 1
        let base: Double
        switch character {
        case "i", "j", "l", "!", "|", "'", ".", ",", ":", ";", "I": base = 0.27
        case " ": base = 0.28
        case "f", "t", "r", "(", ")", "[", "]", "-", "/": base = 0.36
        case "m", "w", "M", "W", "@": base = 0.84
        case "A"..."Z", "0"..."9", "$", "%", "&", "?": base = 0.64
        case "…": base = 0.85
        case "★", "☆", "♥", "•": base = 0.8
        default: base = 0.54
        }
        return base * bold
    }

    public func measure(_ text: AttributedText, in maxSize: Size, maximumNumberOfLines: Int) -> MeasuredText {
        let span = text.spans.first
        let size = text.spans.map(\.fontSize).max() ?? 17
        let weight = span?.fontWeight ?? "regular"
        let lineHeight = (size * 1.2 * 2).rounded(.up) / 2
        let ascender = (size * 0.97 * 2).rounded() / 2
        let width = { (s: Substring) in s.reduce(0.0) { $0 + Self.advance(of: $1, weight: weight) * size } }
        var lines = TextWrapping.lines(text.string, maxWidth: maxSize.width, width: width)
        let byHeight = maxSize.height.isFinite ? max(1, Int((maxSize.height / lineHeight).rounded(.down))) : Int.max
        let limit = min(maximumNumberOfLines > 0 ? maximumNumberOfLines : Int.max, byHeight)
        if lines.count > limit {
            lines = Array(lines.prefix(limit))
            lines[limit - 1] = TextWrapping.truncate(lines[limit - 1], maxWidth: maxSize.width, width: width)
        }
        let measured = lines.enumerated().map { index, line in
            MeasuredTextLine(text: String(line), width: (width(line) * 64).rounded(.up) / 64,
                             baseline: Double(index) * lineHeight + ascender)
        }
        let widest = measured.map(\.width).max() ?? 0
        return MeasuredText(lines: measured, size: Size(width: widest.rounded(.up), height: (Double(measured.count) * lineHeight).rounded(.up)),
                            ascender: ascender, descender: -(size * 0.24))
    }
}

/// Greedy line breaking at spaces and newlines; a word longer than a line breaks between characters.
enum TextWrapping {
    static func lines(_ string: String, maxWidth: Double, width: (Substring) -> Double) -> [Substring] {
        var lines: [Substring] = []
        for paragraph in string.split(separator: "\n", omittingEmptySubsequences: false) {
            guard maxWidth.isFinite, width(paragraph) > maxWidth else { lines.append(paragraph); continue }
            var current: Substring = paragraph[paragraph.startIndex..<paragraph.startIndex]
            for word in paragraph.split(separator: " ") {
                let candidate = current.isEmpty ? word : paragraph[current.startIndex..<word.endIndex]
                if width(candidate) <= maxWidth || current.isEmpty && width(word) <= maxWidth {
                    current = candidate
                    continue
                }
                if !current.isEmpty { lines.append(current) }
                current = word
                while width(current) > maxWidth, current.count > 1 {
                    var cut = current.startIndex
                    while current.index(after: cut) < current.endIndex, width(current[current.startIndex...cut]) <= maxWidth { cut = current.index(after: cut) }
                    lines.append(current[current.startIndex..<cut])
                    current = current[cut...]
                }
            }
            if !current.isEmpty { lines.append(current) }
        }
        return lines
    }

    /// The last visible line ends in "…" when text was cut, shortened until it fits.
    static func truncate(_ line: Substring, maxWidth: Double, width: (Substring) -> Double) -> Substring {
        var kept = line
        let ellipsis: Substring = "…"
        while !kept.isEmpty, maxWidth.isFinite, width(kept) + width(ellipsis) > maxWidth { kept = kept.dropLast() }
        while kept.last == " " { kept = kept.dropLast() }
        return Substring(String(kept) + "…")
    }
}
