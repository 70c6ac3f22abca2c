import LayoutEngine

/// Runs the geometry cases: size-range intersection, dimension parsing and style size resolution.
enum PrimitiveCaseRunner {
    static func intersect(_ json: JSONValue, name: String) throws(CaseFileError) -> String? {
        let a = try (json["a"] ?? .null).sizeRange(name)
        let b = try (json["b"] ?? .null).sizeRange(name)
        let expected = try (json["expected"] ?? .null).sizeRange(name)
        let actual = a.intersect(b)
        if CaseTolerance.matches(expected, actual) { return nil }
        return "intersect \(CaseText.range(a)) with \(CaseText.range(b)): expected \(CaseText.range(expected)), got \(CaseText.range(actual))"
    }

    static func parse(_ json: JSONValue, name: String) throws(CaseFileError) -> String? {
        var problems: [String] = []
        for pair in json["cases"]?.array ?? [] {
            guard let input = pair.array?.first?.string, let expected = pair.array?.last?.string else {
                throw .invalidCase(name: name, reason: "expected [input, parsed]")
            }
            let actual = spelled(Dimension(parsing: input))
            if actual != expected { problems.append("\"\(input)\": expected \(expected), got \(actual)") }
        }
        return problems.isEmpty ? nil : problems.joined(separator: "\n")
    }

    static func resolve(_ json: JSONValue, name: String) throws(CaseFileError) -> String? {
        var problems: [String] = []
        for entry in json["cases"]?.array ?? [] {
            let style = try CaseStyleDecoder.style(from: entry["style"], context: name)
            let parent = try (entry["parentSize"] ?? .null).size(name)
            let expected = try (entry["expected"] ?? .null).sizeRange(name)
            let actual = style.resolvedRange(parentSize: parent)
            if !CaseTolerance.matches(expected, actual) {
                problems.append("style \(entry["style"].map { "\($0)" } ?? "{}") in \(CaseText.size(parent)): expected \(CaseText.range(expected)), got \(CaseText.range(actual))")
            }
        }
        return problems.isEmpty ? nil : problems.joined(separator: "\n")
    }

    /// The schema's spelling: "auto", "points 100", "fraction 0.5".
    private static func spelled(_ dimension: Dimension) -> String {
        switch dimension {
        case .auto: "auto"
        case .points(let value): "points \(NumberText.format(value))"
        case .fraction(let value): "fraction \(NumberText.format(value))"
        }
    }
}
