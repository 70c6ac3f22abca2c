import SwiftSyntax

/// `UINib(nibName:bundle:)`: a reference to one of the course's Interface Builder files.
final class NibObject: RuntimeObject {
    let name: String

    init(name: String) {
        self.name = name
        super.init(typeName: "UINib")
    }
}

/// Finding and loading the course's nibs.
enum Nibs {
    /// How a table remembers a cell registered from a nib rather than a class.
    static let prefix = "nib:"

    /// The nib of that name; a missing one is the crash UIKit would have, with the names there are.
    static func nib(named name: String, _ interpreter: Interpreter, at node: some SyntaxProtocol) throws(InterpreterError) -> NibObject {
        guard interpreter.interfaceFiles[name] != nil else {
            let known = interpreter.interfaceFiles.keys.sorted()
            let list = known.isEmpty ? "the course has no .xib files in its Sources" : "the course's nibs are " + known.map { "'\($0)'" }.joined(separator: ", ")
            throw InterpreterError("could not load the nib named '\(name)': \(list)", at: node)
        }
        return NibObject(name: name)
    }

    /// Its top-level objects, File's Owner's outlets connected to `owner`.
    static func load(_ name: String, owner: Value?, _ interpreter: Interpreter, at node: some SyntaxProtocol) throws(InterpreterError) -> [Value] {
        guard let file = interpreter.interfaceFiles[name] else { _ = try nib(named: name, interpreter, at: node); return [] }
        var loader = XIBLoader(interpreter: interpreter, file: file)
        if case .object(let object)? = owner { return try loader.load(owner: object) }
        return try loader.load(owner: nil)
    }

    /// The nib a view controller of this class loads its view from, as UIKit finds it: one whose
    /// File's Owner is the class, else one named after it.
    /// A registered nib's cell or view: the first view of `kind` at the nib's top level, as UIKit
    /// dequeues it (`register(_:forCellReuseIdentifier:)`, `register(_:forCellWithReuseIdentifier:)`).
    static func registeredView(_ kind: ViewObject.Kind, in name: String, for identifier: String, _ interpreter: Interpreter,
                               at node: some SyntaxProtocol) throws(InterpreterError) -> Value {
        let made = try load(name, owner: nil, interpreter, at: node).first { value in
            if case .object(let view as ViewObject) = value { return view.kind == kind }
            return false
        }
        guard let made else {
            let what = switch kind { case .tableViewCell: "table view cell"; case .collectionViewCell: "collection view cell"; default: "view" }
            throw InterpreterError("the nib '\(name)' registered for '\(identifier)' has no \(what) at its top level", at: node)
        }
        return made
    }

    static func viewControllerNib(for className: String, _ interpreter: Interpreter) -> String? {
        let owned = interpreter.interfaceFiles.values.filter { file in
            file.document.objects.contains { $0.name == "placeholder" && $0["placeholderIdentifier"] == "IBFilesOwner" && $0["customClass"] == className }
        }
        return owned.map(\.name).sorted().first { $0 == className } ?? owned.map(\.name).sorted().first
    }

    /// The nib a view of this class is designed in: one with a top-level view of the class, the one
    /// named after it first.
    static func viewNib(for className: String, _ interpreter: Interpreter) -> String? {
        let designed = interpreter.interfaceFiles.values.filter { file in
            file.document.objects.contains { $0.name != "placeholder" && $0["customClass"] == className }
        }
        return designed.map(\.name).sorted().first { $0 == className } ?? designed.map(\.name).sorted().first
    }
}
