import LayoutEngine
import SwiftSyntax

/// A collection layout of the app's own (a `UICollectionViewLayout` or flow layout subclass that
/// overrides `layoutAttributesForElements(in:)`, as Texture's mosaic sample does): UIKit asks it,
/// once the collection has its bounds, to `prepare()`, then for the attributes of the elements in
/// the rectangle it shows, and puts each cell, header and footer where they say; the cell node
/// fills its frame. What that answer leaves out is not shown, whatever
/// `layoutAttributesForItem(at:)` says: UIKit asks that only of an item it already knows. The engine asks during layout, synchronously on the snippet's thread after
/// evaluation (as `DelegateItemRanges` does), hence `@unchecked Sendable`.
final class CodeCollectionLayout: @unchecked Sendable {
    private let interpreter: Interpreter
    private let layout: RuntimeObject
    private let collection: NodeObject
    private let sectionCounts: [Int]
    /// Each section's header and footer kinds that the collection has nodes for.
    private let supplements: [(header: Bool, footer: Bool)]
    private let failures: FailureSink
    private var answers: [Size: CollectionPlacement] = [:]

    init(interpreter: Interpreter, layout: RuntimeObject, collection: NodeObject, sections: [CollectionSection], failures: FailureSink) {
        self.interpreter = interpreter
        self.layout = layout
        self.collection = collection
        self.sectionCounts = sections.map(\.itemCount)
        self.supplements = sections.map { ($0.header != nil, $0.footer != nil) }
        self.failures = failures
    }

    /// A `UICollectionViewLayout`: its `collectionView` is nil until UIKit asks the layout.
    static func layoutObject(typeName: String) -> RuntimeObject {
        let layout = RuntimeObject(typeName: typeName)
        layout.fields["collectionView"] = Value.none
        return layout
    }

    /// A flow layout subclass whose `prepare()` changes its settings once the collection has its
    /// bounds (`itemSize` from `collectionView.bounds`): figures lay a flow layout out from its
    /// settings as the code left them, so that code would not be drawn. An error, never a grid of
    /// other sizes.
    static func checkFlowPreparation(of collection: NodeObject, _ interpreter: Interpreter) throws(InterpreterError) {
        guard case .object(let flow as FlowLayoutObject)? = collection.fields["__layout"], flow.declaredClass != nil,
              placingLayout(of: collection, interpreter) == nil, let prepare = interpreter.method("prepare", of: flow) else { return }
        throw InterpreterError("'prepare()' of a UICollectionViewFlowLayout subclass is not run: figures place a flow layout's items from the settings "
            + "the code gives it before layout; set them where the layout is made, or place the items in layoutAttributesForElements(in:)", at: prepare.name)
    }

    /// `super.layoutAttributesForElements(in:)` in a flow layout subclass: the flow layout's own
    /// attributes, which figures compute in the engine, not as attributes code can read.
    static let flowAttributeMethods: Set<String> = ["layoutAttributesForElements", "layoutAttributesForItem", "layoutAttributesForSupplementaryView"]

    static func flowAttributesRefusal(_ name: String, at node: some SyntaxProtocol) -> InterpreterError {
        InterpreterError("'super.\(name)' of UICollectionViewFlowLayout is not supported: figures place a flow layout's items in the layout engine, "
            + "not as attributes code can adjust; compute each item's frame in the subclass", at: node)
    }

    /// `layoutInspector` measures the items of a layout of the app's own, whose attributes then give
    /// each cell node its frame: nothing a figure draws depends on it. With a flow layout it would
    /// size the items by code, which figures do not run: an error, never a silently different grid.
    static func setInspector(_ value: Value, of collection: NodeObject, _ interpreter: Interpreter, at node: some SyntaxProtocol) throws(InterpreterError) {
        guard placingLayout(of: collection, interpreter) != nil || Arithmetic.isNone(value) else {
            throw InterpreterError("'layoutInspector' of a collection with a flow layout sizes its items by code of its own, which diagrams do not run; "
                + "size them with the delegate's collectionNode(_:constrainedSizeForItemAt:)", at: node)
        }
        collection.keepInert("layoutInspector", value)
    }

