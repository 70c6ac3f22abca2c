import Diagnostics
import Markup

/// Groups a session's exercise snippets and hints by `id`, and places each exercise where its
/// first snippet was.
///
/// A `> [!TIP]` in a step that holds an exercise is a hint of that exercise (of the nearest
/// exercise snippet before it, or else the first one after it in the step).
struct ExerciseGrouper {
    let path: String
    var diagnostics: [Diagnostic] = []

    init(path: String) {
        self.path = path
    }

    mutating func group(_ session: inout Session) {
        var exercises: [String: Exercise] = [:]
        var order: [String] = []
        session.introduction = regroup(session.introduction, stepNumber: 0, into: &exercises, order: &order)
        for index in session.steps.indices {
            session.steps[index].content = regroup(session.steps[index].content, stepNumber: session.steps[index].number,
                                                   into: &exercises, order: &order)
        }
        session.exercises = order.compactMap { exercises[$0] }
        for exercise in session.exercises { check(exercise) }
    }

    private mutating func regroup(_ content: [StepContent], stepNumber: Int,
                                  into exercises: inout [String: Exercise], order: inout [String]) -> [StepContent] {
        // Tips in a step without an exercise stay ordinary callouts.
        let hasExercise = content.contains { if case .snippet(let s) = $0 { s.role.belongsToExercise } else { false } }
        guard hasExercise else { return content }
        var result: [StepContent] = []
        var pendingHints: [Hint] = []
        var current: String?
        for item in content {
            if case .snippet(let snippet) = item, snippet.role.belongsToExercise {
                guard let id = snippet.attributes.id else {
                    diagnostics.append(.error("exercise.missing-id", "'\(snippet.role.name)' snippet needs an id=… naming its exercise", at: snippet.fenceLocation))
                    continue
                }
                if exercises[id] == nil {
                    exercises[id] = Exercise(id: id, stepNumber: stepNumber)
                    order.append(id)
                    result.append(.exercise(id))
                }
                add(snippet, to: &exercises[id]!)
                exercises[id]!.hints += pendingHints
                pendingHints = []
                current = id
            } else if case .markdown(let block) = item, let hint = hint(in: block) {
                if let current { exercises[current]!.hints.append(hint) } else { pendingHints.append(hint) }
            } else {
                result.append(item)
            }
        }
        return result
    }

    private func hint(in block: Block) -> Hint? {
        guard case .blockQuote(let children) = block.kind, let alert = GitHubAlert(children), alert.kind == "tip" else { return nil }
        return Hint(blocks: alert.body, location: SourceLocation(file: path, line: block.range.start.line, column: block.range.start.column))
    }

    private mutating func add(_ snippet: Snippet, to exercise: inout Exercise) {
        func duplicate(_ existing: Snippet?) -> Bool {
            guard let existing else { return false }
            diagnostics.append(Diagnostic(.error, id: "exercise.duplicate", "exercise '\(exercise.id)' already has a '\(snippet.role.name)' snippet",
                                          at: snippet.fenceLocation, notes: ["the first one is at \(existing.fenceLocation)"]))
            return true
        }
        switch snippet.role {
        case .expected: if !duplicate(exercise.expected) { exercise.expected = snippet }
        case .starter: if !duplicate(exercise.starter) { exercise.starter = snippet }
        case .cheat: if !duplicate(exercise.cheat) { exercise.cheat = snippet }
        default: break
        }
    }

    private mutating func check(_ exercise: Exercise) {
        guard exercise.expected == nil else { return }
        for snippet in [exercise.cheat, exercise.starter].compactMap({ $0 }) {
            diagnostics.append(.error("exercise.no-target", "\(snippet.role.name) '\(exercise.id)' has no target: add a ```swift expected id=\(exercise.id) snippet",
                                      at: snippet.fenceLocation))
        }
    }
}
