/// What a snippet prints: `print(…)` writes its items as Swift does (separated by `separator:`,
/// ended by `terminator:`), into lines kept beside the figure. Bounded, as the rest of a run is.
extension Interpreter {
    static let printedLineLimit = 1_000

    func writeToConsole(_ args: [Argument]) {
        let items = args.filter { $0.label == nil }.map { Describe.value($0.value) }
        let separator = args.first { $0.label == "separator" }.flatMap { if case .string(let text) = $0.value { text } else { nil } } ?? " "
        let terminator = args.first { $0.label == "terminator" }.flatMap { if case .string(let text) = $0.value { text } else { nil } } ?? "\n"
        let text = printedPending + items.joined(separator: separator) + terminator
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        printedPending = lines.removeLast()
        for line in lines where printed.count < Self.printedLineLimit { printed.append(line) }
    }
}