    /// The layout object when its class places items by code of its own: it answers
    /// `layoutAttributesForElements(in:)`, which is what UIKit asks for the elements to show.
    static func placingLayout(of collection: NodeObject, _ interpreter: Interpreter) -> RuntimeObject? {
        guard case .object(let layout)? = collection.fields["__layout"], layout.declaredClass != nil,
              interpreter.method("layoutAttributesForElements", of: layout) != nil else { return nil }
        return layout
    }

    /// A layout that answers `layoutAttributesForItem(at:)` but not `layoutAttributesForElements(in:)`
    /// shows no item on a device (UIKit's own answer to the latter is nil): the figure shows none
    /// either, and says why.
    static func warnAboutItemsOnly(of collection: NodeObject, _ interpreter: Interpreter) {
        guard case .object(let layout)? = collection.fields["__layout"], layout.declaredClass != nil, !(layout is FlowLayoutObject),
              interpreter.method("layoutAttributesForElements", of: layout) == nil,
              let item = interpreter.method("layoutAttributesForItem", of: layout) else { return }
        interpreter.warn(InterpreterError("'\(layout.typeName)' answers layoutAttributesForItem(at:) but not layoutAttributesForElements(in:), "
            + "which UIKit asks for the items to show: no item is shown, on a device as in the figure", at: item.name))
    }

    func placement(for size: Size) -> CollectionPlacement {
        if let answer = answers[size] { return answer }
        guard failures.first == nil else { return CollectionPlacement(items: []) }
        do {
            let answer = try ask(size)
            answers[size] = answer
            return answer
        } catch {
            failures.first = error
            return CollectionPlacement(items: [])
        }
    }

    private func ask(_ size: Size) throws(InterpreterError) -> CollectionPlacement {
        collection.boundsSize = size
        layout.fields["collectionView"] = .object(CollectionViewProxy(size: size, sectionCounts: sectionCounts, layout: layout))
        if let prepare = interpreter.method("prepare", of: layout) { _ = try call(prepare, []) }
        let elements = try allElements(size)
        var items: [Rect?] = []
        for (section, count) in sectionCounts.enumerated() {
            for item in 0..<count { items.append(frame(of: nil, item: item, section: section, elements)) }
        }
        var headers: [Rect?] = [], footers: [Rect?] = []
        for (section, kinds) in supplements.enumerated() {
            headers.append(kinds.header ? frame(of: LayoutAttributesObject.headerKind, item: 0, section: section, elements) : nil)
            footers.append(kinds.footer ? frame(of: LayoutAttributesObject.footerKind, item: 0, section: section, elements) : nil)
        }
        return CollectionPlacement(items: items, headers: headers, footers: footers)
    }

    /// What `layoutAttributesForElements(in:)` answers for all of the content.
    private func allElements(_ size: Size) throws(InterpreterError) -> [LayoutAttributesObject] {
        guard let method = interpreter.method("layoutAttributesForElements", of: layout) else { return [] }
        let everything = Rect(x: 0, y: 0, width: Swift.max(size.width, 1e7), height: Swift.max(size.height, 1e7))
        switch try call(method, [Argument(label: "in", value: .native(.rect(everything)))]) {
        case .array(let values): return try values.map { value throws(InterpreterError) in try attributes(value, from: method) }
        case .none: return []
        case let other: throw InterpreterError("layoutAttributesForElements(in:) must return [UICollectionViewLayoutAttributes], found '\(other.typeName)'", at: method.name)
        }
    }

    /// An item's (`kind` nil) or a supplementary view's frame: the attributes among the elements
    /// for its index path; nil when the layout gives none.
    private func frame(of kind: String?, item: Int, section: Int, _ elements: [LayoutAttributesObject]) -> Rect? {
        elements.first { $0.kind == kind && $0.position == (section, item) }?.frame
    }

    private func call(_ method: FunctionDeclSyntax, _ arguments: [Argument]) throws(InterpreterError) -> Value {
        try interpreter.call(method, arguments, selfObject: layout, at: method)
    }

    private func attributes(_ value: Value, from method: FunctionDeclSyntax) throws(InterpreterError) -> LayoutAttributesObject {
        guard case .object(let attributes as LayoutAttributesObject) = value else {
            throw InterpreterError("'\(method.name.text)' must return UICollectionViewLayoutAttributes, found '\(value.typeName)'", at: method.name)
        }
        return attributes
    }
}

