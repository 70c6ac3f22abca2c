/// Variables visible at a point of the snippet; a child scope per block, closures keep theirs.
final class Scope {
    private var values: [String: Value] = [:]
    private var constants: Set<String> = []
    /// `let x: T` without a value: Swift allows exactly one assignment before it is read.
    private var unassignedConstants: Set<String> = []
    /// Names in the order they were first defined: "the first value of this type" is well defined.
    private(set) var names: [String] = []
    let parent: Scope?

    init(parent: Scope? = nil) {
        self.parent = parent
    }

    func lookup(_ name: String) -> Value? {
        values[name] ?? parent?.lookup(name)
    }

    /// `name` in this scope and its parents, short of `root` (the globals): inside a type's code a
    /// member of `self` comes before a global of the same name, as in Swift.
    func lookup(_ name: String, below root: Scope) -> Value? {
        if self === root { return nil }
        return values[name] ?? parent?.lookup(name, below: root)
    }

    /// Every name visible here, nearest scope first (for "did you mean").
    var visibleNames: [String] { names + (parent?.visibleNames ?? []) }

    func define(_ name: String, _ value: Value, constant: Bool = false) {
        if values[name] == nil { names.append(name) }
        values[name] = value
        unassignedConstants.remove(name)
        if constant { constants.insert(name) } else { constants.remove(name) }
    }

    /// A `let` declared without a value: its first assignment initializes it.
    func defineUnassignedConstant(_ name: String) {
        define(name, .none, constant: true)
        unassignedConstants.insert(name)
    }

    /// Assigns to the nearest scope that defines `name`; false when none does.
    func assign(_ name: String, _ value: Value) -> Bool {
        if values[name] != nil {
            values[name] = value
            unassignedConstants.remove(name)
            return true
        }
        return parent?.assign(name, value) ?? false
    }

    func isConstant(_ name: String) -> Bool {
        if values[name] != nil { return constants.contains(name) && !unassignedConstants.contains(name) }
        return parent?.isConstant(name) ?? false
    }
}
