import LayoutEngine
import SwiftSyntax

/// `UICollectionViewFlowLayout`: a class in UIKit, configured before or after the collection node
/// is made with it.
final class FlowLayoutObject: RuntimeObject {
    var itemSize: Size?
    var minimumLineSpacing = 10.0
    var minimumInteritemSpacing = 10.0
    var sectionInset = EdgeInsets.zero
    var scrollDirection = CollectionContent.ScrollDirection.vertical
    var headerReferenceSize = Size.zero
    var footerReferenceSize = Size.zero
    /// Set: a UIKit collection view fits each shown cell to its constraints, from this estimate.
    /// Texture measures every item itself, so its collection nodes ignore it.
    var estimatedItemSize: Size?
    /// `UICollectionViewFlowLayout.automaticSize`, a marker rather than a size: cells are fitted
    /// from no estimate (their smallest size).
    static let automaticSize = Size(width: .greatestFiniteMagnitude, height: .greatestFiniteMagnitude)

    init() {
        super.init(typeName: "UICollectionViewFlowLayout")
        fields["collectionView"] = Value.none
    }
}

/// The flow layout's properties, and what a collection node is made of.
enum CollectionMembers {
    /// UIKit's default item size: Texture treats it as "not set" and lets items size themselves.
    static let defaultItemSize = Size(width: 50, height: 50)

    static func get(_ name: String, of layout: FlowLayoutObject) -> Value? {
        switch name {
        case "itemSize": .native(.size(layout.itemSize ?? defaultItemSize))
        case "minimumLineSpacing": .double(layout.minimumLineSpacing)
        case "minimumInteritemSpacing": .double(layout.minimumInteritemSpacing)
        case "sectionInset": .native(.insets(layout.sectionInset))
        case "scrollDirection": .enumCase(type: "UICollectionView.ScrollDirection", name: layout.scrollDirection.rawValue, payload: [])
        case "estimatedItemSize": .native(.size(layout.estimatedItemSize ?? .zero))
        case "headerReferenceSize": .native(.size(layout.headerReferenceSize))
        case "footerReferenceSize": .native(.size(layout.footerReferenceSize))
        default: nil
        }
    }

    static func set(_ name: String, of layout: FlowLayoutObject, to value: Value, at node: some SyntaxProtocol) throws(InterpreterError) {
        switch name {
        case "itemSize":
            let size = try Convert.size(value, at: node)
            layout.itemSize = size == defaultItemSize ? nil : size
        case "minimumLineSpacing": layout.minimumLineSpacing = max(0, try Convert.number(value, name, at: node))
        case "minimumInteritemSpacing": layout.minimumInteritemSpacing = max(0, try Convert.number(value, name, at: node))
        case "sectionInset": layout.sectionInset = try Convert.insets(value, at: node)
        case "scrollDirection": layout.scrollDirection = try Convert.option(value, "UICollectionView.ScrollDirection", default: .vertical, at: node)
        case "headerReferenceSize": layout.headerReferenceSize = try Convert.size(value, at: node)
        case "footerReferenceSize": layout.footerReferenceSize = try Convert.size(value, at: node)
        case "estimatedItemSize":
            let size = try Convert.size(value, at: node)
            layout.estimatedItemSize = size == .zero ? nil : size
        case "sectionInsetReference": return
        default: throw InterpreterError("value of type 'UICollectionViewFlowLayout' has no member '\(name)'", at: node)
        }
    }

    /// The flow layout a collection node draws with (UIKit's defaults when the code gave none).
    static func flowLayout(of collection: NodeObject) -> FlowLayoutObject? {
        guard case .object(let flow as FlowLayoutObject)? = collection.fields["__layout"] else { return nil }
        return flow
    }

    /// A layout of the app's own (`placedByCode`) places the items itself: the caller gives the
    /// content its placement (`CodeCollectionLayout`).
    static func content(of collection: NodeObject, items: [DisplayNode], sections: [CollectionSection]? = nil, placedByCode: Bool = false,
                        at node: some SyntaxProtocol) throws(InterpreterError) -> CollectionContent {
        guard collection.kind != .pager else {
            // `ASPagerNode(collectionViewLayout:)`: pages follow the layout's scroll direction (init()'s is horizontal).
            return CollectionContent(items: items, scrollDirection: flowLayout(of: collection)?.scrollDirection, isPager: true)
        }
        if placedByCode { return CollectionContent(items: items, sections: sections) }
        let layout: FlowLayoutObject
        switch collection.fields["__layout"] {
        case .object(let flow as FlowLayoutObject)?: layout = flow
        // UIKit's base layout, or a subclass that gives no attributes: no item is placed.
        case .object?: return CollectionContent(items: [])
        default: layout = FlowLayoutObject()
        }
        return CollectionContent(items: items, scrollDirection: layout.scrollDirection, itemSize: layout.itemSize,
                                 minimumLineSpacing: layout.minimumLineSpacing, minimumInteritemSpacing: layout.minimumInteritemSpacing,
                                 sectionInset: layout.sectionInset, sections: sections)
    }
}

/// The delegate's `collectionNode(_:constrainedSizeForItemAt:)`, asked while the engine lays the
/// collection out, as Texture asks it: with the collection's bounds set, so code that divides
/// `collectionNode.bounds.width` gets the real width. The engine calls it synchronously on the thread
/// that runs the snippet, after evaluation (as RangeDependentSpec does) — hence `@unchecked Sendable`.
final class DelegateItemRanges: @unchecked Sendable {
    private let interpreter: Interpreter
    private let collection: NodeObject
    /// Each item's IndexPath, in item order across the sections.
    private let indexPaths: [Value]
    private let failures: FailureSink
    private var answers: [Size: [SizeRange?]] = [:]

    init(interpreter: Interpreter, collection: NodeObject, indexPaths: [Value], failures: FailureSink) {
        self.interpreter = interpreter
        self.collection = collection
        self.indexPaths = indexPaths
        self.failures = failures
    }

    /// nil when there is no delegate method to ask.
    var provider: (@Sendable (Size) -> [SizeRange?])? {
        guard method != nil else { return nil }
        return { [self] size in self.ranges(for: size) }
    }

    private var method: FunctionDeclSyntax? {
        guard case .object(let delegate)? = collection.fields["__delegate"] else { return nil }
        return interpreter.method("collectionNode(_:constrainedSizeForItemAt:)", of: delegate)
    }

    private func ranges(for size: Size) -> [SizeRange?] {
        if let answer = answers[size] { return answer }
        guard failures.first == nil, let method, case .object(let delegate)? = collection.fields["__delegate"] else { return [] }
        collection.boundsSize = size
        do {
            let answer = try indexPaths.map { indexPath throws(InterpreterError) -> SizeRange? in
                let value = try interpreter.call(method, [Argument(label: nil, value: .object(collection)), Argument(label: nil, value: indexPath)],
                                                 selfObject: delegate, at: method)
                guard case .native(.sizeRange(let range)) = value else {
                    throw InterpreterError("constrainedSizeForItemAt must return an ASSizeRange, found '\(value.typeName)'", at: method)
                }
                return range
            }
            answers[size] = answer
            return answer
        } catch {
            failures.first = error
            return []
        }
    }
}
