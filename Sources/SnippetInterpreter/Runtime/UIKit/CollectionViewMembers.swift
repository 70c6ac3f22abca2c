import Diagnostics
import LayoutEngine
import SwiftSyntax

/// UICollectionView's items: where they come from (its data source), how the flow layout and its
/// delegate size and space them, and the cells and supplementary views registered for them.
struct CollectionViewProperties {
    var dataSource: RuntimeObject?
    /// Answers the flow layout's per-item and per-section questions (`UICollectionViewDelegateFlowLayout`).
    var delegate: RuntimeObject?
    /// The layout the collection was made with: a flow layout, or a class of the app's own.
    var layout: RuntimeObject = FlowLayoutObject()
    /// Reuse identifier → the cell class (or nib) registered for it.
    var cells: [String: String] = [:]
    /// Element kind and reuse identifier → the supplementary view class (or nib) registered for it.
    var supplements: [SupplementKey: String] = [:]

    struct SupplementKey: Hashable {
        let kind: String
        let identifier: String
    }
}

/// UICollectionView's own members: its data source, delegate and layout, cell registration and
/// dequeueing (a cell is made as UIKit makes a registered class: `init(frame:)`).
enum CollectionViewMembers {
    static func get(_ name: String, of view: ViewObject) -> Value? {
        guard let collection = view.collection else { return nil }
        switch name {
        case "dataSource": return collection.dataSource.map(Value.object) ?? Value.none
        case "delegate": return collection.delegate.map(Value.object) ?? Value.none
        case "collectionViewLayout": return .object(collection.layout)
        default: return nil
        }
    }

    /// True when the member is the collection's own.
    static func set(_ name: String, of view: ViewObject, to value: Value, at node: some SyntaxProtocol) throws(InterpreterError) -> Bool {
        switch name {
        case "dataSource": view.collection?.dataSource = object(value)
        case "delegate": view.collection?.delegate = object(value)
        case "collectionViewLayout": view.collection?.layout = try layout(value, at: node)
        default: return false
        }
        return true
    }

    /// `init(frame:collectionViewLayout:)`.
    static func initialize(_ view: ViewObject, _ args: [Argument], at node: some SyntaxProtocol) throws(InterpreterError) {
        guard let layout = args.first(where: { $0.label == "collectionViewLayout" })?.value else { return }
        view.collection?.layout = try self.layout(layout, at: node)
    }

    static func call(_ name: String, on view: ViewObject, _ args: [Argument], _ interpreter: Interpreter, at node: some SyntaxProtocol) throws(InterpreterError) -> Value? {
        switch name {
        case "register":
            let registered = try registration(args.first?.value, at: node)
            let identifier = try Convert.string(args.first { $0.label == "forCellWithReuseIdentifier" || $0.label == "withReuseIdentifier" }?.value ?? .none, at: node)
            if let kind = args.first(where: { $0.label == "forSupplementaryViewOfKind" })?.value {
                view.collection?.supplements[.init(kind: try Convert.string(kind, at: node), identifier: identifier)] = registered
            } else {
                view.collection?.cells[identifier] = registered
            }
            return .void
        case "dequeueReusableCell":
            let identifier = try Convert.string(args.first { $0.label == "withReuseIdentifier" }?.value ?? .none, at: node)
            let known = view.collection?.cells ?? [:]
            guard let cellClass = known[identifier] else {
                throw InterpreterError("could not dequeue a view of kind: UICollectionElementKindCell with identifier '\(identifier)': register a class for it first "
                    + "(collectionView.register(Cell.self, forCellWithReuseIdentifier: \"\(identifier)\"))\(NearestName.hint(for: identifier, in: known.keys.sorted()))", at: node)
            }
            return try make(cellClass, kind: .collectionViewCell, identifier: identifier, interpreter, at: node)
        case "dequeueReusableSupplementaryView":
            let kind = try Convert.string(args.first { $0.label == "ofKind" }?.value ?? .none, at: node)
            let identifier = try Convert.string(args.first { $0.label == "withReuseIdentifier" }?.value ?? .none, at: node)
            guard let viewClass = view.collection?.supplements[.init(kind: kind, identifier: identifier)] else {
                throw InterpreterError("could not dequeue a view of kind: \(kind) with identifier '\(identifier)': register a class for it first "
                    + "(collectionView.register(Header.self, forSupplementaryViewOfKind: \(kindSpelling(kind)), withReuseIdentifier: \"\(identifier)\"))", at: node)
            }
            return try make(viewClass, kind: .view, identifier: identifier, interpreter, at: node)
        case "numberOfItems":
            // What the data source says, as UIKit asks it.
            guard let source = view.collection?.dataSource, let method = interpreter.method("collectionView(_:numberOfItemsInSection:)", of: source) else { return .int(0) }
            return try interpreter.call(method, [Argument(label: nil, value: .object(view)), Argument(label: "numberOfItemsInSection", value: args.first?.value ?? .int(0))],
                                        selfObject: source, at: node)
        case "setCollectionViewLayout":
            view.collection?.layout = try layout(args.first?.value ?? .none, at: node)
            return .void
        default:
            return nil
        }
    }

    /// What the data source's `numberOfSections(in:)` answers, as a table's does.
    static func sectionCount(of view: ViewObject, _ interpreter: Interpreter) throws(InterpreterError) -> Int {
        guard let source = view.collection?.dataSource else { return 1 }
        return try TableMembers.sectionCount(of: view, source, interpreter)
    }

    /// A registered class, or a nib (its name, marked).
    private static func registration(_ value: Value?, at node: some SyntaxProtocol) throws(InterpreterError) -> String {
        switch value {
        case .type(let viewClass)?: return viewClass
        case .object(let nib as NibObject)?: return Nibs.prefix + nib.name
        default: throw InterpreterError("'register' expects a cell class ('Cell.self') or a UINib", at: node)
        }
    }

    /// A dequeued cell or supplementary view: the registered class made with `init(frame: .zero)`, or
    /// the first view of that kind at the top level of the registered nib.
    private static func make(_ registered: String, kind: ViewObject.Kind, identifier: String, _ interpreter: Interpreter,
                             at node: some SyntaxProtocol) throws(InterpreterError) -> Value {
        if registered.hasPrefix(Nibs.prefix) {
            return try Nibs.registeredView(kind, in: String(registered.dropFirst(Nibs.prefix.count)), for: identifier, interpreter, at: node)
        }
        let args = [Argument(label: "frame", value: .native(.rect(Rect(x: 0, y: 0, width: 0, height: 0))))]
        if let declared = interpreter.classes[registered] { return try interpreter.instantiate(declared, args, at: node) }
        return try TextureRuntime.construct(registered, args, interpreter, at: node)
    }

    private static func kindSpelling(_ kind: String) -> String {
        switch kind {
        case LayoutAttributesObject.headerKind: "UICollectionView.elementKindSectionHeader"
        case LayoutAttributesObject.footerKind: "UICollectionView.elementKindSectionFooter"
        default: "\"\(kind)\""
        }
    }

    private static func object(_ value: Value) -> RuntimeObject? {
        if case .object(let object) = value { return object }
        return nil
    }

    private static func layout(_ value: Value, at node: some SyntaxProtocol) throws(InterpreterError) -> RuntimeObject {
        guard case .object(let layout) = value else {
            throw InterpreterError("UICollectionView needs a UICollectionViewLayout, found '\(value.typeName)'", at: node)
        }
        return layout
    }
}