/// `layout.collectionView` while the layout is asked: the collection's bounds and its sections'
/// item counts, as the data source gives them.
final class CollectionViewProxy: RuntimeObject {
    let size: Size
    let sectionCounts: [Int]
    let layout: RuntimeObject

    init(size: Size, sectionCounts: [Int], layout: RuntimeObject) {
        self.size = size
        self.sectionCounts = sectionCounts
        self.layout = layout
        super.init(typeName: "UICollectionView")
    }

    func get(_ name: String) -> Value? {
        switch name {
        case "bounds", "frame": .native(.rect(Rect(x: 0, y: 0, width: size.width, height: size.height)))
        case "numberOfSections": .int(sectionCounts.count)
        case "collectionViewLayout": .object(layout)
        case "contentInset", "adjustedContentInset": .native(.insets(.zero))
        default: nil
        }
    }

    func call(_ name: String, _ args: [Argument], at node: some SyntaxProtocol) throws(InterpreterError) -> Value? {
        guard name == "numberOfItems" else { return nil }
        let section = Convert.int(try Convert.number(args.first?.value ?? .int(0), "inSection", at: node))
        guard sectionCounts.indices.contains(section) else {
            throw InterpreterError("section \(section) is out of range: the collection has \(sectionCounts.count) sections", at: node)
        }
        return .int(sectionCounts[section])
    }
}

/// `UICollectionViewLayoutAttributes`: where a layout puts a cell (`init(forCellWith:)`) or a
/// header or footer (`init(forSupplementaryViewOfKind:with:)`). Setting `size` keeps the centre and
/// setting `center` keeps the size, as UIKit's attributes do.
final class LayoutAttributesObject: RuntimeObject {
    static let headerKind = "UICollectionElementKindSectionHeader"
    static let footerKind = "UICollectionElementKindSectionFooter"

    var frame = Rect(x: 0, y: 0, width: 0, height: 0)
    var indexPath: Value
    /// nil for a cell.
    let kind: String?

    init(indexPath: Value, kind: String?) {
        self.indexPath = indexPath
        self.kind = kind
        super.init(typeName: "UICollectionViewLayoutAttributes")
    }

    /// The (section, item) of its index path.
    var position: (Int, Int) {
        guard case .object(let path) = indexPath, case .int(let section)? = path.fields["section"], case .int(let item)? = path.fields["item"] else { return (-1, -1) }
        return (section, item)
    }

    static func make(_ args: [Argument], at node: some SyntaxProtocol) throws(InterpreterError) -> Value {
        guard let indexPath = args.first(where: { $0.label == "forCellWith" || $0.label == "with" })?.value,
              case .object(let path) = indexPath, path.typeName == "IndexPath" else {
            throw InterpreterError("UICollectionViewLayoutAttributes needs an IndexPath (init(forCellWith:) or init(forSupplementaryViewOfKind:with:))", at: node)
        }
        let kind = try args.first { $0.label == "forSupplementaryViewOfKind" }.map { argument throws(InterpreterError) in try Convert.string(argument.value, at: node) }
        return .object(LayoutAttributesObject(indexPath: indexPath, kind: kind))
    }

    func get(_ name: String) -> Value? {
        switch name {
        case "frame": .native(.rect(frame))
        case "size": .native(.size(frame.size))
        case "center": .native(.point(Point(x: frame.origin.x + frame.size.width / 2, y: frame.origin.y + frame.size.height / 2)))
        case "indexPath": indexPath
        case "representedElementKind": kind.map(Value.string) ?? Value.none
        default: nil
        }
    }

    func set(_ name: String, to value: Value, at node: some SyntaxProtocol) throws(InterpreterError) -> Bool {
        switch name {
        case "frame": frame = try Convert.rect(value, at: node)
        case "size":
            let size = try Convert.size(value, at: node)
            frame = Rect(x: frame.origin.x + (frame.size.width - size.width) / 2, y: frame.origin.y + (frame.size.height - size.height) / 2,
                         width: size.width, height: size.height)
        case "center":
            guard case .native(.point(let center)) = value else { throw InterpreterError("cannot assign value of type '\(value.typeName)' to type 'CGPoint'", at: node) }
            frame = Rect(x: center.x - frame.size.width / 2, y: center.y - frame.size.height / 2, width: frame.size.width, height: frame.size.height)
        case "indexPath": indexPath = value
        default: return false
        }
        return true
    }
}
