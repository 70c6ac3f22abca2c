import Diagnostics

/// An argument as the call writes it.
struct WrittenArgument: Equatable {
    /// nil when unlabelled.
    var label: String?
    var isTrailingClosure = false
}

/// Why a call does not fit a parameter list, as the Swift compiler words it.
enum LabelProblem: Equatable {
    /// The argument's label is not the parameter's; `expected` nil means no label is expected.
    case incorrectLabel(argument: Int, expected: String?)
    case extraArgument(argument: Int)
    case missingArgument(parameter: Int)
    /// Both labels exist, in the other order.
    case outOfOrder(argument: Int, mustPrecede: Int)
}

/// Matches a call's arguments to a declaration's parameters by label, as Swift does: in order,
/// parameters with a default may be left out, trailing closures fill closure parameters.
enum ArgumentMatcher {
    /// The parameter each argument binds to, or nil when the call does not fit.
    static func match(_ arguments: [WrittenArgument], to parameters: [APIParameter]) -> [Int]? {
        var result: [Int] = []
        var next = 0
        for argument in arguments {
            if let last = result.last, parameters[last].type.hasSuffix("..."), argument.label == nil, !argument.isTrailingClosure {
                result.append(last)
                continue
            }
            while next < parameters.count, !fits(argument, parameters[next]) || passesOver(argument, parameters, next) {
                if !parameters[next].hasDefault { return nil }
                next += 1
            }
            guard next < parameters.count else { return nil }
            result.append(next)
            next += 1
        }
        if parameters[next...].contains(where: { !$0.hasDefault && !$0.type.hasSuffix("...") }) { return nil }
        return result
    }

    /// Swift's forward scan (SE-0286): an unlabelled trailing closure passes over a parameter with a
    /// default when a later parameter still needs an argument.
    private static func passesOver(_ argument: WrittenArgument, _ parameters: [APIParameter], _ index: Int) -> Bool {
        argument.isTrailingClosure && argument.label == nil && parameters[index].hasDefault
            && parameters[(index + 1)...].contains { !$0.hasDefault && !$0.type.hasSuffix("...") }
    }

    private static func fits(_ argument: WrittenArgument, _ parameter: APIParameter) -> Bool {
        argument.isTrailingClosure ? parameter.isClosure && (argument.label == nil || argument.label == parameter.label) : argument.label == parameter.label
    }

    /// Whether any of the candidates fits; otherwise the problems with the closest one.
    static func problems(_ arguments: [WrittenArgument], candidates: [[APIParameter]]) -> [LabelProblem] {
        if candidates.isEmpty || candidates.contains(where: { match(arguments, to: $0) != nil }) { return [] }
        let diagnosed = candidates.map { problems(arguments, $0) }
        // Equal ranks: the overload whose labels are nearest the written ones (`equalToConstnt:`
        // is a typo of `equalToConstant:`, not of `equalTo:`), then the one that takes every
        // argument written (`ASInsetLayoutSpec(insets: .zero)` misses `child:` rather than having
        // an extra argument for `init()`), as swiftc says.
        return diagnosed.min {
            (rank($0, arguments), distance($0, arguments), extras($0)) < (rank($1, arguments), distance($1, arguments), extras($1))
        } ?? []
    }

    private static func extras(_ problems: [LabelProblem]) -> Int {
        problems.count { if case .extraArgument = $0 { true } else { false } }
    }

    private static func distance(_ problems: [LabelProblem], _ arguments: [WrittenArgument]) -> Int {
        problems.reduce(0) { total, problem in
            guard case .incorrectLabel(let index, let expected?) = problem, index < arguments.count, let written = arguments[index].label else { return total }
            return total + NearestName.doubledDistance(written, expected)
        }
    }

    /// Fewer problems first; a misspelt label counts less than a missing or extra argument, since a
    /// typo is the likelier mistake. A label unlike the one expected is no typo: it counts more than
    /// a missing argument (`UICollectionView(frame: .zero)` misses `collectionViewLayout:` rather
    /// than misspelling `init?(coder:)`'s `coder:`).
    private static func rank(_ problems: [LabelProblem], _ arguments: [WrittenArgument]) -> Int {
        problems.reduce(0) { total, problem in
            guard case .incorrectLabel(let index, let expected) = problem else { return total + 3 }
            guard index < arguments.count, let written = arguments[index].label, let expected else { return total + 2 }
            return total + (NearestName.closest(to: written, in: [expected]) == nil ? 4 : 2)
        }
    }

    /// What is wrong with one candidate's parameters.
    static func problems(_ arguments: [WrittenArgument], _ parameters: [APIParameter]) -> [LabelProblem] {
        var used = Set<Int>()
        var bound: [Int?] = Array(repeating: nil, count: arguments.count)
        // Exact labels first, in order, so that a typo is compared only with what is left.
        var cursor = 0
        for (index, argument) in arguments.enumerated() {
            let start = argument.isTrailingClosure ? cursor : 0
            if let found = parameters.indices.first(where: { $0 >= start && !used.contains($0) && fits(argument, parameters[$0]) }) {
                bound[index] = found
                used.insert(found)
                cursor = max(cursor, found + 1)
            }
        }
        var problems: [LabelProblem] = []
        for (index, argument) in arguments.enumerated() where bound[index] == nil {
            let open = parameters.indices.filter { !used.contains($0) }
            let labels = open.compactMap { parameters[$0].label }
            if let label = argument.label, let near = NearestName.closest(to: label, in: labels),
               let parameter = open.first(where: { parameters[$0].label == near }) {
                used.insert(parameter)
                problems.append(.incorrectLabel(argument: index, expected: near))
            } else if let parameter = open.first(where: { $0 >= (bound[..<index].compactMap { $0 }.max() ?? -1) }) ?? open.first,
                      arguments.count <= parameters.count {
                used.insert(parameter)
                problems.append(.incorrectLabel(argument: index, expected: parameters[parameter].label))
            } else {
                problems.append(.extraArgument(argument: index))
            }
        }
        for index in parameters.indices where !used.contains(index) && !parameters[index].hasDefault && !parameters[index].type.hasSuffix("...") {
            problems.append(.missingArgument(parameter: index))
        }
        if problems.isEmpty {
            let order = bound.compactMap { $0 }
            if let late = order.indices.dropFirst().first(where: { order[$0] < order[$0 - 1] }),
               let earlier = bound.firstIndex(where: { $0 == order[late - 1] }),
               let later = bound.firstIndex(where: { $0 == order[late] }) {
                problems.append(.outOfOrder(argument: later, mustPrecede: earlier))
            }
        }
        return problems
    }
}
