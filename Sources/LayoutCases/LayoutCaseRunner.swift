import LayoutEngine

/// Runs a `layout` case: the tree is hosted by a display node measured with the case's range (parent size =
/// its max) at screen scale 2; the root size, every leaf's flattened frame and, where given, the ranges
/// each leaf's measurement received are compared.
enum LayoutCaseRunner {
    static func run(_ json: JSONValue, name: String) throws(CaseFileError) -> String? {
        guard let tree = json["tree"], let expected = json["expected"] else {
            throw .invalidCase(name: name, reason: "missing tree or expected")
        }
        let range = try (json["sizeRange"] ?? .null).sizeRange(name)
        let element = try CaseTreeBuilder.element(from: tree, context: name)
        let result = LayoutCalculator(scale: 2, recordsLeafRanges: true).layout(element, in: range)
        var problems: [String] = []
        let expectedRoot = try (expected["rootSize"] ?? .null).size(name)
        if !CaseTolerance.matches(expectedRoot, result.root.size) {
            problems.append("root size: expected \(CaseText.size(expectedRoot)), got \(CaseText.size(result.root.size))")
        }
        problems += try frameProblems(expected["frames"], result, name)
        problems += try rangeProblems(json["expectedConstrainedSizes"], result, name)
        guard !problems.isEmpty else { return nil }
        return (problems + ["layout:", LayoutTreeDump.dump(result.root)]).joined(separator: "\n")
    }

    private static func frameProblems(_ json: JSONValue?, _ result: LayoutResult, _ name: String) throws(CaseFileError) -> [String] {
        let actual = Dictionary(result.absoluteFrames.compactMap { frame in frame.name.map { ($0, frame.frame) } },
                                uniquingKeysWith: { first, _ in first })
        var problems: [String] = []
        for (id, value) in (json?.object ?? [:]).sorted(by: { $0.key < $1.key }) {
            let expected = try value.rect(name)
            guard let frame = actual[id] else {
                problems.append("\(id): expected \(CaseText.rect(expected)), missing")
                continue
            }
            if !CaseTolerance.matches(expected, frame) {
                problems.append("\(id): expected \(CaseText.rect(expected)), got \(CaseText.rect(frame))")
            }
        }
        return problems
    }

    private static func rangeProblems(_ json: JSONValue?, _ result: LayoutResult, _ name: String) throws(CaseFileError) -> [String] {
        var problems: [String] = []
        for (id, value) in (json?.object ?? [:]).sorted(by: { $0.key < $1.key }) {
            var expected: [SizeRange] = []
            for range in value.array ?? [] { expected.append(try range.sizeRange(name)) }
            let actual = result.leafRanges[id] ?? []
            if expected.count != actual.count || !zip(expected, actual).allSatisfy(CaseTolerance.matches) {
                problems.append("\(id) measured with \(actual.map(CaseText.range)), expected \(expected.map(CaseText.range))")
            }
        }
        return problems
    }
}
